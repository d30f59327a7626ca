import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { MessageStatus } from "../../../../shared/constants.ts";
import { api, errorMessage } from "../api.ts";
import { removeFromPages } from "../paging/cached-pages.ts";
import { type AdminMessage, keys } from "../queries.ts";
import { STATUS_BADGE } from "./message-status.ts";

// PATCH and DELETE /api/contact-messages/{id}. The message leaves the shown tab at once, and the
// pages and counts are then fetched again to be sure.

export function useSetMessageStatus(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (status: MessageStatus) =>
      api<AdminMessage>("PATCH", `/api/contact-messages/${id}`, { status }),
    onSuccess: (updated) => {
      removeFromPages(client, keys.messages, updated.id);
      toast.success("Message updated", {
        description: `Moved to ${STATUS_BADGE[updated.status].label}.`,
      });
    },
    onError: (error) => {
      toast.error("Update failed", { description: errorMessage(error, "Please try again.") });
    },
    onSettled: () => client.invalidateQueries({ queryKey: keys.messages }),
  });
}

export function useDeleteMessage(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>("DELETE", `/api/contact-messages/${id}`),
    onSuccess: () => {
      removeFromPages(client, keys.messages, id);
      toast.success("Message deleted");
    },
    onError: (error) => {
      toast.error("Delete failed", { description: errorMessage(error, "Please try again.") });
    },
    onSettled: () => client.invalidateQueries({ queryKey: keys.messages }),
  });
}
