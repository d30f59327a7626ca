import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { errorMessage } from "../api.ts";
import { keys, type useMessageCounts } from "../queries.ts";

const all = (counts: Record<string, number> | undefined) =>
  Object.values(counts ?? {}).reduce((sum, count) => sum + count, 0);

/**
 * 'Check for New Messages': counts the messages again, fetches the pages shown again, and says
 * how many arrived since.
 */
export function useCheckMessages(counts: ReturnType<typeof useMessageCounts>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const before = all(counts.data);
      const { data } = await counts.refetch({ throwOnError: true });
      await client.invalidateQueries({ queryKey: [...keys.messages, "page"] });
      return Math.max(0, all(data) - before);
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
