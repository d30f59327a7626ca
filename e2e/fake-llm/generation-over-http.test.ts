import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../src/server/test-app.ts";
import { validPages } from "../../src/server/test-fixtures.ts";
import { type FakeLlm, startFakeLlm } from "./fake-llm-server.ts";

// The whole server path with no mock inside it: AI_* in the environment pick the real
// OpenAI-compatible provider of the AI SDK, which talks HTTP to the fake on 127.0.0.1.

let fake: FakeLlm;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  fake = await startFakeLlm({ apiKey: "local-key" });
  t = await createTestApp(
    {
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: fake.url,
      AI_API_KEY: "local-key",
      AI_MODEL: "fake-tutor",
      AI_PRICES: '{"fake-tutor":{"input":1,"output":1}}',
    },
    { ai: { pollMs: 20 } },
  );
  admin = await t.adminCookie();
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

async function post(url: string, payload: object = {}) {
  const response = await t.request({ method: "POST", url, payload, cookie: admin });
  return { status: response.statusCode, body: response.json() };
}

async function settle(jobId: number) {
  for (let i = 0; i < 500; i += 1) {
    const job = (
      await t.request({ method: "GET", url: `/api/generation-jobs/${jobId}`, cookie: admin })
    ).json();
    if (!["queued", "running"].includes(job.status)) return job;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("job did not end");
}

describe("generation over HTTP through the real AI SDK provider", () => {
  it("generates a topic and a test, spreading the test's keys, and records the tokens", async () => {
    const topic = await post("/api/topics", {
      title: "Gradient descent",
      description: "d",
      category: "Optimisation",
    });
    const started = await post("/api/topics/generate-content", {
      topicId: topic.body.id,
      customPrompt: "Use a hill walker",
    });
    expect(started.status).toBe(202);
    const job = await settle(started.body.jobId);
    expect(job).toMatchObject({ status: "succeeded", resultCount: 5 });
    const request = fake.requests().at(-1) as {
      model: string;
      response_format: { type: string };
      messages: Array<{ content: string }>;
    };
    expect(request.model).toBe("fake-tutor");
    expect(request.response_format.type).toBe("json_schema");
    expect(request.messages.at(-1)!.content).toContain("Title: Gradient descent");
    expect(request.messages.at(-1)!.content).toContain("Use a hill walker");
    const pages = (
      await t.request({ method: "GET", url: `/api/topics/${topic.body.id}/content` })
    ).json().pages;
    expect(pages).toHaveLength(5);
    expect(pages[0].title).toContain("Gradient descent");

    const test = await post("/api/tests", {
      title: "Gradient descent",
      description: "d",
      category: "Optimisation",
    });
    const quiz = await settle((await post(`/api/tests/${test.body.id}/generate`)).body.jobId);
    expect(quiz).toMatchObject({ status: "succeeded", resultCount: 12 });
    // The test drew on the topic's pages, which went to the model with the prompt.
    expect(
      (fake.requests().at(-1) as { messages: Array<{ content: string }> }).messages.at(-1)!.content,
    ).toContain(pages[0].title);
    const summary = (await t.request({ method: "GET", url: "/api/tests" }))
      .json()
      .find((item: { id: number }) => item.id === test.body.id);
    expect(summary.answerSpread).toEqual({ A: 3, B: 3, C: 3, D: 3 });

    const usage = (
      await t.request({ method: "GET", url: "/api/analytics/ai-usage", cookie: admin })
    ).json();
    expect(usage.totals.jobs).toBe(2);
    expect(usage.totals.inputTokens).toBeGreaterThan(0);
    expect(usage.totals.costUsd).toBeGreaterThan(0);
    expect(usage.perModel[0]).toMatchObject({
      provider: "openai-compatible",
      model: "fake-tutor",
      jobs: 2,
    });
  });

  it("keeps the old pages when the provider refuses the key, and says which variable to check", async () => {
    const topic = await post("/api/topics", {
      title: "Backprop",
      description: "d",
      category: "Optimisation",
    });
    const pages = validPages("Backprop by hand");
    await t.request({
      method: "PATCH",
      url: `/api/topics/${topic.body.id}`,
      cookie: admin,
      payload: { pages },
    });
    fake.setMode({ mode: "http-401", times: 1 });
    const job = await settle((await post(`/api/topics/${topic.body.id}/refresh`)).body.jobId);
    expect(job.status).toBe("failed");
    expect(job.error).toMatch(
      /^The AI provider refused the API key \(HTTP 401\).*Check AI_API_KEY\.$/,
    );
    expect(
      (await t.request({ method: "GET", url: `/api/topics/${topic.body.id}/content` })).json()
        .pages,
    ).toEqual(pages);
  });

  it("retries truncated JSON once and then accepts the model's second answer", async () => {
    const topic = await post("/api/topics", {
      title: "Dropout",
      description: "d",
      category: "Optimisation",
    });
    const before = fake.requests().length;
    fake.setMode({ mode: "invalid-json", times: 1 });
    const job = await settle(
      (await post("/api/topics/generate-content", { topicId: topic.body.id })).body.jobId,
    );
    expect(job.status).toBe("succeeded");
    expect(fake.requests().length - before).toBe(2);
  });
});
