import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { createTestDatabase } from "../db/test-database.ts";
import { categories } from "../modules/content/categories/categories.table.ts";
import { createContent } from "../modules/content/content.service.ts";
import { topics } from "../modules/content/topics/topics.table.ts";
import { generationJobs } from "../modules/generation/generation.table.ts";
import { validPages } from "../test-fixtures.ts";
import { createJobWorker, type JobWorker } from "./job-worker.ts";
import { scriptedModel, topicJson } from "./mock-model.ts";

let database: Database;
/** The worker reads and writes content only; nothing here deletes or restores. */
const NO_NEIGHBOURS = {
  removed: async () => {},
  generating: async () => false,
  publicSponsors: async () => 0,
};

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(categories).values({ name: "Workers" });
});
afterAll(() => database.close());

async function newTopics(count: number): Promise<number[]> {
  const rows = await database.db
    .insert(topics)
    .values(
      Array.from({ length: count }, (_, index) => ({
        title: `Worker topic ${Date.now()}-${index}`,
        description: "d",
        level: "beginner",
        category: "Workers",
      })),
    )
    .returning({ id: topics.id });
  return rows.map((row) => row.id);
}

function worker(
  model: ReturnType<typeof scriptedModel>,
  options: { concurrency?: number; exclusive?: boolean } = {},
): JobWorker {
  return createJobWorker({
    db: database.db,
    content: createContent({ db: database.db, neighbours: NO_NEIGHBOURS }).content,
    modelFactory: model.factory,
    concurrency: options.concurrency ?? 2,
    timeoutSeconds: 5,
    prices: {},
    exclusive: options.exclusive ?? false,
    onError: (error) => {
      throw error;
    },
    pollMs: 20,
    heartbeatMs: 50,
    // No test here waits for a job to go stale in real time (lost jobs are seeded with old
    // heartbeats). At 400 ms a busy machine's late heartbeat looked like a dead process: the
    // job was taken again and the model called twice.
    staleMs: 30_000,
  });
}

const jobsOf = async (ids: number[]) =>
  (await database.db.select().from(generationJobs)).filter((job) => ids.includes(job.id));

async function until(check: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 30_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function queue(targets: number[]) {
  const rows = await database.db
    .insert(generationJobs)
    .values(targets.map((targetId) => ({ kind: "topic" as const, targetId })))
    .returning({ id: generationJobs.id });
  return rows.map((row) => row.id);
}

describe("job worker", () => {
  it("runs no more jobs at once than its concurrency", async () => {
    const model = scriptedModel([{ hang: true }]);
    const one = worker(model, { concurrency: 1 });
    const ids = await queue(await newTopics(3));
    await one.start();
    try {
      await until(async () => model.calls() === 1, "the first call");
      await new Promise((resolve) => setTimeout(resolve, 150));
      const statuses = (await jobsOf(ids)).map((job) => job.status).sort();
      expect(statuses).toEqual(["queued", "queued", "running"]);
      expect(model.calls()).toBe(1);
    } finally {
      // Stopping hands the running job back to the queue: it runs again after a restart.
      await one.stop();
    }
    const after = await jobsOf(ids);
    expect(after.map((job) => job.status)).toEqual(["queued", "queued", "queued"]);
    expect(after.map((job) => job.attempts)).toEqual([0, 0, 0]);
    await database.db.delete(generationJobs);
  });

  it("runs each job exactly once when two workers share the queue", async () => {
    const model = scriptedModel([{ text: topicJson(validPages("Once")) }]);
    const first = worker(model);
    const second = worker(model);
    const ids = await queue(await newTopics(8));
    await Promise.all([first.start(), second.start()]);
    try {
      await until(
        async () => (await jobsOf(ids)).every((job) => job.status === "succeeded"),
        "every job to succeed",
      );
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
    expect(model.calls()).toBe(8);
    const owners = new Set((await jobsOf(ids)).map((job) => job.lockedBy));
    expect([...owners].every((owner) => owner === first.id || owner === second.id)).toBe(true);
    expect((await jobsOf(ids)).every((job) => job.attempts === 1)).toBe(true);
  });

  it("picks up a job whose process died, and fails one that was lost twice", async () => {
    const [lostOnce, lostTwice] = await newTopics(2);
    const old = new Date(Date.now() - 60_000);
    const [once, twice] = await database.db
      .insert(generationJobs)
      .values([
        {
          kind: "topic",
          targetId: lostOnce!,
          status: "running",
          attempts: 1,
          lockedBy: "dead",
          heartbeatAt: old,
        },
        {
          kind: "topic",
          targetId: lostTwice!,
          status: "running",
          attempts: 2,
          lockedBy: "dead",
          heartbeatAt: old,
        },
      ])
      .returning({ id: generationJobs.id });
    const model = scriptedModel([{ text: topicJson(validPages("Recovered")) }]);
    const restarted = worker(model);
    await restarted.start();
    try {
      await until(
        async () => (await jobsOf([once!.id]))[0]!.status === "succeeded",
        "the lost job to run again",
      );
    } finally {
      await restarted.stop();
    }
    const [failed] = await jobsOf([twice!.id]);
    expect(failed).toMatchObject({
      status: "failed",
      error: "The server stopped twice while running this job. Start it again.",
    });
    const [page] = await database.db.select().from(topics).where(eq(topics.id, lostOnce!));
    expect(page!.pageCount).toBe(5);
  });

  it("on a database it owns alone, recovers running jobs at start without waiting", async () => {
    const [target] = await newTopics(1);
    const [job] = await database.db
      .insert(generationJobs)
      .values({
        kind: "topic",
        targetId: target!,
        status: "running",
        attempts: 1,
        lockedBy: "x",
        heartbeatAt: new Date(),
      })
      .returning({ id: generationJobs.id });
    const model = scriptedModel([{ text: topicJson(validPages("Exclusive")) }]);
    const owner = worker(model, { exclusive: true });
    await owner.start();
    try {
      await until(async () => (await jobsOf([job!.id]))[0]!.status === "succeeded", "recovery");
    } finally {
      await owner.stop();
    }
  });

  it("stops a running job cancelled elsewhere at its next heartbeat", async () => {
    const [target] = await newTopics(1);
    const [job] = await queue([target!]);
    const model = scriptedModel([{ hang: true }]);
    const busy = worker(model);
    await busy.start();
    try {
      await until(async () => model.calls() === 1, "the call");
      // Another instance cancels it in the database.
      await database.db
        .update(generationJobs)
        .set({ status: "cancelled", error: "Cancelled", finishedAt: new Date() })
        .where(eq(generationJobs.id, job!));
      await until(async () => (await jobsOf([job!]))[0]!.durationMs !== null, "the worker to stop");
    } finally {
      await busy.stop();
    }
    const [row] = await jobsOf([job!]);
    expect(row!.status).toBe("cancelled");
    const [topic] = await database.db.select().from(topics).where(eq(topics.id, target!));
    expect(topic!.generatedContent).toBeNull();
  });
});
