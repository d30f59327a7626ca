import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { providerError, testJson, topicJson } from "../../ai/mock-model.ts";
import { validPages, validQuestion, validQuestions } from "../../test-fixtures.ts";
import { type AiTestApp, createAiTestApp } from "./ai-test-app.ts";
import { generationJobs } from "./generation.table.ts";

let t: AiTestApp;
let counter = 0;

beforeAll(async () => {
  t = await createAiTestApp([{ text: topicJson(validPages("Default")) }]);
});
afterAll(() => t.close());

async function newTopic(pages?: ReturnType<typeof validPages>) {
  counter += 1;
  const created = await t.post("/api/topics", {
    title: `Jobs topic ${counter}`,
    description: "About jobs",
    category: "Jobs",
  });
  const id = created.body.id as number;
  if (pages) {
    const patched = await t.request({
      method: "PATCH",
      url: `/api/topics/${id}`,
      cookie: t.admin,
      payload: { pages },
    });
    expect(patched.statusCode).toBe(200);
  }
  return id;
}

async function newTest(questions?: ReturnType<typeof validQuestions>) {
  counter += 1;
  const created = await t.post("/api/tests", {
    title: `Jobs test ${counter}`,
    description: "Quiz on jobs",
    category: "Jobs",
  });
  const id = created.body.id as number;
  if (questions) {
    const patched = await t.request({
      method: "PATCH",
      url: `/api/tests/${id}`,
      cookie: t.admin,
      payload: { questions },
    });
    expect(patched.statusCode).toBe(200);
  }
  return id;
}

const pagesOf = async (id: number) => (await t.get(`/api/topics/${id}/content`)).pages;
const questionsOf = async (id: number) => (await t.get(`/api/tests/${id}/content`)).questions;

describe("generating a topic", () => {
  it("answers 202 {jobId}, runs the job and stores the pages with their version", async () => {
    const pages = validPages("Generated");
    t.script([{ text: topicJson(pages), inputTokens: 1000, outputTokens: 3000 }]);
    const id = await newTopic();
    const started = await t.post("/api/topics/generate-content", {
      topicId: id,
      customPrompt: "Use a cooking analogy",
    });
    expect(started.statusCode).toBe(202);
    expect(Object.keys(started.body)).toEqual(["jobId"]);

    const job = await t.settle(started.body.jobId as number);
    expect(job).toMatchObject({
      kind: "topic",
      action: "generate",
      targetId: id,
      targetTitle: `Jobs topic ${counter}`,
      status: "succeeded",
      progress: 100,
      phase: "Done",
      error: null,
      resultCount: 5,
    });
    expect(await pagesOf(id)).toEqual(pages);
    const prompt = t.model.prompts.at(-1) as string;
    expect(prompt).toContain(`Title: Jobs topic ${counter}`);
    expect(prompt).toContain("Category: Jobs");
    expect(prompt).toContain("Level: beginner");
    expect(prompt).toContain("Use a cooking analogy");

    const { versions } = (await t.get(`/api/topics/${id}/versions`)) as {
      versions: Array<Record<string, unknown>>;
    };
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({
      source: "ai",
      current: true,
      itemCount: 5,
      prompt: "Use a cooking analogy",
      provider: "openai-compatible",
      model: "mock-model",
      inputTokens: 1000,
      outputTokens: 3000,
    });
    expect(versions[0]!.durationMs).toBeTypeOf("number");
    // AI_PRICES: 2 USD per million input tokens, 10 per million output.
    const [row] = (await t.db.select().from(generationJobs)).filter(
      (item) => item.id === started.body.jobId,
    );
    expect(row!.costUsd).toBeCloseTo(0.032, 6);
  });

  it("refreshes, keeping the hand-written pages as a version that can be restored", async () => {
    const original = validPages("Handwritten");
    const id = await newTopic(original);
    t.script([{ text: topicJson(validPages("Refreshed")) }]);
    const started = await t.post(`/api/topics/${id}/refresh`, { prompt: "Shorter sentences" });
    expect(started.statusCode).toBe(202);
    expect((await t.settle(started.body.jobId as number)).status).toBe("succeeded");
    expect(await pagesOf(id)).toEqual(validPages("Refreshed"));
    expect(t.model.prompts.at(-1)).toContain("Handwritten: part 1");

    const { versions } = (await t.get(`/api/topics/${id}/versions`)) as {
      versions: Array<{ id: number; source: string; current: boolean }>;
    };
    expect(versions.map((version) => [version.source, version.current])).toEqual([
      ["ai", true],
      ["earlier", false],
    ]);
    const restored = await t.post(`/api/topics/${id}/versions/${versions[1]!.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(await pagesOf(id)).toEqual(original);
    const after = restored.body.versions as Array<{ source: string; current: boolean }>;
    expect(after.map((version) => [version.source, version.current])).toEqual([
      ["ai", false],
      ["earlier", true],
    ]);
  });

  it("keeps the existing pages exactly when the provider fails, and says why", async () => {
    const original = validPages("Kept");
    const id = await newTopic(original);
    t.script([{ error: providerError(401, "Incorrect API key provided") }]);
    const started = await t.post(`/api/topics/${id}/refresh`, {});
    const job = await t.settle(started.body.jobId as number);
    expect(job).toMatchObject({
      status: "failed",
      phase: "Failed",
      error:
        "The AI provider refused the API key (HTTP 401): “Incorrect API key provided”. Check AI_API_KEY.",
      resultCount: null,
    });
    expect(await pagesOf(id)).toEqual(original);
    expect((await t.get(`/api/topics/${id}/versions`)).versions).toEqual([]);
  });

  it("fails after two invalid answers and keeps the pages", async () => {
    const original = validPages("Still here");
    const id = await newTopic(original);
    t.script([{ text: topicJson(validPages("Too few", 2)) }]);
    const job = await t.settle((await t.post(`/api/topics/${id}/refresh`)).body.jobId as number);
    expect(job.status).toBe("failed");
    expect(job.error).toMatch(
      /^The model's answer failed the checks twice \(A topic has exactly 5 pages\)/,
    );
    expect(await pagesOf(id)).toEqual(original);
  });

  it("refuses a second job for the same topic while one is pending, and cancels it", async () => {
    const original = validPages("Pending");
    const id = await newTopic(original);
    t.script([{ hang: true }]);
    const first = await t.post(`/api/topics/${id}/refresh`, { prompt: "One" });
    expect(first.statusCode).toBe(202);
    const second = await t.post(`/api/topics/${id}/refresh`, { prompt: "Two" });
    expect(second).toEqual({
      statusCode: 409,
      body: { error: "This topic is already being generated. Wait for it to finish." },
    });
    const active = (await t.get("/api/generation-jobs?active=true&kind=topic")).jobs as Array<{
      id: number;
    }>;
    expect(active.map((job) => job.id)).toContain(first.body.jobId);

    const cancelled = await t.post(`/api/generation-jobs/${first.body.jobId}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.body).toMatchObject({ status: "cancelled", error: "Cancelled" });
    expect(await pagesOf(id)).toEqual(original);
    expect((await t.post(`/api/generation-jobs/${first.body.jobId}/cancel`)).statusCode).toBe(409);
    // The slot is free again.
    t.script([{ text: topicJson(validPages("After cancel")) }]);
    const third = await t.post(`/api/topics/${id}/refresh`);
    expect((await t.settle(third.body.jobId as number)).status).toBe("succeeded");
  });
});

describe("generating a test", () => {
  it("spreads the correct answers evenly over A-D and stores the spread", async () => {
    // A model that puts every key on B, as models tend to.
    const questions = Array.from({ length: 12 }, (_, index) =>
      validQuestion(index + 1, "Keys", "B"),
    );
    t.script([{ text: testJson(questions) }]);
    const id = await newTest();
    const started = await t.post(`/api/tests/${id}/generate`, { customPrompt: "Tricky ones" });
    expect(started.statusCode).toBe(202);
    const job = await t.settle(started.body.jobId as number);
    expect(job).toMatchObject({ status: "succeeded", resultCount: 12, kind: "test" });

    const stored = (await questionsOf(id)) as typeof questions;
    expect(stored).toHaveLength(12);
    stored.forEach((question, index) => {
      // Same question, same right answer text, just at another letter.
      expect(question.question).toBe(questions[index]!.question);
      expect(question.options[question.correct_answer]).toBe(questions[index]!.options.B);
    });
    const summary = (
      (await t.request({ method: "GET", url: "/api/tests" })).json() as Array<{
        id: number;
        answerSpread: Record<string, number>;
      }>
    ).find((item) => item.id === id);
    expect(summary!.answerSpread).toEqual({ A: 3, B: 3, C: 3, D: 3 });
  });

  it("keeps the existing questions when the job times out", async () => {
    const slow = await createAiTestApp([{ hang: true }], { AI_TIMEOUT_SECONDS: "0.2" });
    try {
      const created = await slow.post("/api/tests", {
        title: "Slow",
        description: "d",
        category: "Jobs",
      });
      const id = created.body.id as number;
      const original = validQuestions(10, "Original");
      await slow.request({
        method: "PATCH",
        url: `/api/tests/${id}`,
        cookie: slow.admin,
        payload: { questions: original },
      });
      const job = await slow.settle(
        (await slow.post(`/api/tests/${id}/generate`)).body.jobId as number,
      );
      expect(job.status).toBe("failed");
      expect(job.error).toBe(
        "The AI provider did not answer within 0.2 seconds. Try again, choose a faster model, or raise AI_TIMEOUT_SECONDS.",
      );
      expect((await slow.get(`/api/tests/${id}/content`)).questions).toEqual(original);
    } finally {
      await slow.close();
    }
  });
});

describe("job reads", () => {
  it("answers 404 for an unknown job and refuses visitors and members", async () => {
    const missing = await t.request({
      method: "GET",
      url: "/api/generation-jobs/987654",
      cookie: t.admin,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: "Job not found" });
    await t.expectAdminOnly({ method: "GET", url: "/api/generation-jobs/1" });
    await t.expectAdminOnly({ method: "GET", url: "/api/generation-jobs" });
    await t.expectAdminOnly({ method: "POST", url: "/api/generation-jobs/1/cancel" });
    await t.expectAdminOnly({ method: "GET", url: "/api/topics/1/versions" });
    await t.expectAdminOnly({ method: "POST", url: "/api/tests/1/versions/1/restore" });
  });
});
