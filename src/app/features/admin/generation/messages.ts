import type { z } from "zod";
import type {
  generationBatch,
  generationJob,
  JobAction,
  JobKind,
} from "../../../../shared/schemas/generation.ts";

// What the owner is told when a generation ends (spec §8's titles), worked out from the job
// alone so the same words come whether the owner watched it or came back after a reload.

/** Wire shapes: dates arrive as ISO strings. */
export type GenerationJob = z.input<typeof generationJob>;
export type GenerationBatch = z.input<typeof generationBatch>;

export interface ToastMessage {
  tone: "success" | "error" | "warning" | "info";
  title: string;
  description: string;
}

const DEFAULT_QUESTION_COUNT = 10;

const WORDS: Record<
  JobKind,
  Record<JobAction, { done: string; failed: string; fallback: string }>
> = {
  topic: {
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
  },
  test: {
    generate: {
      done: "Success!",
      failed: "Generation Failed",
      fallback: "Failed to generate quiz content",
    },
    refresh: {
      done: "Success!",
      failed: "Generation Failed",
      fallback: "Failed to generate quiz content",
    },
  },
};

/** The failure title and fallback text for a generation that could not start or did not end well. */
export function failureWords(kind: JobKind, action: JobAction) {
  const { failed, fallback } = WORDS[kind][action];
  return { title: failed, fallback };
}

export function isActiveJob(job: Pick<GenerationJob, "status">): boolean {
  return job.status === "queued" || job.status === "running";
}

function pagesLine(job: GenerationJob): string {
  const what =
    job.resultCount === null
      ? "new pages"
      : `${job.resultCount} new page${job.resultCount === 1 ? "" : "s"}`;
  return job.targetTitle === null ? `The topic has ${what}.` : `"${job.targetTitle}" has ${what}.`;
}

/** What a succeeded job wrote, in words. */
function doneLine(job: GenerationJob): string {
  const title = job.targetTitle === null ? null : `"${job.targetTitle}"`;
  // Falsy rather than null: a job from before pages and keys existed has neither field.
  if (job.page) {
    return `Page ${job.page} of ${title ?? "the topic"} was rewritten; the other pages are as they were.`;
  }
  if (job.questionKey) {
    return `One question of ${title ?? "the test"} was rewritten; the others are as they were.`;
  }
  if (job.kind === "topic") return pagesLine(job);
  return `Generated ${job.resultCount ?? DEFAULT_QUESTION_COUNT} questions for the test.`;
}

/** The toast for a job that has ended; null while it is still queued or running. */
export function jobEndMessage(job: GenerationJob): ToastMessage | null {
  const words = WORDS[job.kind][job.action];
  switch (job.status) {
    case "queued":
    case "running":
      return null;
    case "succeeded":
      return {
        tone: "success",
        title: words.done,
        description: doneLine(job),
      };
    case "failed":
      return { tone: "error", title: words.failed, description: job.error || words.fallback };
    case "cancelled":
      return {
        tone: "info",
        title: "Generation Cancelled",
        description: "The content was left as it was.",
      };
  }
}

/** The toast for a bulk run that has ended; null while it runs. */
export function batchEndMessage(batch: GenerationBatch): ToastMessage | null {
  const counts = `${batch.succeeded} generated, ${batch.failed} failed.`;
  if (batch.status === "running") return null;
  if (batch.status === "cancelled") {
    return { tone: "info", title: "Bulk Generation Cancelled", description: counts };
  }
  return {
    tone: batch.failed > 0 ? "warning" : "success",
    title: "Bulk Generation Finished",
    description: counts,
  };
}

/** Done (succeeded), failed, remaining, and how far along the run is, 0-100. */
export function batchProgress(batch: GenerationBatch) {
  const done = batch.succeeded;
  const settled = batch.succeeded + batch.failed + batch.cancelled;
  const percent = batch.total === 0 ? 100 : Math.round((settled / batch.total) * 100);
  return {
    done,
    failed: batch.failed,
    cancelled: batch.cancelled,
    remaining: batch.remaining,
    settled,
    percent,
  };
}
