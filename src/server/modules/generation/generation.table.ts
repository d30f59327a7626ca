import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { id, oneOf, timestamps } from "../../db/columns.ts";

export const JOB_KINDS = ["topic", "test"] as const;
export const JOB_STATUSES = ["queued", "running", "succeeded", "failed", "cancelled"] as const;

/** AI generation runs as database-backed jobs so it survives restarts and runs once. */
export const generationJobs = pgTable(
  "generation_jobs",
  {
    id: id(),
    kind: text("kind").$type<(typeof JOB_KINDS)[number]>().notNull(),
    /** The topic or test id (kind says which table); deleting the target deletes its jobs. */
    targetId: integer("target_id").notNull(),
    status: text("status").$type<(typeof JOB_STATUSES)[number]>().notNull().default("queued"),
    prompt: text("prompt"),
    progress: integer("progress").notNull().default(0),
    attempts: integer("attempts").notNull().default(0),
    error: text("error"),
    lockedBy: text("locked_by"),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    // Workers claim the oldest queued job (SELECT … FOR UPDATE SKIP LOCKED).
    index("generation_jobs_status_idx").on(table.status, table.createdAt),
    // A topic's or test's pending job, for the admin screens.
    index("generation_jobs_target_idx").on(table.kind, table.targetId),
    oneOf("generation_jobs_kind_check", table.kind, JOB_KINDS),
    oneOf("generation_jobs_status_check", table.status, JOB_STATUSES),
  ],
);
