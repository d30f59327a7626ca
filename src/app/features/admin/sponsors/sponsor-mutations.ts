import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { z } from "zod";
import type {
  sponsorCreateSchema,
  sponsorUpdateSchema,
} from "../../../../shared/schemas/sponsor.ts";
import { api, errorMessage } from "../api.ts";
import { removeFromPages, replaceInPages } from "../paging/cached-pages.ts";
import { type AdminSponsor, keys } from "../queries.ts";

// POST, PATCH and DELETE /api/sponsors. Every write refreshes the sponsors and the inquiries
// (an approval links the two), and the toasts live here so they show after a dialog closes.

export type SponsorCreateValues = z.output<typeof sponsorCreateSchema>;
export type SponsorChanges = z.input<typeof sponsorUpdateSchema>;

export const UPDATE_FAILED = "Failed to update sponsor";

export function refreshSponsors(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: keys.sponsors }),
    client.invalidateQueries({ queryKey: keys.inquiries }),
  ]);
}

export function useCreateSponsor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: SponsorCreateValues) => api<AdminSponsor>("POST", "/api/sponsors", values),
    onSuccess: (sponsor) => {
      toast.success("Sponsor added successfully!", { description: `"${sponsor.name}" was added.` });
    },
    onError: (error) => {
      toast.error("Failed to add sponsor", {
        description: errorMessage(error, "Please try again."),
      });
    },
    onSettled: () => refreshSponsors(client),
  });
}

/**
 * PATCH one sponsor. The answer replaces the cached row at once, and the pages are then fetched
 * again, which moves a suspended or reactivated sponsor to its tab. Callers say what failure looks like (the edit dialog shows
 * it at the field, the card's buttons toast it).
 */
export function useUpdateSponsor(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: SponsorChanges) =>
      api<AdminSponsor>("PATCH", `/api/sponsors/${id}`, changes),
    onSuccess: (updated) => {
      replaceInPages(client, keys.sponsors, updated);
    },
    onSettled: () => refreshSponsors(client),
  });
}

export function useDeleteSponsor(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>("DELETE", `/api/sponsors/${id}`),
    onSuccess: () => {
      removeFromPages(client, keys.sponsors, id);
      toast.success("Sponsor deleted successfully!");
    },
    onError: (error) => {
      toast.error("Failed to delete sponsor", {
        description: errorMessage(error, "Please try again."),
      });
    },
    onSettled: () => refreshSponsors(client),
  });
}
