import { useMutation, useMutationState, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { api, errorMessage } from "../api.ts";
import { type AdminTopic, keys } from "../queries.ts";

// AI generation of a topic's pages, in one module: today each call waits for the answer; the
// issue that turns generation into background jobs replaces this file and nothing else.

export type GenerationKind = "generate" | "refresh";

export const DEFAULT_PROMPTS: Record<GenerationKind, string> = {
  generate:
    "Write a complete lesson on this topic as 5 pages of 500–600 words each. Start from what a " +
    "learner at this level already knows and build up step by step: explain each key term when " +
    "it first appears, give concrete real-world examples, and end every page with a short " +
    "summary. Use Markdown: ## for headings, - for bullet points and **bold** for key terms.",
  refresh:
    "Rewrite this topic as 5 pages of 500–600 words each. Keep what works, make the " +
    "explanations clearer, bring examples and facts up to date, and end every page with a short " +
    "summary. Use Markdown: ## for headings, - for bullet points and **bold** for key terms.",
};

const generationKey = ["topics", "generation"] as const;

interface GenerationInput {
  kind: GenerationKind;
  topic: AdminTopic;
  prompt: string;
}

function run({ kind, topic, prompt }: GenerationInput) {
  if (kind === "generate") {
    return api<unknown>("POST", "/api/topics/generate-content", {
      topicId: topic.id,
      title: topic.title,
      category: topic.category,
      level: topic.level,
      customPrompt: prompt,
    });
  }
  return api<unknown>("POST", `/api/topics/${topic.id}/refresh`, { prompt });
}

const MESSAGES = {
  generate: {
    done: "Content Generated",
    failed: "Generation Failed",
    fallback: "Failed to generate content",
  },
  refresh: {
    done: "Content Refreshed",
    failed: "Refresh Failed",
    fallback: "Failed to refresh content",
  },
} as const;

export function useGeneration() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: generationKey,
    mutationFn: run,
    onSuccess: (_data, { kind, topic }) => {
      toast.success(MESSAGES[kind].done, { description: `"${topic.title}" has new pages.` });
      return client.invalidateQueries({ queryKey: keys.topics });
    },
    onError: (error, { kind }) => {
      toast.error(MESSAGES[kind].failed, {
        description: errorMessage(error, MESSAGES[kind].fallback),
      });
    },
  });
}

/** The ids of topics whose content is being generated or refreshed right now. */
export function usePendingGenerations(): ReadonlySet<number> {
  const ids = useMutationState({
    filters: { mutationKey: generationKey, status: "pending" },
    select: (mutation) => (mutation.state.variables as GenerationInput | undefined)?.topic.id,
  });
  return new Set(ids.filter((id): id is number => id !== undefined));
}
