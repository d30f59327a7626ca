import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test-app.ts";
import { generationJobs } from "./generation.table.ts";

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminCookie();
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

describe("GET /api/analytics/ai-usage", () => {
  it("is for admins only", async () => {
    await t.expectAdminOnly({ method: "GET", url: "/api/analytics/ai-usage" });
  });

  it("sums tokens and cost per day and per model over 30 days, paid failures included", async () => {
    const job = { kind: "topic" as const, targetId: 1, provider: "openai", model: "gpt-x" };
    await t.db.insert(generationJobs).values([
      {
        ...job,
        status: "succeeded",
        inputTokens: 1000,
        outputTokens: 4000,
        costUsd: 0.05,
        finishedAt: daysAgo(0),
      },
      {
        ...job,
        status: "failed",
        inputTokens: 500,
        outputTokens: 100,
        costUsd: 0.002,
        finishedAt: daysAgo(0),
      },
      {
        ...job,
        status: "succeeded",
        inputTokens: 10,
        outputTokens: 20,
        costUsd: 0.0001,
        finishedAt: daysAgo(3),
      },
      // Outside the window, and not finished: not counted.
      {
        ...job,
        status: "succeeded",
        inputTokens: 9999,
        outputTokens: 9999,
        costUsd: 9,
        finishedAt: daysAgo(40),
      },
      { ...job, targetId: 2, status: "running", inputTokens: 7, outputTokens: 7 },
      // A model without a price in AI_PRICES.
      {
        ...job,
        targetId: 3,
        model: "local-llama",
        provider: "openai-compatible",
        status: "succeeded",
        inputTokens: 300,
        outputTokens: 700,
        finishedAt: daysAgo(1),
      },
    ]);
    const response = await t.request({
      method: "GET",
      url: "/api/analytics/ai-usage",
      cookie: admin,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.windowDays).toBe(30);
    expect(body.perDay).toHaveLength(30);
    expect(body.totals).toEqual({
      jobs: 4,
      failed: 1,
      inputTokens: 1810,
      outputTokens: 4820,
      costUsd: 0.0521,
    });
    const today = body.perDay.find((entry: { day: string }) => entry.day === isoDay(new Date()));
    expect(today).toEqual({
      day: isoDay(new Date()),
      jobs: 2,
      failed: 1,
      inputTokens: 1500,
      outputTokens: 4100,
      costUsd: 0.052,
    });
    expect(body.pricesComplete).toBe(false);
    expect(body.perModel).toEqual([
      {
        provider: "openai",
        model: "gpt-x",
        jobs: 3,
        inputTokens: 1510,
        outputTokens: 4120,
        costUsd: 0.0521,
      },
      {
        provider: "openai-compatible",
        model: "local-llama",
        jobs: 1,
        inputTokens: 300,
        outputTokens: 700,
        costUsd: null,
      },
    ]);
  });
});
