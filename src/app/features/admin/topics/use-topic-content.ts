import { useQuery } from "@tanstack/react-query";
import { api } from "../api.ts";
import { type AdminTopicContent, keys } from "../queries.ts";

/** A topic's current pages, for the edit form; only asked for when the topic has content. */
export function useTopicContent(id: number, enabled: boolean) {
  return useQuery({
    queryKey: keys.topicContent(id),
    queryFn: () => api<AdminTopicContent>("GET", `/api/topics/${id}/content`),
    enabled,
  });
}
