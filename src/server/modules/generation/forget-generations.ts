import { and, eq, inArray } from "drizzle-orm";
import { ACTIVE_JOB_STATUSES, type JobKind } from "../../../shared/schemas/generation.ts";
import type { Db } from "../../db/client.ts";
import { contentVersions } from "../content/versions/versions.table.ts";
import { generationJobs } from "./generation.table.ts";

/**
 * For a topic or test being deleted: its queued or running jobs are cancelled (a worker running
 * one notices at its next heartbeat and stops), its versions go. Finished jobs stay, because
 * they are the record of what generation cost.
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
    .where(
      and(
        eq(generationJobs.kind, kind),
        eq(generationJobs.targetId, targetId),
        inArray(generationJobs.status, [...ACTIVE_JOB_STATUSES]),
      ),
    );
  await db
    .delete(contentVersions)
    .where(and(eq(contentVersions.kind, kind), eq(contentVersions.targetId, targetId)));
}
