import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { api, errorMessage } from "../api.ts";
import { type AdminCategory, type AdminTopic, keys } from "../queries.ts";

// The owner's writes on topics and categories. Toasts live in the hooks' own options, so they
// still show when the dialog that started the call has closed.

export interface TopicCreateInput {
  title: string;
  description: string;
  level: string;
  category: string;
}

export interface TopicPageInput {
  title: string;
  content: string;
}

export interface TopicUpdateInput {
  title?: string;
  description?: string;
  level?: string;
  category?: string;
  isActive?: boolean;
  pages?: TopicPageInput[];
}

export function useCreateTopic() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TopicCreateInput) => api<AdminTopic>("POST", "/api/topics", input),
    onSuccess: (topic) => {
      toast.success("Topic Created", { description: `"${topic.title}" was added.` });
      // A new category name creates the category too.
      return Promise.all([
        client.invalidateQueries({ queryKey: keys.topics }),
        client.invalidateQueries({ queryKey: keys.categories }),
      ]);
    },
    onError: (error) => {
      toast.error("Creation Failed", {
        description: errorMessage(error, "Failed to create topic"),
      });
    },
  });
}

export function useCreateCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; description: string }) =>
      api<AdminCategory>("POST", "/api/categories", input),
    onSuccess: (category) => {
      toast.success("Category Created", { description: `"${category.name}" was added.` });
      return client.invalidateQueries({ queryKey: keys.categories });
    },
    onError: (error) => {
      toast.error("Creation Failed", {
        description: errorMessage(error, "Failed to create category"),
      });
    },
  });
}

export function useDeleteTopic() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (topic: AdminTopic) => api<void>("DELETE", `/api/topics/${topic.id}`),
    onSuccess: (_data, topic) => {
      toast.success("Topic Deleted", { description: `"${topic.title}" was deleted.` });
      client.removeQueries({ queryKey: keys.topicContent(topic.id) });
      return client.invalidateQueries({ queryKey: keys.topics });
    },
    onError: (error) => {
      toast.error("Delete Failed", { description: errorMessage(error, "Failed to delete topic") });
    },
  });
}

/** PATCH a topic; errors are left to the edit form, which shows them at its fields. */
export function useUpdateTopic() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: TopicUpdateInput }) =>
      api<AdminTopic>("PATCH", `/api/topics/${id}`, changes),
    onSuccess: (topic, { changes }) => {
      toast.success("Topic Updated", { description: `"${topic.title}" was saved.` });
      return Promise.all([
        client.invalidateQueries({ queryKey: keys.topics }),
        client.invalidateQueries({ queryKey: keys.topicContent(topic.id) }),
        changes.category ? client.invalidateQueries({ queryKey: keys.categories }) : null,
      ]);
    },
  });
}
