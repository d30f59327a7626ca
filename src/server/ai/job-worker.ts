import { randomUUID } from "node:crypto";
import type { Db } from "../db/client.ts";
import type { AiPrices } from "../env.ts";
import { createJobsRepository } from "../modules/generation/jobs.repository.ts";
import type { ModelFactory } from "./provider.ts";
import { type RunContext, runJob, SHUTDOWN } from "./run-job.ts";

export interface WorkerOptions {
  db: Db;
  content: RunContext["content"];
  modelFactory: ModelFactory;
  concurrency: number;
  timeoutSeconds: number;
  prices: AiPrices;
  /** True when this process alone uses the database (PGlite): every running job is lost work. */
  exclusive: boolean;
  onError: (error: unknown) => void;
  /** How often to look for queued jobs and lost ones; a new job also wakes the worker. */
  pollMs?: number;
  heartbeatMs?: number;
  /** A running job without a heartbeat for this long was lost with its process. */
  staleMs?: number;
}

/**
 * Runs generation jobs from the database, at most `concurrency` at a time in this instance.
 * Instances share the queue: each claim takes one job with SKIP LOCKED, so a job runs once.
 */
export function createJobWorker(options: WorkerOptions) {
  const { db, concurrency, onError } = options;
  const pollMs = options.pollMs ?? 1000;
  const heartbeatMs = options.heartbeatMs ?? 5000;
  const staleMs = options.staleMs ?? 30_000;
  const worker = `worker-${randomUUID()}`;
  const jobs = createJobsRepository({ db });
  const running = new Map<number, { controller: AbortController; done: Promise<void> }>();
  let timer: NodeJS.Timeout | undefined;
  let filling: Promise<void> | undefined;
  let stopping = false;
  let again = false;
  let lastRecovery = 0;

  function execute(job: NonNullable<Awaited<ReturnType<typeof jobs.claim>>>) {
    const controller = new AbortController();
    const heartbeat = setInterval(() => {
      jobs
        .touch(job.id, worker)
        .then((mine) => {
          // Cancelled from another instance (or the target deleted): stop paying for it.
          if (!mine && !controller.signal.aborted) controller.abort("cancelled");
        })
        .catch(onError);
    }, heartbeatMs);
    const context = { ...options, jobs, worker };
    const done = runJob(context, job, controller.signal)
      .catch((error) => {
        if (controller.signal.reason === SHUTDOWN) return jobs.release(job.id, worker);
        onError(error);
      })
      .catch(onError)
      .finally(() => {
        clearInterval(heartbeat);
        running.delete(job.id);
        if (!stopping) wake();
      });
    running.set(job.id, { controller, done });
  }

  async function fill() {
    if (Date.now() - lastRecovery >= staleMs / 2) {
      lastRecovery = Date.now();
      await jobs.recoverLost({ staleMs, all: false });
    }
    while (!stopping && running.size < concurrency) {
      const job = await jobs.claim(worker);
      if (!job) break;
      execute(job);
    }
  }

  /** Looks for work now (after a job is queued, or one ends). */
  function wake() {
    if (stopping) return;
    if (filling) {
      again = true;
      return;
    }
    filling = fill()
      .catch(onError)
      .finally(() => {
        filling = undefined;
        if (again) {
          again = false;
          wake();
        }
      });
  }

  return {
    id: worker,
    async start() {
      if (options.exclusive) {
        await jobs.recoverLost({ staleMs, all: true });
        lastRecovery = Date.now();
      }
      timer = setInterval(wake, pollMs);
      timer.unref();
      wake();
    },
    wake,
    /** Stops a job this instance runs; other instances notice at their next heartbeat. */
    abort(jobId: number) {
      running.get(jobId)?.controller.abort("cancelled");
    },
    /** Running jobs go back to the queue, to run again after the restart. */
    async stop() {
      stopping = true;
      clearInterval(timer);
      await filling;
      for (const { controller } of running.values()) controller.abort(SHUTDOWN);
      await Promise.all([...running.values()].map((entry) => entry.done));
    },
  };
}

export type JobWorker = ReturnType<typeof createJobWorker>;
