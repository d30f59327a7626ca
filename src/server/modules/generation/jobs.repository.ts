import { and, asc, desc, eq, inArray, lt, sql } from "drizzle-orm";
import {
  ACTIVE_JOB_STATUSES,
  type JobAction,
  type JobKind,
  type JobStatus,
} from "../../../shared/schemas/generation.ts";
import type { Db } from "../../db/client.ts";
import { generationJobs } from "./generation.table.ts";

export type JobRow = typeof generationJobs.$inferSelect;

export interface NewJob {
  kind: JobKind;
  action: JobAction;
  targetId: number;
  prompt: string | null;
  batchId?: number;
  /** A refresh of one lesson page (from 1). */
  page?: number | null;
  /** A refresh of one question, by its key. */
  questionKey?: string | null;
}

export interface JobTotals {
  inputTokens: number;
  outputTokens: number;
  costUsd: number | null;
  durationMs: number;
}

const active = inArray(generationJobs.status, [...ACTIVE_JOB_STATUSES]);

/** Job `id` while `worker` runs it: not cancelled, finished or handed to another worker. */
const runningFor = (id: number, worker: string) =>
  and(
    eq(generationJobs.id, id),
    eq(generationJobs.lockedBy, worker),
    eq(generationJobs.status, "running"),
  );

export function createJobsRepository({ db }: { db: Db }) {
  return {
    async insert(job: NewJob) {
      const [row] = await db.insert(generationJobs).values(job).returning();
      return row!;
    },

    async insertMany(jobs: NewJob[]) {
      if (jobs.length === 0) return [];
      return db.insert(generationJobs).values(jobs).returning({ id: generationJobs.id });
    },

    async find(id: number) {
      const [row] = await db.select().from(generationJobs).where(eq(generationJobs.id, id));
      return row;
    },

    list({ kind, activeOnly }: { kind?: JobKind | undefined; activeOnly: boolean }) {
      const conditions = [
        ...(kind ? [eq(generationJobs.kind, kind)] : []),
        ...(activeOnly ? [active] : []),
      ];
      return db
        .select()
        .from(generationJobs)
        .where(and(...conditions))
        .orderBy(desc(generationJobs.createdAt), desc(generationJobs.id))
        .limit(100);
    },

    /** The ids of the targets of `kind` that have a queued or running job. */
    async activeTargets(kind: JobKind): Promise<Set<number>> {
      const rows = await db
        .select({ targetId: generationJobs.targetId })
        .from(generationJobs)
        .where(and(eq(generationJobs.kind, kind), active));
      return new Set(rows.map((row) => row.targetId));
    },

    /**
     * Takes the oldest queued job for `worker`, or none. SKIP LOCKED lets instances claim at the
     * same time without waiting on each other or taking the same job.
     */
    async claim(worker: string): Promise<JobRow | undefined> {
      const next = db
        .select({ id: generationJobs.id })
        .from(generationJobs)
        .where(eq(generationJobs.status, "queued"))
        .orderBy(asc(generationJobs.createdAt), asc(generationJobs.id))
        .limit(1)
        .for("update", { skipLocked: true });
      const [row] = await db
        .update(generationJobs)
        .set({
          status: "running",
          lockedBy: worker,
          attempts: sql`${generationJobs.attempts} + 1`,
          startedAt: new Date(),
          heartbeatAt: new Date(),
          progress: 5,
          phase: "Starting",
        })
        .where(inArray(generationJobs.id, next))
        .returning();
      return row;
    },

    /** Progress of a running job; false when it is no longer this worker's (cancelled, deleted). */
    async touch(
      id: number,
      worker: string,
      changes: { progress?: number; phase?: string; provider?: string; model?: string } = {},
    ) {
      const rows = await db
        .update(generationJobs)
        .set({ heartbeatAt: new Date(), ...changes })
        .where(runningFor(id, worker))
        .returning({ id: generationJobs.id });
      return rows.length > 0;
    },

    /**
     * Marks a job this worker runs as succeeded with what it cost; false, and nothing changed,
     * when it is no longer this worker's (cancelled, or its target deleted).
     */
    async succeed(
      id: number,
      worker: string,
      end: JobTotals & { provider: string; model: string; resultCount: number },
    ) {
      const rows = await db
        .update(generationJobs)
        .set({
          status: "succeeded",
          progress: 100,
          phase: "Done",
          error: null,
          finishedAt: new Date(),
          ...end,
        })
        .where(runningFor(id, worker))
        .returning({ id: generationJobs.id });
      return rows.length > 0;
    },

    /**
     * Ends a job this worker ran: its tokens and cost are recorded whatever happened; its status
     * changes only if nobody cancelled it meanwhile.
     */
    async finish(
      id: number,
      worker: string,
      end: { status: JobStatus; error: string | null; phase: string } & JobTotals,
    ) {
      const stillRunning = sql`${generationJobs.status} = 'running'`;
      await db
        .update(generationJobs)
        .set({
          inputTokens: end.inputTokens,
          outputTokens: end.outputTokens,
          costUsd: end.costUsd,
          durationMs: end.durationMs,
          error: sql`case when ${stillRunning} then ${end.error} else ${generationJobs.error} end`,
          phase: sql`case when ${stillRunning} then ${end.phase} else ${generationJobs.phase} end`,
          status: sql`case when ${stillRunning} then ${end.status} else ${generationJobs.status} end`,
          finishedAt: sql`coalesce(${generationJobs.finishedAt}, now())`,
        })
        .where(and(eq(generationJobs.id, id), eq(generationJobs.lockedBy, worker)));
    },

    /** Hands a job back to the queue (this instance is shutting down); the claim is not counted. */
    async release(id: number, worker: string) {
      await db
        .update(generationJobs)
        .set({
          status: "queued",
          lockedBy: null,
          attempts: sql`greatest(${generationJobs.attempts} - 1, 0)`,
          progress: 0,
          phase: "Waiting for a worker",
        })
        .where(runningFor(id, worker));
    },

    /**
     * Running jobs whose process died (no heartbeat for `staleMs`, or every running job when
     * this process owns the database): queued again once, failed after a second loss.
     */
    async recoverLost({ staleMs, all }: { staleMs: number; all: boolean }) {
      const lostTwice = sql`${generationJobs.attempts} >= 2`;
      const rows = await db
        .update(generationJobs)
        .set({
          status: sql`case when ${lostTwice} then 'failed' else 'queued' end`,
          error: sql`case when ${lostTwice}
            then 'The server stopped twice while running this job. Start it again.' end`,
          phase: sql`case when ${lostTwice} then 'Failed' else 'Waiting for a worker' end`,
          finishedAt: sql`case when ${lostTwice} then now() end`,
          progress: sql`case when ${lostTwice} then ${generationJobs.progress} else 0 end`,
          lockedBy: null,
        })
        .where(
          and(
            eq(generationJobs.status, "running"),
            all ? undefined : lt(generationJobs.heartbeatAt, new Date(Date.now() - staleMs)),
          ),
        )
        .returning({ id: generationJobs.id });
      return rows.length;
    },

    /** Cancels queued or running jobs; returns the ids that were cancelled. */
    async cancel(where: { id: number } | { batchId: number }) {
      const match =
        "id" in where ? eq(generationJobs.id, where.id) : eq(generationJobs.batchId, where.batchId);
      const rows = await db
        .update(generationJobs)
        .set({
          status: "cancelled",
          error: "Cancelled",
          phase: "Cancelled",
          finishedAt: new Date(),
        })
        .where(and(match, active))
        .returning({ id: generationJobs.id });
      return rows.map((row) => row.id);
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
