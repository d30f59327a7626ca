import { useMutation } from "@tanstack/react-query";
import { toast } from "sonner";
import { errorMessage } from "../api.ts";
import type { useMessages } from "../queries.ts";

/** 'Check for New Messages': fetches the list again and says how many arrived since. */
export function useCheckMessages(messages: ReturnType<typeof useMessages>) {
  return useMutation({
    mutationFn: async () => {
      const known = new Set(messages.data?.map((message) => message.id));
      const { data } = await messages.refetch({ throwOnError: true });
      return (data ?? []).filter((message) => !known.has(message.id)).length;
    },
    onSuccess: (fresh) => {
      toast.success(
        fresh === 0 ? "No new messages" : `${fresh} new message${fresh === 1 ? "" : "s"}`,
        { description: fresh === 0 ? "You are up to date." : "They are listed under Pending." },
      );
    },
    onError: (error) => {
      toast.error("Could not check for messages", {
        description: errorMessage(error, "Please try again."),
      });
    },
  });
}
