import { useRef } from "react";
import { useApproveInquiry, useDeleteInquiry, useSetInquiryStatus } from "./inquiry-mutations.ts";

/**
 * An inquiry card's three writes. Approving is guarded by a ref as well as the disabled button:
 * a double click can land before React has re-rendered the button as disabled.
 */
export function useInquiryActions(id: number) {
  const approve = useApproveInquiry(id);
  const setStatus = useSetInquiryStatus(id);
  const remove = useDeleteInquiry(id);
  const approving = useRef(false);

  return {
    approve: () => {
      if (approving.current) return;
      approving.current = true;
      approve.mutate(undefined, {
        onSettled: () => {
          approving.current = false;
        },
      });
    },
    decline: () => setStatus.mutate("declined"),
    restore: () => setStatus.mutate("pending"),
    remove: (done: () => void) => remove.mutate(undefined, { onSettled: done }),
    approvePending: approve.isPending,
    statusPending: setStatus.isPending ? setStatus.variables : undefined,
    removePending: remove.isPending,
    busy: approve.isPending || setStatus.isPending || remove.isPending,
  };
}
