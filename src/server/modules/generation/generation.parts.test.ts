import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Question, TopicPage } from "../../../shared/schemas/content.ts";
import { testJson } from "../../ai/mock-model.ts";
import { validPage, validPages, validQuestion, validQuestions } from "../../test-fixtures.ts";
import { type AiTestApp, createAiTestApp } from "./ai-test-app.ts";
import { generationJobs } from "./generation.table.ts";

// Refreshes of one lesson page or one test question (issue 19, ADR 033), through the API with
// the AI SDK's mock model: only that part changes, the old content stays in History, and a part
// that is gone or was edited meanwhile fails the job and writes nothing.

let t: AiTestApp;
let counter = 0;

beforeAll(async () => {
  t = await createAiTestApp([{ text: JSON.stringify(validPage("Default", 1, 500)) }]);
});
afterAll(() => t.close());

async function newTopic(pages?: TopicPage[]) {
  counter += 1;
  const created = await t.post("/api/topics", {
    title: `Parts topic ${counter}`,
    description: "About parts",
    category: "Parts",
  });
  const id = created.body.id as number;
  if (pages) await patch(`/api/topics/${id}`, { pages });
  return id;
}

async function newTest(questions?: Question[]) {
  counter += 1;
  const created = await t.post("/api/tests", {
    title: `Parts test ${counter}`,
    description: "Quiz on parts",
    category: "Parts",
  });
  const id = created.body.id as number;
  if (questions) await patch(`/api/tests/${id}`, { questions });
  return id;
}

async function patch(url: string, payload: object) {
  const response = await t.request({ method: "PATCH", url, cookie: t.admin, payload });
  expect(response.statusCode, url).toBe(200);
}

const pagesOf = async (id: number) => (await t.get(`/api/topics/${id}/content`)).pages;
const questionsOf = async (id: number) =>
  (await t.get(`/api/tests/${id}/content`)).questions as Question[];
/** Each question's key, as the admin's answer statistics give it. */
const keysOf = async (id: number) =>
  ((await t.get(`/api/tests/${id}/answer-stats`)) as unknown as Array<{ key: string }>).map(
    (question) => question.key,
  );
const versionsOf = async (kind: "topics" | "tests", id: number) =>
  (await t.get(`/api/${kind}/${id}/versions`)).versions as Array<{
    id: number;
    source: string;
    current: boolean;
    itemCount: number;
  }>;

describe("refreshing one page of a lesson", () => {
  it("rewrites that page alone, says so on the job, and keeps the old lesson in History", async () => {
    const original = validPages("Kept");
    const id = await newTopic(original);
    const rewritten = validPage("Rewritten", 4, 520);
    t.script([{ text: JSON.stringify(rewritten) }]);
    const started = await t.post(`/api/topics/${id}/refresh`, {
      page: 4,
      prompt: "Readers say page 4 is unclear.",
    });
    expect(started.statusCode).toBe(202);
    const job = await t.settle(started.body.jobId as number);
    expect(job).toMatchObject({
      kind: "topic",
      action: "refresh",
      page: 4,
      questionKey: null,
      status: "succeeded",
      resultCount: 1,
    });
    expect(await pagesOf(id)).toEqual([...original.slice(0, 3), rewritten, original[4]]);
    const prompt = t.model.prompts.at(-1) as string;
    expect(prompt).toContain("Rewrite page 4 of the 5-page lesson below");
    expect(prompt).toContain("Readers say page 4 is unclear.");
    expect(prompt).toContain("Kept: part 1");

    const versions = await versionsOf("topics", id);
    expect(versions.map((version) => [version.source, version.current, version.itemCount])).toEqual(
      [
        ["ai", true, 5],
        ["earlier", false, 5],
      ],
    );
    const restored = await t.post(`/api/topics/${id}/versions/${versions[1]!.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(await pagesOf(id)).toEqual(original);

    const listed = (await t.get("/api/generation-jobs?kind=topic")).jobs as Array<{
      id: number;
      page: number | null;
    }>;
    expect(listed.find((item) => item.id === started.body.jobId)?.page).toBe(4);
  });

  it("refuses a page the lesson does not have, a topic with no pages, and a bad page", async () => {
    const id = await newTopic(validPages("Five"));
    const beyond = await t.post(`/api/topics/${id}/refresh`, { page: 6 });
    expect(beyond).toEqual({
      statusCode: 400,
      body: {
        error: "The lesson has 5 pages: there is no page 6",
        fields: { page: "The lesson has 5 pages: there is no page 6" },
      },
    });
    for (const page of [0, -1, 1.5, "2", null]) {
      const bad = await t.post(`/api/topics/${id}/refresh`, { page });
      expect(bad.statusCode, String(page)).toBe(400);
      expect(bad.body.fields).toEqual({ page: "Page must be a whole number from 1" });
    }
    const empty = await newTopic();
    expect(await t.post(`/api/topics/${empty}/refresh`, { page: 1 })).toEqual({
      statusCode: 409,
      body: { error: "This topic has no pages yet. Generate it before refreshing a page." },
    });
    expect((await t.post("/api/topics/987654/refresh", { page: 1 })).statusCode).toBe(404);
    expect(
      (await t.db.select().from(generationJobs).where(eq(generationJobs.targetId, id))).length,
    ).toBe(0);
  });

  it("fails, writing nothing, when the new page breaks the lesson twice", async () => {
    const original = validPages("Whole");
    const id = await newTopic(original);
    // Page 2 holds one of the 3 exercises; a page without one leaves the lesson 2.
    t.script([{ text: JSON.stringify(validPage("No exercise", 2, 500)) }]);
    const job = await t.settle(
      (await t.post(`/api/topics/${id}/refresh`, { page: 2 })).body.jobId as number,
    );
    expect(job.status).toBe("failed");
    expect(job.error).toMatch(
      /^The model's answer failed the checks twice \(the lesson has 2 exercises; it needs at least 3\)/,
    );
    expect(await pagesOf(id)).toEqual(original);
    expect(await versionsOf("topics", id)).toEqual([]);
  });

  it("fails when the page is gone by the time the job runs", async () => {
    const original = validPages("Shrunk");
    const id = await newTopic(original);
    const calls = t.model.calls();
    // A job queued for a page the lesson no longer has (the table allows any page from 1).
    const [row] = await t.db
      .insert(generationJobs)
      .values({ kind: "topic", action: "refresh", targetId: id, page: 6, prompt: null })
      .returning();
    const job = await t.settle(row!.id);
    expect(job).toMatchObject({
      status: "failed",
      error: "Page 6 is no longer in the lesson: it has 5 pages now. Nothing was changed.",
    });
    expect(t.model.calls()).toBe(calls);
    expect(await pagesOf(id)).toEqual(original);
  });
});

describe("refreshing one question of a test", () => {
  it("rewrites that question at its old letter and leaves the others as they were", async () => {
    const original = validQuestions(10, "Old");
    const id = await newTest(original);
    const keys = await keysOf(id);
    // The model keys its question on A; question 7's key is C (the fixtures cycle A-D).
    const written = validQuestion(7, "New", "A");
    t.script([{ text: JSON.stringify(written) }]);
    const started = await t.post(`/api/tests/${id}/refresh`, {
      questionKey: keys[6],
      prompt: "Option D was chosen by 30 of 40 visitors.",
    });
    expect(started.statusCode).toBe(202);
    const job = await t.settle(started.body.jobId as number);
    expect(job).toMatchObject({
      kind: "test",
      action: "refresh",
      page: null,
      questionKey: keys[6],
      status: "succeeded",
      resultCount: 1,
    });
    const stored = await questionsOf(id);
    stored.forEach((question, index) => {
      if (index !== 6) expect(question).toEqual(original[index]);
    });
    expect(stored[6]).toMatchObject({ question: written.question, correct_answer: "C" });
    expect(stored[6]!.options.C).toBe(written.options.A);
    const prompt = t.model.prompts.at(-1) as string;
    expect(prompt).toContain("Rewrite question 7 of the multiple-choice test below");
    expect(prompt).toContain(`- ${original[0]!.question}`);
    expect(prompt).toContain("Option D was chosen by 30 of 40 visitors.");

    // The new question counts afresh under a new key; the others keep theirs.
    const after = await keysOf(id);
    expect(after[6]).not.toBe(keys[6]);
    expect(after.filter((_, index) => index !== 6)).toEqual(keys.filter((_, i) => i !== 6));
    const versions = await versionsOf("tests", id);
    expect(versions.map((version) => [version.source, version.current])).toEqual([
      ["ai", true],
      ["earlier", false],
    ]);
    await t.post(`/api/tests/${id}/versions/${versions[1]!.id}/restore`);
    expect(await questionsOf(id)).toEqual(original);
  });

  it("refuses a key no longer in the test, a malformed key, a test without questions", async () => {
    const id = await newTest(validQuestions(10, "Refused"));
    const unknown = await t.post(`/api/tests/${id}/refresh`, { questionKey: "0123456789abcdef" });
    expect(unknown).toEqual({
      statusCode: 400,
      body: {
        error: "That question is no longer in the test",
        fields: { questionKey: "That question is no longer in the test" },
      },
    });
    for (const questionKey of ["XYZ", "0123456789ABCDEF", 12, ""]) {
      const bad = await t.post(`/api/tests/${id}/refresh`, { questionKey });
      expect(bad.statusCode, String(questionKey)).toBe(400);
      expect(bad.body.fields).toEqual({ questionKey: "Question key is not valid" });
    }
    expect((await t.post(`/api/tests/${id}/refresh`, { page: 1 })).statusCode).toBe(400);
    const empty = await newTest();
    expect(await t.post(`/api/tests/${empty}/refresh`)).toEqual({
      statusCode: 409,
      body: { error: "This test has no questions yet. Generate them before refreshing." },
    });
    expect((await t.post("/api/tests/987654/refresh", {})).statusCode).toBe(404);
  });

  it("fails, writing nothing, when the question was edited before or while the job ran", async () => {
    const original = validQuestions(10, "Raced");
    const id = await newTest(original);
    const keys = await keysOf(id);
    // The owner edits question 1 while the model writes question 2.
    t.script([{ text: JSON.stringify(validQuestion(2, "Late")), delayMs: 400 }]);
    const calls = t.model.calls();
    const started = await t.post(`/api/tests/${id}/refresh`, { questionKey: keys[1] });
    // The edit lands once the job has read the test and asked the model.
    while (t.model.calls() === calls) await new Promise((resolve) => setTimeout(resolve, 10));
    const edited = original.map((question, at) =>
      at === 0 ? { ...question, question: "Edited by hand meanwhile?" } : question,
    );
    await patch(`/api/tests/${id}`, { questions: edited });
    const job = await t.settle(started.body.jobId as number);
    expect(job).toMatchObject({
      status: "failed",
      error:
        "The test was edited while this job ran, so nothing was written. Start the refresh again.",
    });
    expect(await questionsOf(id)).toEqual(edited);

    // A job for question 1 as it was: its key has gone with the edit.
    const [row] = await t.db
      .insert(generationJobs)
      .values({ kind: "test", action: "refresh", targetId: id, questionKey: keys[0], prompt: null })
      .returning();
    expect(await t.settle(row!.id)).toMatchObject({
      status: "failed",
      error:
        "The question was edited or removed after this job was started. Nothing was changed: start a refresh of the question as it is now.",
    });
    expect(await questionsOf(id)).toEqual(edited);
  });

  it("revises the whole test from its current questions, one job per test at a time", async () => {
    const original = validQuestions(10, "Whole");
    const id = await newTest(original);
    t.script([{ hang: true }]);
    const first = await t.post(`/api/tests/${id}/refresh`, { prompt: "Harder, please." });
    expect(first.statusCode).toBe(202);
    expect(
      await t.post(`/api/tests/${id}/refresh`, { questionKey: (await keysOf(id))[0] }),
    ).toEqual({
      statusCode: 409,
      body: { error: "This test is already being generated. Wait for it to finish." },
    });
    await t.post(`/api/generation-jobs/${first.body.jobId}/cancel`);

    const revised = validQuestions(12, "Revised");
    t.script([{ text: testJson(revised) }]);
    const started = await t.post(`/api/tests/${id}/refresh`);
    const job = await t.settle(started.body.jobId as number);
    expect(job).toMatchObject({ status: "succeeded", questionKey: null, resultCount: 12 });
    const prompt = t.model.prompts.at(-1) as string;
    expect(prompt).toMatch(/Revise the multiple-choice test below/);
    expect(prompt).toContain(`Question 10: ${original[9]!.question}`);
    expect((await questionsOf(id)).map((question) => question.question)).toEqual(
      revised.map((question) => question.question),
    );
  });
});

describe("the jobs table", () => {
  it("allows a page only on a topic refresh and a question only on a test refresh", async () => {
    const bad = [
      { kind: "test", action: "refresh", page: 1 },
      { kind: "topic", action: "generate", page: 1 },
      { kind: "topic", action: "refresh", page: 0 },
      { kind: "topic", action: "refresh", questionKey: "0123456789abcdef" },
      { kind: "test", action: "generate", questionKey: "0123456789abcdef" },
    ] as const;
    for (const values of bad) {
      await expect(
        t.db.insert(generationJobs).values({ ...values, targetId: 987654, status: "failed" }),
        JSON.stringify(values),
      ).rejects.toThrow();
    }
  });
});
