import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testJson, topicJson } from "../../ai/mock-model.ts";
import { validPages, validQuestions } from "../../test-fixtures.ts";
import { type AiTestApp, createAiTestApp } from "./ai-test-app.ts";

let t: AiTestApp;

beforeAll(async () => {
  t = await createAiTestApp([{ text: topicJson(validPages("Bulk")) }], { AI_CONCURRENCY: "2" });
});
afterAll(() => t.close());

async function create(kind: "topics" | "tests", title: string) {
  const response = await t.post(`/api/${kind}`, { title, description: "d", category: "Bulk" });
  return response.body.id as number;
}

async function settleBatch(id: number) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const batch = await t.get(`/api/generation-batches/${id}`);
    if (batch.status !== "running") return batch;
    if (Date.now() > deadline) throw new Error("batch still running");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("bulk generation", () => {
  it("generates every topic without content, skips written ones, and reports progress", async () => {
    const empty = [await create("topics", "Bulk A"), await create("topics", "Bulk B")];
    const written = await create("topics", "Bulk written");
    await t.request({
      method: "PATCH",
      url: `/api/topics/${written}`,
      cookie: t.admin,
      payload: { pages: validPages("Handwritten") },
    });
    const started = await t.post("/api/generation-batches", {
      kind: "topic",
      customPrompt: "Keep it short",
    });
    expect(started).toEqual({ statusCode: 202, body: { batchId: expect.any(Number), total: 2 } });
    const batch = await settleBatch(started.body.batchId as number);
    expect(batch).toMatchObject({
      kind: "topic",
      status: "finished",
      total: 2,
      succeeded: 2,
      failed: 0,
      cancelled: 0,
      remaining: 0,
    });
    for (const id of empty) {
      expect((await t.get(`/api/topics/${id}/content`)).pages).toEqual(validPages("Bulk"));
    }
    expect((await t.get(`/api/topics/${written}/content`)).pages).toEqual(
      validPages("Handwritten"),
    );
    expect(t.model.prompts.at(-1)).toContain("Keep it short");

    const again = await t.post("/api/generation-batches", { kind: "topic" });
    expect(again).toEqual({
      statusCode: 409,
      body: { error: "Every topic already has content." },
    });
  });

  it("cancels what is not finished; one bulk run per kind at a time", async () => {
    const ids = [];
    for (const name of ["Slow 1", "Slow 2", "Slow 3", "Slow 4"])
      ids.push(await create("tests", name));
    t.script([{ hang: true }]);
    const started = await t.post("/api/generation-batches", { kind: "test" });
    expect(started.body.total).toBe(4);
    const second = await t.post("/api/generation-batches", { kind: "test" });
    expect(second).toEqual({
      statusCode: 409,
      body: { error: "A bulk generation is already running. Cancel it or wait." },
    });
    const listed = (await t.get("/api/generation-batches?kind=test&active=true")).batches as Array<{
      id: number;
      remaining: number;
    }>;
    expect(listed).toEqual([expect.objectContaining({ id: started.body.batchId, remaining: 4 })]);

    const cancelled = await t.post(`/api/generation-batches/${started.body.batchId}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.body).toMatchObject({
      status: "cancelled",
      total: 4,
      cancelled: 4,
      remaining: 0,
    });
    expect((await t.get("/api/generation-batches?kind=test&active=true")).batches).toEqual([]);
    for (const id of ids) {
      expect((await t.get(`/api/tests/${id}/content`)).questions).toEqual([]);
    }
    // Every slot is free again: a new run starts.
    t.script([{ text: testJson(validQuestions(10, "After")) }]);
    const next = await t.post("/api/generation-batches", { kind: "test" });
    expect(next.statusCode).toBe(202);
    expect((await settleBatch(next.body.batchId as number)).succeeded).toBe(4);
  });

  it("answers 400 for an unknown kind and 404 for an unknown batch", async () => {
    expect((await t.post("/api/generation-batches", { kind: "sponsor" })).statusCode).toBe(400);
    const missing = await t.request({
      method: "GET",
      url: "/api/generation-batches/987654",
      cookie: t.admin,
    });
    expect(missing.statusCode).toBe(404);
    await t.expectAdminOnly({
      method: "POST",
      url: "/api/generation-batches",
      payload: { kind: "topic" },
    });
    await t.expectAdminOnly({ method: "GET", url: "/api/generation-batches" });
  });
});
