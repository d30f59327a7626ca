import { expect } from "vitest";
import { type Scripted, scriptedModel } from "../../ai/mock-model.ts";
import { createTestApp, type TestApp } from "../../test-app.ts";

// Test support: the whole app with an AI provider configured, answering from the AI SDK's mock
// model, and a worker that looks for jobs every 20 ms.

export const AI_ENV = {
  AI_PROVIDER: "openai-compatible",
  AI_BASE_URL: "http://127.0.0.1:9/v1",
  AI_MODEL: "mock-model",
  AI_PRICES: '{"mock-model":{"input":2,"output":10}}',
};

export interface AiTestApp extends TestApp {
  admin: string;
  model: ReturnType<typeof scriptedModel>;
  /** Replaces what the model answers from now on. */
  script(steps: Scripted[]): void;
  /** Polls the job until it is no longer queued or running, and returns it. */
  settle(jobId: number): Promise<Record<string, unknown>>;
  post(
    url: string,
    payload?: object,
  ): Promise<{ statusCode: number; body: Record<string, unknown> }>;
  get(url: string): Promise<Record<string, unknown>>;
}

export async function createAiTestApp(
  steps: Scripted[],
  env: Record<string, string> = {},
  timings: { staleMs?: number; heartbeatMs?: number } = {},
): Promise<AiTestApp> {
  const model = scriptedModel(steps);
  const t = await createTestApp(
    { ...AI_ENV, ...env },
    { ai: { modelFactory: model.factory, pollMs: 20, ...timings } },
  );
  const admin = await t.adminCookie();
  const get = async (url: string) => {
    const response = await t.request({ method: "GET", url, cookie: admin });
    expect(response.statusCode, url).toBe(200);
    return response.json() as Record<string, unknown>;
  };
  return {
    ...t,
    admin,
    model,
    script(next) {
      model.play(next);
    },
    get,
    async post(url, payload) {
      const response = await t.request({
        method: "POST",
        url,
        cookie: admin,
        ...(payload ? { payload } : {}),
      });
      return { statusCode: response.statusCode, body: response.json() };
    },
    async settle(jobId) {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const job = await get(`/api/generation-jobs/${jobId}`);
        if (!["queued", "running"].includes(job.status as string)) return job;
        if (Date.now() > deadline) throw new Error(`job ${jobId} still ${job.status}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}
