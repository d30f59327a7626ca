import type { JobAction } from "../../../../shared/schemas/generation.ts";
import {
  type InProgress,
  type StartRequest,
  useGenerationsInProgress,
} from "../generation/jobs-api.ts";
import type { AdminTopic } from "../queries.ts";

// A topic's AI generation runs as a background job (generation/jobs-api.ts): these are the
// topic's requests and default prompts; the admin-wide watcher announces how each one ends.

export type GenerationKind = JobAction;

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

/** POST /api/topics/generate-content or /api/topics/:id/refresh (of one page), as a job to start. */
export function topicGeneration(
  kind: GenerationKind,
  topic: AdminTopic,
  prompt: string,
  /** A refresh of this page alone (from 1); null: the whole lesson. */
  page: number | null = null,
): StartRequest {
  if (kind === "generate") {
    return {
      kind: "topic",
      action: kind,
      targetId: topic.id,
      url: "/api/topics/generate-content",
      body: {
        topicId: topic.id,
        title: topic.title,
        category: topic.category,
        level: topic.level,
        customPrompt: prompt,
      },
    };
  }
  return {
    kind: "topic",
    action: kind,
    targetId: topic.id,
    url: `/api/topics/${topic.id}/refresh`,
    body: page === null ? { prompt } : { prompt, page },
  };
}

/** Topics whose content is being generated or refreshed now, by id, with the job's progress. */
export function usePendingGenerations(): ReadonlyMap<number, InProgress> {
  return useGenerationsInProgress("topic");
}
