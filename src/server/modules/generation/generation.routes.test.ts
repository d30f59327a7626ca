import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test-app.ts";
import { validPages, validQuestions } from "../../test-fixtures.ts";
import { generationJobs } from "./generation.table.ts";

let t: TestApp;
let admin: string;
let topicId: number;
let testId: number;

const PAGES = validPages("Written by the owner");
const QUESTIONS = validQuestions(10, "Perceptron");

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminCookie();
  const topic = await t.request({
    method: "POST",
    url: "/api/topics",
    cookie: admin,
    payload: { title: "Perceptrons", description: "The first networks", category: "Neural Nets" },
  });
  topicId = topic.json().id;
  const pages = await t.request({
    method: "PATCH",
    url: `/api/topics/${topicId}`,
    cookie: admin,
    payload: { pages: PAGES },
  });
  expect(pages.statusCode).toBe(200);
  const test = await t.request({
    method: "POST",
    url: "/api/tests",
    cookie: admin,
    payload: { title: "Perceptron quiz", description: "Check", category: "Neural Nets" },
  });
  testId = test.json().id;
  const questions = await t.request({
    method: "PATCH",
    url: `/api/tests/${testId}`,
    cookie: admin,
    payload: { questions: QUESTIONS },
  });
  expect(questions.statusCode).toBe(200);
});
afterAll(() => t.close());

/** The three generation calls, with a valid body for a target that exists. */
const calls = () =>
  [
    ["topic", "/api/topics/generate-content", { topicId, customPrompt: "Write about perceptrons" }],
    ["topic", `/api/topics/${topicId}/refresh`, { prompt: "Make it shorter" }],
    ["test", `/api/tests/${testId}/generate`, { customPrompt: "Ten hard questions" }],
    ["topic", `/api/topics/${topicId}/refresh`, { prompt: "Page 2 only", page: 2 }],
    ["test", `/api/tests/${testId}/refresh`, { prompt: "Fix the wrong ones" }],
  ] as const;

async function expectContentUnchanged() {
  const topic = await t.request({ method: "GET", url: `/api/topics/${topicId}/content` });
  expect(topic.json().pages).toEqual(PAGES);
  const test = await t.request({ method: "GET", url: `/api/tests/${testId}/content` });
  expect(test.json().questions).toEqual(QUESTIONS);
  const topics = (await t.request({ method: "GET", url: "/api/topics" })).json();
  expect(topics.find((item: { id: number }) => item.id === topicId)).toMatchObject({
    pageCount: 5,
    hasContent: true,
  });
}

describe("generation calls", () => {
  it("refuses anonymous callers with 401 and members with 403, valid body or not", async () => {
    for (const [, url, payload] of calls()) {
      for (const body of [payload, {}]) {
        await t.expectAdminOnly({ method: "POST", url, payload: body });
      }
    }
    await expectContentUnchanged();
  });

  it("answers 503 'AI provider not configured' and keeps the existing content", async () => {
    for (const [, url, payload] of calls()) {
      const response = await t.request({ method: "POST", url, payload, cookie: admin });
      expect(response.statusCode, url).toBe(503);
      expect(response.json()).toEqual({ error: "AI provider not configured" });
    }
    await expectContentUnchanged();
    expect(await t.db.select().from(generationJobs)).toEqual([]);
  });

  it("accepts the calls without a prompt or without a body, and still answers 503", async () => {
    const bodies = [
      ["/api/topics/generate-content", { topicId, title: "T", category: "C", level: "beginner" }],
      [`/api/topics/${topicId}/refresh`, undefined],
      [`/api/topics/${topicId}/refresh`, {}],
      [`/api/tests/${testId}/generate`, undefined],
      [`/api/tests/${testId}/generate`, {}],
      [`/api/tests/${testId}/refresh`, undefined],
      [`/api/tests/${testId}/refresh`, {}],
    ] as const;
    for (const [url, payload] of bodies) {
      const response = await t.request({ method: "POST", url, payload, cookie: admin });
      expect(response.statusCode, url).toBe(503);
    }
    await expectContentUnchanged();
  });

  it("answers 400 'Prompt is required' for a blank prompt", async () => {
    const blanks = [
      ["/api/topics/generate-content", { topicId, customPrompt: "   " }, "customPrompt"],
      [`/api/topics/${topicId}/refresh`, { prompt: "" }, "prompt"],
      [`/api/tests/${testId}/generate`, { customPrompt: " \n\t" }, "customPrompt"],
      [`/api/tests/${testId}/refresh`, { prompt: "  " }, "prompt"],
    ] as const;
    for (const [url, payload, field] of blanks) {
      const response = await t.request({ method: "POST", url, payload, cookie: admin });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({
        error: "Prompt is required",
        fields: { [field]: "Prompt is required" },
      });
    }
    await expectContentUnchanged();
  });

  it("answers 404 for a target that does not exist", async () => {
    const missing = [
      ["/api/topics/generate-content", { topicId: 987654, customPrompt: "x" }, "Topic not found"],
      ["/api/topics/987654/refresh", { prompt: "x" }, "Topic not found"],
      ["/api/tests/987654/generate", { customPrompt: "x" }, "Test not found"],
      ["/api/tests/987654/refresh", { prompt: "x" }, "Test not found"],
    ] as const;
    for (const [url, payload, error] of missing) {
      const response = await t.request({ method: "POST", url, payload, cookie: admin });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ error });
    }
  });

  it("answers 400 for a malformed target id or an unknown field", async () => {
    const bad = [
      ["/api/topics/generate-content", { customPrompt: "x" }],
      ["/api/topics/generate-content", { topicId: "abc" }],
      ["/api/topics/abc/refresh", { prompt: "x" }],
      ["/api/tests/0/generate", { customPrompt: "x" }],
      [`/api/tests/${testId}/generate`, { prompt: "wrong name" }],
      [`/api/tests/${testId}/refresh`, { customPrompt: "wrong name" }],
      [`/api/tests/${testId}/refresh`, { questionKey: "not a key" }],
      [`/api/topics/${topicId}/refresh`, { page: 0 }],
      ["/api/tests/abc/refresh", {}],
    ] as const;
    for (const [url, payload] of bad) {
      const response = await t.request({ method: "POST", url, payload, cookie: admin });
      expect(response.statusCode, url).toBe(400);
      expect(Object.keys(response.json().fields ?? {}).length, url).toBeGreaterThan(0);
    }
  });
});
