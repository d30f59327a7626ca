import { sql } from "drizzle-orm";
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { JOB_ACTIONS, JOB_KINDS, JOB_STATUSES } from "../../../shared/schemas/generation.ts";
import { createdAt, id, oneOf, timestamps } from "../../db/columns.ts";

export { JOB_KINDS, JOB_STATUSES };

/** 'Generate all missing': one batch, one job per topic or test that had no content. */
export const generationBatches = pgTable(
  "generation_batches",
  {
    id: id(),
    kind: text("kind").$type<(typeof JOB_KINDS)[number]>().notNull(),
    prompt: text("prompt"),
    total: integer("total").notNull(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [oneOf("generation_batches_kind_check", table.kind, JOB_KINDS)],
);

/** AI generation runs as database-backed jobs so it survives restarts and runs once. */
export const generationJobs = pgTable(
  "generation_jobs",
  {
    id: id(),
    kind: text("kind").$type<(typeof JOB_KINDS)[number]>().notNull(),
    action: text("action").$type<(typeof JOB_ACTIONS)[number]>().notNull().default("generate"),
    /** The topic or test id (kind says which table); deleting the target deletes its jobs. */
    targetId: integer("target_id").notNull(),
    batchId: integer("batch_id").references(() => generationBatches.id, { onDelete: "set null" }),
    status: text("status").$type<(typeof JOB_STATUSES)[number]>().notNull().default("queued"),
    prompt: text("prompt"),
    /** A refresh of one lesson page (from 1); null: the whole lesson, or a test. */
    page: integer("page"),
    /** A refresh of one test question, by its fingerprint (content's answer key); null: all. */
    questionKey: text("question_key"),
    progress: integer("progress").notNull().default(0),
    phase: text("phase").notNull().default("Waiting for a worker"),
    /** Claims so far; a job interrupted twice by a restart is failed, not claimed forever. */
    attempts: integer("attempts").notNull().default(0),
    error: text("error"),
    /** The instance running it; only that instance may finish it. */
    lockedBy: text("locked_by"),
    /** Touched while running; a running job whose heartbeat stops was lost with its process. */
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }),
    provider: text("provider"),
    model: text("model"),
    /** Tokens of every model call the job made, failed attempts included (they cost too). */
    inputTokens: integer("input_tokens").notNull().default(0),
    outputTokens: integer("output_tokens").notNull().default(0),
    /** Estimated from AI_PRICES when the job ended; null without a price for the model. */
    costUsd: doublePrecision("cost_usd"),
    durationMs: integer("duration_ms"),
    resultCount: integer("result_count"),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    // Workers claim the oldest queued job (SELECT … FOR UPDATE SKIP LOCKED).
    index("generation_jobs_status_idx").on(table.status, table.createdAt),
    // A topic's or test's pending job, for the admin screens.
    index("generation_jobs_target_idx").on(table.kind, table.targetId),
    // One queued or running job per topic or test, even when two requests race.
    uniqueIndex("generation_jobs_one_active_idx")
      .on(table.kind, table.targetId)
      .where(sql`${table.status} in ('queued', 'running')`),
    // A batch's progress counts.
    index("generation_jobs_batch_idx").on(table.batchId),
    // Token usage per day in analytics.
    index("generation_jobs_finished_idx").on(table.finishedAt),
    oneOf("generation_jobs_kind_check", table.kind, JOB_KINDS),
    oneOf("generation_jobs_action_check", table.action, JOB_ACTIONS),
    oneOf("generation_jobs_status_check", table.status, JOB_STATUSES),
    check("generation_jobs_progress_check", sql`${table.progress} between 0 and 100`),
    // One page is a topic's, one question a test's, and only a refresh rewrites a part.
    check(
      "generation_jobs_page_check",
      sql`${table.page} is null or (${table.kind} = 'topic' and ${table.action} = 'refresh' and ${table.page} >= 1)`,
    ),
    check(
      "generation_jobs_question_key_check",
      sql`${table.questionKey} is null or (${table.kind} = 'test' and ${table.action} = 'refresh')`,
    ),
  ],
);
