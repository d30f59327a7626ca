import { and, count, eq, sql } from "drizzle-orm";
import type { JobAction, JobKind } from "../../../shared/schemas/generation.ts";
import type { Db } from "../../db/client.ts";
import { AppError, conflict, invalid, notFound } from "../../errors.ts";
import { type ContentService, questionKey } from "../content/content.service.ts";
import { aiUsageSummary } from "./ai-usage.ts";
import { generationBatches, generationJobs } from "./generation.table.ts";
import { createJobsRepository, type JobRow } from "./jobs.repository.ts";

/** The part of the job worker the service drives; absent without an AI provider. */
export interface WorkerHandle {
  wake(): void;
  abort(jobId: number): void;
}

const NOUN: Record<JobKind, string> = { topic: "Topic", test: "Test" };

interface NewGeneration {
  kind: JobKind;
  targetId: number;
  action: JobAction;
  prompt: string | null;
  /** A refresh of one lesson page (from 1); absent: the whole lesson. */
  page?: number | undefined;
  /** A refresh of one question, by its key; absent: the whole test. */
  questionKey?: string | undefined;
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } }).code;
  const causeCode = (error as { cause?: { code?: string } }).cause?.code;
  return code === "23505" || causeCode === "23505";
}

export function createGenerationService({
  db,
  content,
  configured,
  worker,
}: {
  db: Db;
  /** What to generate, and the topics' and tests' names, come from content. */
  content: ContentService;
  /** Whether AI_* makes a usable provider (GET /api/settings says the same). */
  configured: () => boolean;
  worker: () => WorkerHandle | undefined;
}) {
  const jobs = createJobsRepository({ db });

  function requireProvider() {
    if (!configured()) throw new AppError(503, "AI provider not configured");
  }

  async function requireTarget(kind: JobKind, id: number) {
    if (!(await content.exists(kind, id))) throw notFound(NOUN[kind]);
  }

  /** Jobs with their target's title (null once the topic or test is gone). */
  async function withTitles<T extends JobRow>(rows: T[]) {
    const titleOf = await content.titles(rows.map((row) => ({ kind: row.kind, id: row.targetId })));
    return rows.map((row) => ({ ...row, targetTitle: titleOf(row.kind, row.targetId) }));
  }

  async function getJob(id: number) {
    const row = await jobs.find(id);
    if (!row) throw notFound("Job");
    const [titled] = await withTitles([row]);
    return titled!;
  }

  /**
   * A refresh must have something to revise, and a page or question it names must be there now
   * (ADR 033); the job checks again when it runs, as the content may change meanwhile.
   */
  async function requirePart(input: NewGeneration) {
    if (input.page != null) {
      const count = (await content.topicToWrite(input.targetId))?.pages.length ?? 0;
      if (count === 0) {
        throw conflict("This topic has no pages yet. Generate it before refreshing a page.");
      }
      if (input.page > count) {
        throw invalid("page", `The lesson has ${count} pages: there is no page ${input.page}`);
      }
    }
    if (input.kind === "test" && input.action === "refresh") {
      const questions = (await content.testToWrite(input.targetId))?.questions ?? [];
      if (questions.length === 0) {
        throw conflict("This test has no questions yet. Generate them before refreshing.");
      }
      const key = input.questionKey;
      if (key != null && !questions.some((question) => questionKey(question) === key)) {
        throw invalid("questionKey", "That question is no longer in the test");
      }
    }
  }

  /** Queues one generation; 409 while the topic or test already has one queued or running. */
  async function enqueue(input: NewGeneration) {
    await requireTarget(input.kind, input.targetId);
    await requirePart(input);
    requireProvider();
    let job: JobRow;
    try {
      const { page, questionKey: key, ...rest } = input;
      job = await jobs.insert({ ...rest, page: page ?? null, questionKey: key ?? null });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      throw conflict(`This ${input.kind} is already being generated. Wait for it to finish.`);
    }
    worker()?.wake();
    return { jobId: job.id };
  }

  async function cancelJob(id: number) {
    const job = await getJob(id);
    const cancelled = await jobs.cancel({ id });
    if (cancelled.length === 0) throw conflict(`This job has already ${job.status}.`);
    worker()?.abort(id);
    return getJob(id);
  }

  /** 'Generate all missing': one job per topic (or test) without content and without a job. */
  async function createBatch({ kind, prompt }: { kind: JobKind; prompt: string | null }) {
    requireProvider();
    const [running] = await listBatches({ kind, activeOnly: true });
    if (running) throw conflict("A bulk generation is already running. Cancel it or wait.");
    const candidates = await content.unwritten(kind);
    const busy = await jobs.activeTargets(kind);
    const targets = candidates.filter((id) => !busy.has(id));
    if (targets.length === 0) {
      throw conflict(
        kind === "topic" ? "Every topic already has content." : "Every test already has questions.",
      );
    }
    const batchId = await db.transaction(async (tx) => {
      const [batch] = await tx
        .insert(generationBatches)
        .values({ kind, prompt, total: targets.length })
        .returning({ id: generationBatches.id });
      await createJobsRepository({ db: tx }).insertMany(
        targets.map((targetId) => ({
          kind,
          action: "generate",
          targetId,
          prompt,
          batchId: batch!.id,
        })),
      );
      return batch!.id;
    });
    worker()?.wake();
    return { batchId, total: targets.length };
  }

  const batchCounts = {
    id: generationBatches.id,
    kind: generationBatches.kind,
    total: generationBatches.total,
    cancelledAt: generationBatches.cancelledAt,
    createdAt: generationBatches.createdAt,
    succeeded: sql<number>`count(*) filter (where ${generationJobs.status} = 'succeeded')`.mapWith(
      Number,
    ),
    failed: sql<number>`count(*) filter (where ${generationJobs.status} = 'failed')`.mapWith(
      Number,
    ),
    cancelled: sql<number>`count(*) filter (where ${generationJobs.status} = 'cancelled')`.mapWith(
      Number,
    ),
    remaining:
      sql<number>`count(*) filter (where ${generationJobs.status} in ('queued', 'running'))`.mapWith(
        Number,
      ),
    jobs: count(generationJobs.id),
  };

  type BatchRow = { cancelledAt: Date | null; remaining: number; jobs: number; total: number };
  function batchView<T extends BatchRow>(row: T) {
    const { cancelledAt, jobs: _jobs, ...rest } = row;
    const status = cancelledAt ? "cancelled" : row.remaining > 0 ? "running" : "finished";
    return { ...rest, status: status as "running" | "finished" | "cancelled" };
  }

  async function listBatches({
    kind,
    activeOnly,
  }: {
    kind?: JobKind | undefined;
    activeOnly: boolean;
  }) {
    const rows = await db
      .select(batchCounts)
      .from(generationBatches)
      .leftJoin(generationJobs, eq(generationJobs.batchId, generationBatches.id))
      .where(kind ? eq(generationBatches.kind, kind) : undefined)
      .groupBy(generationBatches.id)
      .orderBy(sql`${generationBatches.createdAt} desc`)
      .limit(20);
    const batches = rows.map(batchView);
    return activeOnly ? batches.filter((batch) => batch.status === "running") : batches;
  }

  async function getBatch(id: number) {
    const [row] = await db
      .select(batchCounts)
      .from(generationBatches)
      .leftJoin(generationJobs, eq(generationJobs.batchId, generationBatches.id))
      .where(eq(generationBatches.id, id))
      .groupBy(generationBatches.id);
    if (!row) throw notFound("Batch");
    return batchView(row);
  }

  /** Cancels every job of the batch not yet finished; finished ones keep their content. */
  async function cancelBatch(id: number) {
    const batch = await getBatch(id);
    if (batch.status !== "running")
      throw conflict(`This bulk generation has already ${batch.status}.`);
    const cancelled = await db.transaction(async (tx) => {
      await tx
        .update(generationBatches)
        .set({ cancelledAt: new Date() })
        .where(and(eq(generationBatches.id, id)));
      return createJobsRepository({ db: tx }).cancel({ batchId: id });
    });
    for (const jobId of cancelled) worker()?.abort(jobId);
    return getBatch(id);
  }

  return {
    enqueue,
    getJob,
    listJobs: async (filter: Parameters<typeof jobs.list>[0]) =>
      withTitles(await jobs.list(filter)),
    cancelJob,
    createBatch,
    getBatch,
    listBatches,
    cancelBatch,
    /** What generation cost on `days` (UTC dates, oldest first): tokens and dollars. */
    aiUsage: (days: string[]) => aiUsageSummary(db, days),
  };
}

export type GenerationService = ReturnType<typeof createGenerationService>;
