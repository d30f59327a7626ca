import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test-app.ts";
import { validQuestion, validQuestions } from "../../../test-fixtures.ts";
import { pageViews } from "../../analytics/analytics.table.ts";
import { generationJobs } from "../../generation/generation.table.ts";
import { tests } from "./tests.table.ts";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminCookie();
});
afterAll(() => t.close());

// biome-ignore format: keeps the key list short
const SUMMARY_KEYS = [
  "answerSpread", "category", "createdAt", "description", "hasContent", "id", "isActive",
  "level", "passingScore", "questionCount", "timeLimit", "title", "updatedAt",
];
const question = (n: number) => validQuestion(n, "Stored", "B");

let counter = 0;
const post = (payload: object, cookie = admin) =>
  t.request({ method: "POST", url: "/api/tests", payload, cookie });
async function createTest(fields: Record<string, unknown> = {}) {
  counter += 1;
  const response = await post({
    ...{ title: `Test ${counter}`, description: "Check yourself", category: "Quiz" },
    ...fields,
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

const getContent = (id: number) => t.request({ method: "GET", url: `/api/tests/${id}/content` });
const patch = (url: string, payload: object) =>
  t.request({ method: "PATCH", url, payload, cookie: admin });
/** Every test, as the admin screens list them. */
const listTests = async () =>
  (await t.request({ method: "GET", url: "/api/tests", cookie: admin })).json() as Array<
    Record<string, unknown>
  >;

describe("GET /api/tests", () => {
  it("shows visitors only the active tests that can be started, and counts no others", async () => {
    const empty = await createTest();
    const hidden = await createTest();
    const ready = await createTest();
    await patch(`/api/tests/${hidden.id}`, { questions: validQuestions(10, "H"), isActive: false });
    await patch(`/api/tests/${ready.id}`, { questions: validQuestions(10, "R") });
    const ids = (
      (await t.request({ method: "GET", url: "/api/tests" })).json() as { id: number }[]
    ).map((item) => item.id);
    expect(ids).toContain(ready.id);
    expect(ids).not.toContain(empty.id);
    expect(ids).not.toContain(hidden.id);
  });

  it("lists every test to an admin, inactive ones too, as a summary without questions", async () => {
    const empty = await createTest();
    const written = await createTest();
    const questions = validQuestions(12, "Listed");
    const edit = await patch(`/api/tests/${written.id}`, { questions, isActive: false });
    expect(edit.statusCode).toBe(200);

    const response = await t.request({ method: "GET", url: "/api/tests", cookie: admin });
    expect(response.statusCode).toBe(200);
    const list = response.json() as Array<Record<string, unknown>>;
    for (const item of list) expect(Object.keys(item).sort()).toEqual(SUMMARY_KEYS);
    expect(response.body).not.toContain(questions[0]!.question);
    expect(list.find((item) => item.id === empty.id)).toMatchObject({
      hasContent: false,
      questionCount: 0,
      answerSpread: null,
      isActive: true,
    });
    // validQuestions cycles A, B, C, D: 12 questions put 3 on each letter.
    expect(list.find((item) => item.id === written.id)).toMatchObject({
      hasContent: true,
      questionCount: 12,
      answerSpread: { A: 3, B: 3, C: 3, D: 3 },
      isActive: false,
    });
  });
});

describe("GET /api/tests/:id (admin)", () => {
  it("gives one test as the admin list shows it; 404 for one not there; admins only", async () => {
    const created = await createTest();
    const response = await t.request({
      method: "GET",
      url: `/api/tests/${created.id}`,
      cookie: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual([...SUMMARY_KEYS].sort());
    expect(response.json()).toMatchObject({
      id: created.id,
      title: created.title,
      hasContent: false,
    });
    const missing = await t.request({ method: "GET", url: "/api/tests/999999", cookie: admin });
    expect(missing.statusCode).toBe(404);
    await t.expectAdminOnly({ method: "GET", url: `/api/tests/${created.id}` });
  });
});

describe("GET /api/tests/:id/content", () => {
  it("answers the quiz shape with its questions", async () => {
    const test = await createTest({ level: "advanced", timeLimit: 12, passingScore: 80 });
    const questions = validQuestions(10, "Quiz shape", ["B", "D", "A", "C"]);
    expect((await patch(`/api/tests/${test.id}`, { questions })).statusCode).toBe(200);
    const response = await getContent(test.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: test.id,
      title: test.title,
      description: "Check yourself",
      category: "Quiz",
      level: "advanced",
      timeLimit: 12,
      passingScore: 80,
      questions,
    });
  });

  const legacy = { question: "Legacy?", options: ["w", "x", "y", "z"], correctAnswer: 2 };
  const blankOption = { ...question(2), options: { A: "", B: "b", C: "c", D: "d" } };
  it.each([
    [
      "option lists and numeric answers",
      [legacy],
      [
        {
          question: "Legacy?",
          options: { A: "w", B: "x", C: "y", D: "z" },
          correct_answer: "C",
          explanation: "",
        },
      ],
    ],
    [
      "a question with three options",
      [question(1), { ...legacy, options: ["a", "b", "c"] }],
      [question(1)],
    ],
    // An empty option breaks the edit rules: left out, rather than failing the whole quiz.
    ["a question with an empty option", { questions: [question(1), blankOption] }, [question(1)]],
  ])("normalises stored content with %s", async (_case, stored, expected) => {
    const test = await createTest();
    const content = JSON.stringify(stored);
    await t.db.update(tests).set({ generatedContent: content }).where(eq(tests.id, test.id));
    const response = await getContent(test.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().questions).toEqual(expected);
  });

  it("gives no questions for a test without content and 404 for an unknown id", async () => {
    const test = await createTest();
    expect((await getContent(test.id)).json().questions).toEqual([]);
    const unknown = await getContent(987654);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: "Test not found" });
    const bad = await t.request({ method: "GET", url: "/api/tests/abc/content" });
    expect(bad.statusCode).toBe(400);
  });
});

describe("POST /api/tests", () => {
  it("defaults timeLimit to 30, passingScore to 70 and level to beginner", async () => {
    const response = await post({ title: "Defaults", description: "D", category: "Fresh Tests" });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(SUMMARY_KEYS);
    const defaults = { timeLimit: 30, passingScore: 70, level: "beginner", questionCount: 0 };
    expect(body).toMatchObject({ ...defaults, hasContent: false });
    const names = (await t.request({ method: "GET", url: "/api/categories" }))
      .json()
      .map((c: { name: string }) => c.name);
    expect(names).toContain("Fresh Tests");
  });

  it("keeps given numbers and reuses a differently-cased category", async () => {
    await createTest({ category: "Natural Language" });
    const test = await createTest({ category: "NATURAL language", timeLimit: 45, passingScore: 9 });
    expect(test).toMatchObject({ category: "Natural Language", timeLimit: 45, passingScore: 9 });
    const names = (await t.request({ method: "GET", url: "/api/categories" }))
      .json()
      .filter((c: { name: string }) => c.name.toLowerCase() === "natural language");
    expect(names).toHaveLength(1);
  });

  it("requires title, description and category", async () => {
    const before = (await listTests()).length;
    const response = await post({ title: " ", timeLimit: 0 });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      title: "Title is required",
      description: "Description is required",
      category: "Category is required",
      timeLimit: "Please enter a valid positive number",
    });
    expect(await listTests()).toHaveLength(before);
  });
});

describe("PATCH /api/tests/:id/update", () => {
  it("changes timeLimit and passingScore and answers the updated summary", async () => {
    const test = await createTest();
    const response = await patch(`/api/tests/${test.id}/update`, {
      timeLimit: 5,
      passingScore: 100,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(SUMMARY_KEYS);
    expect(body).toMatchObject({ id: test.id, timeLimit: 5, passingScore: 100 });
    const one = await patch(`/api/tests/${test.id}/update`, { passingScore: 1 });
    expect(one.json()).toMatchObject({ timeLimit: 5, passingScore: 1 });
    expect((await listTests()).find((item) => item.id === test.id)).toMatchObject({
      timeLimit: 5,
      passingScore: 1,
    });
  });

  const POSITIVE = "Please enter a valid positive number";
  it.each([
    [{ timeLimit: 0 }, "timeLimit", POSITIVE],
    [{ timeLimit: -5 }, "timeLimit", POSITIVE],
    [{ timeLimit: "abc" }, "timeLimit", POSITIVE],
    [{ timeLimit: "20" }, "timeLimit", POSITIVE],
    [{ timeLimit: 2.5 }, "timeLimit", POSITIVE],
    [{ timeLimit: null }, "timeLimit", POSITIVE],
    [{ passingScore: 0 }, "passingScore", POSITIVE],
    [{ passingScore: -1 }, "passingScore", POSITIVE],
    [{ passingScore: "high" }, "passingScore", POSITIVE],
    [{ passingScore: 101 }, "passingScore", "Passing score must be 100 or less"],
    [{ title: "Sneaky" }, "title", "Unknown field"],
  ])("refuses %j with 400 and leaves the test alone", async (payload, field, message) => {
    const test = await createTest({ timeLimit: 20, passingScore: 60 });
    const response = await patch(`/api/tests/${test.id}/update`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: message, fields: { [field]: message } });
    const stored = (await listTests()).find((item) => item.id === test.id);
    expect(stored).toMatchObject({ timeLimit: 20, passingScore: 60, title: test.title });
  });

  it("refuses an empty change and answers 404 for an unknown test", async () => {
    const test = await createTest();
    const empty = await patch(`/api/tests/${test.id}/update`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe("Nothing to update");
    const unknown = await patch("/api/tests/987654/update", { timeLimit: 10 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: "Test not found" });
  });
});

describe("PATCH /api/tests/:id", () => {
  it("writes questions by hand; questionCount, hasContent and the quiz follow", async () => {
    const test = await createTest();
    const most = validQuestions(15, "Most");
    const response = await patch(`/api/tests/${test.id}`, {
      questions: most,
      title: "Edited",
      category: "Edited Test Category",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      title: "Edited",
      category: "Edited Test Category",
      questionCount: 15,
      hasContent: true,
    });
    expect((await getContent(test.id)).json().questions).toEqual(most);
    const fewest = validQuestions(10, "Fewest", ["D"]);
    const fewer = await patch(`/api/tests/${test.id}`, { questions: fewest });
    expect(fewer.statusCode).toBe(200);
    expect(fewer.json()).toMatchObject({ questionCount: 10, hasContent: true });
    expect((await getContent(test.id)).json().questions).toEqual(fewest);
  });

  const STORED = validQuestions(10, "Stored set");
  const RULES = validQuestions(10, "Rules");
  const changing = (index: number, change: Record<string, unknown>) =>
    RULES.map((item, i) => (i === index ? { ...item, ...change } : item));
  const COUNT = "A test has 10 to 15 questions";
  const EXPLANATION = "Every question needs an explanation";
  const second = RULES[1]!;
  it.each([
    ["no questions", [], { questions: COUNT }],
    ["9 questions", validQuestions(9), { questions: COUNT }],
    ["16 questions", validQuestions(16), { questions: COUNT }],
    [
      "an empty explanation",
      changing(3, { explanation: "" }),
      { "questions.3.explanation": EXPLANATION },
    ],
    [
      "a blank explanation",
      changing(3, { explanation: " \n " }),
      { "questions.3.explanation": EXPLANATION },
    ],
    [
      "two equal options",
      changing(1, { options: { ...second.options, D: second.options.B } }),
      { "questions.1.options": "The four options must all be different" },
    ],
    [
      "two options that differ only in case and spacing",
      changing(1, {
        options: {
          ...second.options,
          C: ` ${second.options.A.toUpperCase().replaceAll(" ", "  ")} `,
        },
      }),
      { "questions.1.options": "The four options must all be different" },
    ],
    [
      "a question that repeats an earlier one",
      changing(5, { question: ` ${second.question.toLowerCase().replaceAll(" ", "\t ")}` }),
      { "questions.5.question": "Question 6 repeats question 2" },
    ],
    [
      "a correct answer that is not A-D",
      changing(0, { correct_answer: "E" }),
      { "questions.0.correct_answer": "The correct answer must be A, B, C or D" },
    ],
  ])(
    "refuses %s with the rule's message and keeps the stored questions",
    async (_case, questions, fields) => {
      const test = await createTest();
      expect((await patch(`/api/tests/${test.id}`, { questions: STORED })).statusCode).toBe(200);
      const response = await patch(`/api/tests/${test.id}`, { questions, title: "Not saved" });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: Object.values(fields)[0], fields });
      expect((await getContent(test.id)).json()).toMatchObject({
        title: test.title,
        questions: STORED,
      });
      expect((await listTests()).find((item) => item.id === test.id)).toMatchObject({
        questionCount: 10,
      });
    },
  );

  it("refuses unknown fields, and 404s an unknown test", async () => {
    const test = await createTest();
    const unknown = await patch(`/api/tests/${test.id}`, { questionCount: 9 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ questionCount: "Unknown field" });
    expect((await getContent(test.id)).json().questions).toEqual([]);
    expect((await patch("/api/tests/987654", { isActive: true })).statusCode).toBe(404);
  });
});

describe("DELETE /api/tests/:id", () => {
  it("answers 204, removes the test with its views and cancels its pending jobs", async () => {
    const doomed = await createTest();
    const kept = await createTest();
    const questions = validQuestions(10, "Doomed");
    expect((await patch(`/api/tests/${doomed.id}`, { questions })).statusCode).toBe(200);
    await t.db.insert(pageViews).values([
      { day: "2025-02-01", contentType: "test", contentId: doomed.id, views: 2 },
      { day: "2025-02-01", contentType: "test", contentId: kept.id, views: 2 },
      { day: "2025-02-01", contentType: "topic", contentId: doomed.id, views: 2 },
    ]);
    await t.db.insert(generationJobs).values([
      { kind: "test", targetId: doomed.id, status: "succeeded" },
      { kind: "test", targetId: doomed.id },
      { kind: "test", targetId: kept.id },
      { kind: "topic", targetId: doomed.id },
    ]);

    const remove = () =>
      t.request({ method: "DELETE", url: `/api/tests/${doomed.id}`, cookie: admin });
    const response = await remove();
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    expect((await getContent(doomed.id)).statusCode).toBe(404);
    expect((await listTests()).some((item) => item.id === doomed.id)).toBe(false);

    const views = (await t.db.select().from(pageViews))
      .filter((row) => [doomed.id, kept.id].includes(row.contentId))
      .map((row) => `${row.contentType}:${row.contentId}`);
    expect(views.sort()).toEqual([`test:${kept.id}`, `topic:${doomed.id}`].sort());
    const jobs = (await t.db.select().from(generationJobs))
      .filter((row) => [doomed.id, kept.id].includes(row.targetId))
      .map((row) => `${row.kind}:${row.targetId}:${row.status}`);
    // The finished job stays as the record of what generation cost.
    expect(jobs.sort()).toEqual(
      [
        `test:${doomed.id}:succeeded`,
        `test:${doomed.id}:cancelled`,
        `test:${kept.id}:queued`,
        `topic:${doomed.id}:queued`,
      ].sort(),
    );

    expect((await remove()).statusCode).toBe(404);
  });
});

describe("admin routes", () => {
  it.each([
    ["POST", "/api/tests", { title: "T", description: "D", category: "Guarded" }],
    ["PATCH", "/api/tests/:id/update", { timeLimit: 99 }],
    ["PATCH", "/api/tests/:id", { title: "Hijacked" }],
    ["DELETE", "/api/tests/:id", undefined],
  ] as const)(
    "%s %s: 401 anonymous, 403 member, nothing changes",
    async (method, path, payload) => {
      const test = await createTest();
      const url = path.replace(":id", String(test.id));
      const before = await listTests();
      for (const body of [payload, { junk: true }]) {
        await t.expectAdminOnly({ method, url, payload: body });
      }
      expect(await listTests()).toEqual(before);
    },
  );
});
