import type { UseFormRegisterReturn } from "react-hook-form";

/**
 * A field people never see or reach; bots that fill every input fill it too, and the server
 * then answers as if it stored the submission.
 */
export function Honeypot({ registration }: { registration: UseFormRegisterReturn<"nickname"> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
      <label htmlFor="nickname">Leave this field empty</label>
      <input id="nickname" type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  );
}
