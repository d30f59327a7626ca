import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { InquiryStatus } from "../../../../shared/constants.ts";
import { api, errorMessage } from "../api.ts";
import { removeFromPages } from "../paging/cached-pages.ts";
import { type AdminInquiry, type AdminSponsor, keys } from "../queries.ts";
import { refreshSponsors } from "./sponsor-mutations.ts";

// The inquiry writes of spec §4 and their toasts (§8). A moved inquiry leaves its section at once;
// the pages and counts are then fetched again. Approving goes through the server's one
// transaction (POST …/approve): the sponsor and the approval exist together or not at all.

const failure = (action: "update" | "delete", error: unknown) =>
  `Failed to ${action} inquiry: ${errorMessage(error, "Please try again.")}`;

/** Approve, and Accept as Sponsor from the archive: creates the sponsor, approves the inquiry. */
export function useApproveInquiry(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<{ inquiry: AdminInquiry; sponsor: AdminSponsor }>(
        "POST",
        `/api/sponsor-inquiries/${id}/approve`,
      ),
    onSuccess: ({ inquiry }) => {
      removeFromPages(client, keys.inquiries, inquiry.id);
      toast.success("Inquiry approved and sponsor created!");
    },
    onError: (error) => toast.error("Error", { description: failure("update", error) }),
    onSettled: () => refreshSponsors(client),
  });
}

/** Decline, or Restore to Pending. */
export function useSetInquiryStatus(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (status: Exclude<InquiryStatus, "approved">) =>
      api<AdminInquiry>("PATCH", `/api/sponsor-inquiries/${id}`, { status }),
    onSuccess: (updated) => {
      removeFromPages(client, keys.inquiries, updated.id);
      toast.success("Success", { description: "Inquiry updated successfully" });
    },
    onError: (error) => toast.error("Error", { description: failure("update", error) }),
    onSettled: () => refreshSponsors(client),
  });
}

export function useDeleteInquiry(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>("DELETE", `/api/sponsor-inquiries/${id}`),
    onSuccess: () => {
      removeFromPages(client, keys.inquiries, id);
      toast.success("Success", { description: "Inquiry deleted successfully" });
    },
    onError: (error) => toast.error("Error", { description: failure("delete", error) }),
    onSettled: () => refreshSponsors(client),
  });
}
