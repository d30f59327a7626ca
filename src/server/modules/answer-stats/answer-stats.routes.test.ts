import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FLAG_MIN_ANSWERS } from "../../../shared/answer-stats.ts";
import type { AnswerLetter } from "../../../shared/schemas/content.ts";
import { createTestApp, type TestApp } from "../../test-app.ts";
import { validQuestions } from "../../test-fixtures.ts";

// Opt-in answer statistics (issue 19): a visitor's click sends the options chosen; the server
// adds them to counters with no identifier; the admin reads counts and flags per question.

let t: TestApp;
let admin: string;
const questions = validQuestions(10, "Counted"); // correct letters A, B, C, D, A, ...
const key = questions.map((question) => question.correct_answer);

async function createTest(app: TestApp, cookie: string, title: string) {
  const created = await app.request({
    method: "POST",
    url: "/api/tests",
    cookie,
    payload: { title, description: "A test", category: "Quiz" },
  });
  const id = created.json().id as number;
  await app.request({
    method: "PATCH",
    url: `/api/tests/${id}`,
    cookie,
    payload: { questions },
  });
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminCookie();
});
afterAll(() => t.close());

// Each visitor from an address of their own, so the forms' hourly limit is not what is tested.
let visitor = 0;
const send = (id: number, answers: unknown) => {
  visitor += 1;
  return t.request({
    method: "POST",
    url: `/api/tests/${id}/answer-stats`,
    payload: { answers },
    remoteAddress: `198.51.${Math.floor(visitor / 250)}.${visitor % 250}`,
  });
};
const statsOf = async (id: number) => {
  const response = await t.request({
    method: "GET",
    url: `/api/tests/${id}/answer-stats`,
    cookie: admin,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as Array<{
    key: string;
    question: string;
    correct: string;
    counts: Record<string, number>;
    total: number;
    right: number;
    flags: string[];
  }>;
};

describe("answer statistics", () => {
  it("counts each question's chosen option, unanswered too, and keeps no identifier or time finer than a day", async () => {
    const id = await createTest(t, admin, "Counted once");
    const answers: Array<AnswerLetter | null> = [...key];
    answers[1] = "A"; // wrong on the second
    answers[2] = null; // left the third
    const response = await send(id, answers);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: "Thank you: your answers were counted" });

    const stats = await statsOf(id);
    expect(stats).toHaveLength(10);
    expect(stats[0]).toMatchObject({
      question: questions[0]!.question,
      correct: "A",
      total: 1,
      right: 1,
    });
    expect(stats[0]!.counts).toEqual({ A: 1, B: 0, C: 0, D: 0, none: 0 });
    expect(stats[1]).toMatchObject({ right: 0, counts: { A: 1, B: 0 } });
    expect(stats[2]).toMatchObject({ right: 0, counts: { none: 1 } });

    const columns = await t.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'answer_counts' order by ordinal_position`,
    );
    expect(
      (columns as unknown as { rows: { column_name: string }[] }).rows.map(
        (row) => row.column_name,
      ),
    ).toEqual(["test_id", "question_key", "choice", "day", "count"]);
  });

  it("flags a question once enough answered: a distractor chosen over the key, too easy, too hard", async () => {
    const id = await createTest(t, admin, "Flagged");
    for (let n = 0; n < FLAG_MIN_ANSWERS; n++) {
      const answers: Array<AnswerLetter | null> = [...key];
      answers[0] = n < 12 ? "D" : "A"; // most choose D over the key A
      answers[1] = n < 16 ? "A" : "B"; // the key B only 4 of 20 times: no better than guessing
      expect((await send(id, answers)).statusCode).toBe(202);
    }
    const stats = await statsOf(id);
    expect(stats[0]!.flags).toEqual(["distractor"]);
    expect(stats[1]!.flags).toEqual(["distractor", "too-hard"]);
    expect(stats[2]!.flags).toEqual(["too-easy"]);
    expect(stats[2]).toMatchObject({ total: FLAG_MIN_ANSWERS, right: FLAG_MIN_ANSWERS });
  });

  it("flags a question often reported, with no answers needed; a resolved report no longer counts", async () => {
    const id = await createTest(t, admin, "Reported");
    const reportIt = (text: string) => {
      visitor += 1;
      return t.request({
        method: "POST",
        url: "/api/problem-reports",
        payload: { kind: "question", testId: id, question: text, reason: "wrong-key" },
        remoteAddress: `198.52.${Math.floor(visitor / 250)}.${visitor % 250}`,
      });
    };
    expect((await reportIt(questions[2]!.question)).statusCode).toBe(201);
    expect((await reportIt(questions[3]!.question)).statusCode).toBe(201);
    expect((await reportIt(questions[3]!.question)).statusCode).toBe(201);
    let stats = await statsOf(id);
    expect(stats[2]).toMatchObject({ reports: 1, flags: [], total: 0 });
    expect(stats[3]).toMatchObject({ reports: 2, flags: ["reported"], total: 0 });
    expect(stats[0]).toMatchObject({ reports: 0, flags: [] });

    const places = await t.request({ method: "GET", url: "/api/problem-reports", cookie: admin });
    const place = (places.json() as Array<{ id: number; shown: string }>).find(
      (row) => row.shown === questions[3]!.question,
    )!;
    await t.request({
      method: "POST",
      url: `/api/problem-reports/places/${place.id}/resolve`,
      cookie: admin,
    });
    stats = await statsOf(id);
    expect(stats[3]).toMatchObject({ reports: 0, flags: [] });
  });

  it("counts an edited question afresh, and forgets a deleted test's counts", async () => {
    const id = await createTest(t, admin, "Edited");
    await send(id, key);
    const before = (await statsOf(id)).map((question) => question.key);
    expect(before.every((questionKey) => /^[0-9a-f]{16}$/.test(questionKey))).toBe(true);
    expect(new Set(before).size).toBe(10);
    const edited = questions.map((question, at) =>
      at === 0 ? { ...question, question: `${question.question} (reworded)` } : question,
    );
    await t.request({
      method: "PATCH",
      url: `/api/tests/${id}`,
      cookie: admin,
      payload: { questions: edited },
    });
    const stats = await statsOf(id);
    expect(stats[0]).toMatchObject({ total: 0 });
    expect(stats[1]).toMatchObject({ total: 1 });
    // Each question's key (a refresh of one question names it) changes with an edit.
    expect(stats[0]!.key).not.toBe(before[0]);
    expect(stats.slice(1).map((question) => question.key)).toEqual(before.slice(1));

    await t.request({ method: "DELETE", url: `/api/tests/${id}`, cookie: admin });
    const left = await t.db.execute(
      sql`select count(*)::int as n from answer_counts where test_id = ${id}`,
    );
    expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it("refuses bad answers with a 400, a missing test with a 404, and statistics to a visitor with a 401", async () => {
    const id = await createTest(t, admin, "Refused");
    expect((await send(id, key.slice(0, 9))).statusCode).toBe(400);
    expect((await send(id, [...key.slice(0, 9), "Z"])).statusCode).toBe(400);
    expect((await send(id, [])).statusCode).toBe(400);
    expect((await send(999_999, key)).statusCode).toBe(404);
    expect(
      (await t.request({ method: "GET", url: `/api/tests/${id}/answer-stats` })).statusCode,
    ).toBe(401);
    expect((await statsOf(id)).every((question) => question.total === 0)).toBe(true);
  });
});

describe("rate limit on answer statistics", () => {
  it("gives the third from one client 429", async () => {
    const limited = await createTestApp({ FORM_MAX_PER_HOUR: "2" });
    try {
      const id = await createTest(limited, await limited.adminCookie(), "Limited");
      const post = () =>
        limited.request({
          method: "POST",
          url: `/api/tests/${id}/answer-stats`,
          payload: { answers: key },
          remoteAddress: "198.51.100.42",
        });
      expect((await post()).statusCode).toBe(202);
      expect((await post()).statusCode).toBe(202);
      expect((await post()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
