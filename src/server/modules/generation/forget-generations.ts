import { and, eq, inArray } from "drizzle-orm";
import { ACTIVE_JOB_STATUSES, type JobKind } from "../../../shared/schemas/generation.ts";
import type { Db } from "../../db/client.ts";
import { generationJobs } from "./generation.table.ts";

// What content asks of generation about one topic or test, inside content's own transaction
// (wired in services.ts as content's neighbours).

const activeFor = (kind: JobKind, targetId: number) =>
  and(
    eq(generationJobs.kind, kind),
    eq(generationJobs.targetId, targetId),
    inArray(generationJobs.status, [...ACTIVE_JOB_STATUSES]),
  );

/**
 * For a topic or test being deleted: its queued or running jobs are cancelled (a worker running
 * one notices at its next heartbeat and stops). Finished jobs stay, because they are the record
 * of what generation cost.
 */
export async function forgetGenerations(db: Db, kind: JobKind, targetId: number) {
  const noun = kind === "topic" ? "topic" : "test";
  await db
    .update(generationJobs)
    .set({
      status: "cancelled",
      error: `The ${noun} was deleted.`,
      phase: "Cancelled",
      finishedAt: new Date(),
    })
    .where(activeFor(kind, targetId));
}

/** Whether a generation of the topic or test is queued or running. */
export async function isGenerating(db: Db, kind: JobKind, targetId: number): Promise<boolean> {
  const [busy] = await db
    .select({ id: generationJobs.id })
    .from(generationJobs)
    .where(activeFor(kind, targetId))
    .limit(1);
  return busy !== undefined;
}
