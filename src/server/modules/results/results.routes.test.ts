import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANSWER_LETTERS, type AnswerLetter } from "../../../shared/schemas/content.ts";
import { createTestApp, type TestApp } from "../../test-app.ts";
import { validQuestions } from "../../test-fixtures.ts";

// "Get a verifiable result" (issue 19): the server grades the answers sent, signs the result and
// stores nothing; anyone with the link can check it.

let t: TestApp;
let admin: string;
let testId: number;
// Ten questions whose correct letters cycle A, B, C, D, A, ...
const questions = validQuestions(10, "Verified");
const key = questions.map((question) => question.correct_answer);
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminCookie();
  const created = await t.request({
    method: "POST",
    url: "/api/tests",
    cookie: admin,
    payload: {
      title: "Attention, checked",
      description: "A test",
      category: "Quiz",
      passingScore: 70,
    },
  });
  expect(created.statusCode).toBe(201);
  testId = created.json().id;
  const written = await t.request({
    method: "PATCH",
    url: `/api/tests/${testId}`,
    cookie: admin,
    payload: { questions },
  });
  expect(written.statusCode).toBe(200);
});
afterAll(() => t.close());

const grade = (answers: unknown, id = testId, remoteAddress = "198.51.100.7") =>
  t.request({
    method: "POST",
    url: `/api/tests/${id}/verified-results`,
    payload: { answers },
    remoteAddress,
  });
const verify = (token: string) =>
  t.request({ method: "GET", url: `/api/verified-results/${token}` });

/** Right on the first `right` questions, a wrong letter on the rest. */
function answering(right: number): AnswerLetter[] {
  return key.map((letter, at) =>
    at < right ? letter : ANSWER_LETTERS[(ANSWER_LETTERS.indexOf(letter) + 1) % 4]!,
  );
}

async function rowCounts(): Promise<Record<string, number>> {
  const tables = await t.db.execute(
    sql`select schemaname, relname from pg_stat_user_tables
        where relname not like 'rate_limit%' order by 1, 2`,
  );
  const counts: Record<string, number> = {};
  const rows = (tables as unknown as { rows: { schemaname: string; relname: string }[] }).rows;
  for (const { schemaname, relname } of rows) {
    const result = await t.db.execute(
      sql.raw(`select count(*)::int as n from "${schemaname}"."${relname}"`),
    );
    counts[`${schemaname}.${relname}`] = (result as unknown as { rows: { n: number }[] })
      .rows[0]!.n;
  }
  expect(Object.keys(counts)).toContain("public.tests");
  return counts;
}

describe("verifiable results", () => {
  it("grades the answers on the server, signs the result, and stores nothing", async () => {
    const before = await rowCounts();
    const response = await grade([...answering(8).slice(0, 9), null]);
    expect(response.statusCode).toBe(201);
    const { result, token, path } = response.json();
    expect(result).toMatchObject({
      testId,
      title: "Attention, checked",
      correct: 8,
      total: 10,
      score: 80,
      passed: true,
      date: new Date().toISOString().slice(0, 10),
    });
    expect(result.version).toMatch(/^[0-9a-f]{16}$/);
    expect(path).toBe(`/verify/${token}`);
    expect(await rowCounts()).toEqual(before);

    const checked = await verify(token);
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toEqual({ valid: true, current: true, result });
  });

  it("grades unanswered questions as wrong and fails below the pass mark", async () => {
    const { result } = (await grade([...answering(6).slice(0, 6), null, null, null, null])).json();
    expect(result).toMatchObject({ correct: 6, score: 60, passed: false });
  });

  it("says a result whose fields were changed does not verify", async () => {
    const { token } = (await grade(answering(3))).json();
    const [payload, signature] = token.split(".");
    const fields = JSON.parse(Buffer.from(payload, "base64url").toString());
    const raised = Buffer.from(JSON.stringify({ ...fields, score: 100, passed: true })).toString(
      "base64url",
    );
    const forged = await verify(`${raised}.${signature}`);
    expect(forged.statusCode).toBe(200);
    expect(forged.json()).toMatchObject({ valid: false, current: false, result: { score: 100 } });
    const resigned = await verify(`${payload}.${"A".repeat(43)}`);
    expect(resigned.json().valid).toBe(false);
  });

  it("says when the test has changed since the result was graded", async () => {
    const { token } = (await grade(answering(10))).json();
    const edited = await t.request({
      method: "PATCH",
      url: `/api/tests/${testId}`,
      cookie: admin,
      payload: { questions: validQuestions(10, "Edited") },
    });
    expect(edited.statusCode).toBe(200);
    expect((await verify(token)).json()).toMatchObject({ valid: true, current: false });
    await t.request({
      method: "PATCH",
      url: `/api/tests/${testId}`,
      cookie: admin,
      payload: { questions },
    });
    expect((await verify(token)).json()).toMatchObject({ valid: true, current: true });
  });

  it("refuses answers that are not one letter or null per question, with a 400 that says why", async () => {
    const cases: Array<[unknown, RegExp]> = [
      [answering(10).slice(0, 9), /one per question: this test has 10/],
      [[...answering(9).slice(0, 9), "E"], /A, B, C, D or null/],
      [[], /must not be empty/],
      ["ABCD", /list of letters/],
      [Array(201).fill("A"), /at most 200/],
    ];
    for (const [answers, message] of cases) {
      const response = await grade(answers);
      expect(response.statusCode, JSON.stringify(answers).slice(0, 40)).toBe(400);
      expect(response.json().error).toMatch(message);
    }
    const extra = await t.request({
      method: "POST",
      url: `/api/tests/${testId}/verified-results`,
      payload: { answers: answering(10), name: "me" },
    });
    expect(extra.statusCode).toBe(400);
  });

  it("answers 404 for a test no one can take, and for a link that is not a result", async () => {
    expect((await grade(answering(10), 999_999)).statusCode).toBe(404);
    const empty = await t.request({
      method: "POST",
      url: "/api/tests",
      cookie: admin,
      payload: { title: "Unwritten", description: "No questions", category: "Quiz" },
    });
    expect((await grade(answering(10), empty.json().id)).statusCode).toBe(404);
    for (const token of ["nonsense", "a.b", `${"x".repeat(10)}.${"y".repeat(43)}`]) {
      expect((await verify(token)).statusCode).toBe(404);
    }
    // Longer than any token: the router refuses it before the route (URI Too Long).
    expect((await verify("x".repeat(2001))).statusCode).toBe(414);
  });
});

describe("rate limit on verifiable results", () => {
  it("gives the third from one client 429, like the other forms", async () => {
    const limited = await createTestApp({ FORM_MAX_PER_HOUR: "2" });
    try {
      const cookie = await limited.adminCookie();
      const created = await limited.request({
        method: "POST",
        url: "/api/tests",
        cookie,
        payload: { title: "Limited", description: "A test", category: "Quiz" },
      });
      await limited.request({
        method: "PATCH",
        url: `/api/tests/${created.json().id}`,
        cookie,
        payload: { questions },
      });
      const send = () =>
        limited.request({
          method: "POST",
          url: `/api/tests/${created.json().id}/verified-results`,
          payload: { answers: answering(10) },
          remoteAddress: "198.51.100.41",
        });
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(201);
      const blocked = await send();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers["retry-after"]).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});
