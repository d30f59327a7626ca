import { z } from "zod";
import { idText } from "../ids.ts";
import { isoDate } from "./common.ts";
import { promptSchema } from "./topic.ts";

// AI generation runs as jobs (issue 5): a generation call answers 202 {jobId}; the admin screens
// poll GET /api/generation-jobs/:id until the job ends. 'Generate all missing' starts a batch of
// jobs, one per topic or test without content.

export const JOB_KINDS = ["topic", "test"] as const;
export type JobKind = (typeof JOB_KINDS)[number];
export const JOB_ACTIONS = ["generate", "refresh"] as const;
export type JobAction = (typeof JOB_ACTIONS)[number];
export const JOB_STATUSES = ["queued", "running", "succeeded", "failed", "cancelled"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const ACTIVE_JOB_STATUSES = ["queued", "running"] as const satisfies readonly JobStatus[];

export const jobAccepted = z.object({ jobId: z.number().int() });

export const generationJob = z.object({
  id: z.number().int(),
  kind: z.enum(JOB_KINDS),
  action: z.enum(JOB_ACTIONS),
  targetId: z.number().int(),
  /** A refresh of one lesson page (from 1); null for the whole lesson or a test. */
  page: z.number().int().nullable(),
  /** A refresh of one question, by its fingerprint; null for the whole test or a topic. */
  questionKey: z.string().nullable(),
  /** The topic's or test's title when the job was read (null once the target is deleted). */
  targetTitle: z.string().nullable(),
  status: z.enum(JOB_STATUSES),
  /** 0 to 100: queued 0, asking the model, retrying once after invalid output, saving, done. */
  progress: z.number().int().min(0).max(100),
  /** What the job is doing now, in words ("Waiting for a worker", "Writing (attempt 1 of 2)"). */
  phase: z.string(),
  /** Why it failed, in words the owner can act on; null unless failed or cancelled. */
  error: z.string().nullable(),
  /** Pages or questions stored, once succeeded. */
  resultCount: z.number().int().nullable(),
  batchId: z.number().int().nullable(),
  createdAt: isoDate,
  startedAt: isoDate.nullable(),
  finishedAt: isoDate.nullable(),
});
export type GenerationJob = z.output<typeof generationJob>;

export const jobListQuery = z.strictObject({
  kind: z.enum(JOB_KINDS).optional(),
  /** Only queued and running jobs. */
  active: z.enum(["true", "false"]).optional(),
});
export const jobList = z.object({ jobs: z.array(generationJob) });

/** POST /api/generation-batches: generate every topic (or test) that has no content yet. */
export const batchCreateSchema = z.strictObject({
  kind: z.enum(JOB_KINDS),
  customPrompt: promptSchema.optional(),
});
export const batchAccepted = z.object({ batchId: z.number().int(), total: z.number().int() });

export const generationBatch = z.object({
  id: z.number().int(),
  kind: z.enum(JOB_KINDS),
  /** running while any job is queued or running; then finished (or cancelled by the owner). */
  status: z.enum(["running", "finished", "cancelled"]),
  total: z.number().int(),
  succeeded: z.number().int(),
  failed: z.number().int(),
  cancelled: z.number().int(),
  /** Queued or running. */
  remaining: z.number().int(),
  createdAt: isoDate,
});
export type GenerationBatch = z.output<typeof generationBatch>;
export const batchList = z.object({ batches: z.array(generationBatch) });
export const batchListQuery = z.strictObject({
  kind: z.enum(JOB_KINDS).optional(),
  active: z.enum(["true", "false"]).optional(),
});

export const VERSION_SOURCES = ["ai", "earlier"] as const;

/** One stored version of a topic's pages or a test's questions, without the content itself. */
export const contentVersion = z.object({
  id: z.number().int(),
  /** ai: an accepted generation; earlier: the content it replaced (hand-written or seeded). */
  source: z.enum(VERSION_SOURCES),
  /** The content the topic or test shows now. */
  current: z.boolean(),
  /** Pages or questions in this version. */
  itemCount: z.number().int(),
  prompt: z.string().nullable(),
  provider: z.string().nullable(),
  model: z.string().nullable(),
  inputTokens: z.number().int().nullable(),
  outputTokens: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
  createdAt: isoDate,
});
export type ContentVersion = z.output<typeof contentVersion>;
export const versionList = z.object({ versions: z.array(contentVersion) });
export const versionParams = z.strictObject({
  id: idText,
  versionId: idText,
});

/** GET /api/analytics/ai-usage: tokens and estimated cost per UTC day, last 30 days. */
export const aiUsageSummary = z.object({
  windowDays: z.number().int(),
  /** False when AI_PRICES has no price for a model used in the window: cost is then partial. */
  pricesComplete: z.boolean(),
  totals: z.object({
    jobs: z.number().int(),
    failed: z.number().int(),
    inputTokens: z.number().int(),
    outputTokens: z.number().int(),
    costUsd: z.number(),
  }),
  perDay: z.array(
    z.object({
      day: z.string(),
      jobs: z.number().int(),
      failed: z.number().int(),
      inputTokens: z.number().int(),
      outputTokens: z.number().int(),
      costUsd: z.number(),
    }),
  ),
  perModel: z.array(
    z.object({
      provider: z.string(),
      model: z.string(),
      jobs: z.number().int(),
      inputTokens: z.number().int(),
      outputTokens: z.number().int(),
      /** null when AI_PRICES has no price for this model. */
      costUsd: z.number().nullable(),
    }),
  ),
});
export type AiUsageSummary = z.output<typeof aiUsageSummary>;
