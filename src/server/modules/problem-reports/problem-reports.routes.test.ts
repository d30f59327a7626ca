import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test-app.ts";
import { validPages, validQuestions } from "../../test-fixtures.ts";
import { problemReports, reportedPlaces } from "./problem-reports.table.ts";

// Report a problem (issue 19, ADR 032): a reader reports a lesson page or an answered question;
// the owner reads the reports grouped by place, with what the place holds now, and resolves them.

let t: TestApp;
let admin: string;
let topicId: number;
let testId: number;
const pages = validPages("Reported");
const questions = validQuestions(10, "Reported");

// Each report from an address of its own, so the forms' hourly limit is not what is tested.
let visitor = 0;
const report = (payload: unknown, app: TestApp = t, address?: string) => {
  visitor += 1;
  return app.request({
    method: "POST",
    url: "/api/problem-reports",
    payload: payload as object,
    remoteAddress: address ?? `203.0.${Math.floor(visitor / 250)}.${visitor % 250}`,
  });
};
const list = async (query = "") => {
  const response = await t.request({
    method: "GET",
    url: `/api/problem-reports${query}`,
    cookie: admin,
  });
  expect(response.statusCode).toBe(200);
  return response;
};

async function arrange(app: TestApp, cookie: string) {
  const topic = await app.request({
    method: "POST",
    url: "/api/topics",
    cookie,
    payload: {
      title: "Reported topic",
      description: "A topic",
      category: "Quiz",
      level: "beginner",
    },
  });
  const topicId = topic.json().id as number;
  await app.request({
    method: "PATCH",
    url: `/api/topics/${topicId}`,
    cookie,
    payload: { pages },
  });
  const test = await app.request({
    method: "POST",
    url: "/api/tests",
    cookie,
    payload: { title: "Reported test", description: "A test", category: "Quiz" },
  });
  const testId = test.json().id as number;
  await app.request({
    method: "PATCH",
    url: `/api/tests/${testId}`,
    cookie,
    payload: { questions },
  });
  return { topicId, testId };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminCookie();
  ({ topicId, testId } = await arrange(t, admin));
});
afterAll(() => t.close());

const lesson = (extra: object = {}) => ({
  kind: "lesson",
  topicId,
  page: 2,
  reason: "wrong",
  ...extra,
});
const question = (extra: object = {}) => ({
  kind: "question",
  testId,
  question: questions[3]!.question,
  reason: "wrong-key",
  ...extra,
});

describe("POST /api/problem-reports", () => {
  it("keeps a lesson page's report with its place, the quote and the optional email", async () => {
    const response = await report(
      lesson({ quote: "  the sentence  ", details: "The date is 1956.", email: "a@example.org" }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: "Thank you: your report was sent" });
    const [place] = (await list()).json();
    expect(place).toMatchObject({
      kind: "lesson",
      contentId: topicId,
      contentTitle: "Reported topic",
      page: 2,
      pageTitle: pages[1]!.title,
      shown: pages[1]!.title,
      openReports: 1,
      totalReports: 1,
      question: null,
    });
    expect(place.reports[0]).toMatchObject({
      reason: "wrong",
      details: "The date is 1956.",
      email: "a@example.org",
      quote: "the sentence",
      status: "open",
      resolvedAt: null,
    });
  });

  it("groups a question's reports by the question, found by its text as shown, with the question as it is now", async () => {
    expect((await report(question())).statusCode).toBe(201);
    expect((await report(question({ reason: "several-right", details: "B too" }))).statusCode).toBe(
      201,
    );
    const places = (await list()).json() as Array<Record<string, unknown>>;
    const place = places.find((row) => row.kind === "question")!;
    expect(places[0]).toBe(place); // reported last, listed first
    expect(place).toMatchObject({
      contentId: testId,
      contentTitle: "Reported test",
      shown: questions[3]!.question,
      openReports: 2,
      totalReports: 2,
      question: {
        number: 4,
        question: questions[3]!.question,
        options: questions[3]!.options,
        correct: questions[3]!.correct_answer,
      },
    });
    expect((place.reports as Array<{ reason: string }>).map((row) => row.reason)).toEqual([
      "several-right",
      "wrong-key",
    ]);
    expect(place.questionKey).toMatch(/^[0-9a-f]{16}$/);
  });

  it("keeps a report of a question edited since under its text, with no question now", async () => {
    expect(
      (await report(question({ question: "A question the test no longer has?" }))).statusCode,
    ).toBe(201);
    const [place] = (await list()).json();
    expect(place).toMatchObject({
      shown: "A question the test no longer has?",
      questionKey: null,
      question: null,
      contentTitle: "Reported test",
    });
  });

  it.each([
    ["no kind", { topicId: 1, page: 1, reason: "wrong" }, "kind"],
    ["a page of 0", { kind: "lesson", topicId: 1, page: 0, reason: "wrong" }, "page"],
    [
      "a question's reason for a page",
      { kind: "lesson", topicId: 1, page: 1, reason: "wrong-key" },
      "reason",
    ],
    [
      "a bad email",
      { kind: "lesson", topicId: 1, page: 1, reason: "wrong", email: "not-an-address" },
      "email",
    ],
    [
      "too long details",
      { kind: "lesson", topicId: 1, page: 1, reason: "wrong", details: "x".repeat(1001) },
      "details",
    ],
    [
      "an empty question",
      { kind: "question", testId: 1, question: " ", reason: "typo" },
      "question",
    ],
    ["a text id", { kind: "question", testId: "1", question: "Q?", reason: "typo" }, "testId"],
  ])("refuses %s with 400 and a field error, storing nothing", async (_name, payload, field) => {
    const before = await t.db.select().from(problemReports);
    const response = await report(payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields ?? {})).toContain(field);
    expect(await t.db.select().from(problemReports)).toHaveLength(before.length);
  });

  it("refuses an unknown field, and a body that is not JSON, with 400", async () => {
    expect((await report(lesson({ ip: "1.2.3.4" }))).statusCode).toBe(400);
    const raw = await t.request({
      method: "POST",
      url: "/api/problem-reports",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(raw.statusCode).toBe(400);
  });

  it("answers 404 for a page the lesson does not have, a topic or test that is not there, and stores nothing", async () => {
    const before = await t.db.select().from(reportedPlaces);
    for (const payload of [
      lesson({ page: pages.length + 1 }),
      lesson({ topicId: 999_999 }),
      question({ testId: 999_999 }),
    ]) {
      const response = await report(payload);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toMatch(/not found$/);
    }
    expect(await t.db.select().from(reportedPlaces)).toHaveLength(before.length);
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const before = await t.db.select().from(problemReports);
    const response = await report(lesson({ nickname: "bot" }));
    expect(response.statusCode).toBe(201);
    expect(await t.db.select().from(problemReports)).toHaveLength(before.length);
  });

  it("is rate limited like the other forms: 429 with Retry-After, another reader still heard", async () => {
    const limited = await createTestApp({ FORM_MAX_PER_HOUR: "2" });
    try {
      const cookie = await limited.adminCookie();
      const ids = await arrange(limited, cookie);
      const body = { kind: "lesson", topicId: ids.topicId, page: 1, reason: "typo" };
      for (let i = 0; i < 2; i++) {
        expect((await report(body, limited, "198.51.100.60")).statusCode).toBe(201);
      }
      const blocked = await report(body, limited, "198.51.100.60");
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
      expect(blocked.json().error).toMatch(/^Too many requests/);
      expect((await report(body, limited, "198.51.100.61")).statusCode).toBe(201);
      expect(await limited.db.select().from(problemReports)).toHaveLength(3);
    } finally {
      await limited.close();
    }
  });
});

describe("the owner's reports (admin)", () => {
  it("are the admin's only", async () => {
    await t.expectAdminOnly({ method: "GET", url: "/api/problem-reports" });
    await t.expectAdminOnly({ method: "GET", url: "/api/problem-reports/counts" });
    await t.expectAdminOnly({ method: "POST", url: "/api/problem-reports/places/1/resolve" });
    await t.expectAdminOnly({ method: "DELETE", url: "/api/problem-reports/1" });
  });

  it("resolving a place marks its reports done and moves it to the done list; a new report opens it again", async () => {
    const [place] = (await list()).json();
    const countsBefore = (
      await t.request({ method: "GET", url: "/api/problem-reports/counts", cookie: admin })
    ).json();
    const resolved = await t.request({
      method: "POST",
      url: `/api/problem-reports/places/${place.id}/resolve`,
      cookie: admin,
    });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toEqual({ resolved: place.openReports });
    expect((await list()).json().map((row: { id: number }) => row.id)).not.toContain(place.id);
    const done = (await list("?status=done")).json();
    expect(done[0]).toMatchObject({ id: place.id, openReports: 0 });
    expect(done[0].reports.every((row: { status: string }) => row.status === "done")).toBe(true);
    expect(done[0].reports[0].resolvedAt).not.toBeNull();
    const countsAfter = (
      await t.request({ method: "GET", url: "/api/problem-reports/counts", cookie: admin })
    ).json();
    expect(countsAfter).toEqual({ open: countsBefore.open - 1, done: countsBefore.done + 1 });

    const again = await t.request({
      method: "POST",
      url: `/api/problem-reports/places/${place.id}/resolve`,
      cookie: admin,
    });
    expect(again.statusCode).toBe(409);

    expect((await report(question({ question: place.shown, reason: "typo" }))).statusCode).toBe(
      201,
    );
    const [reopened] = (await list()).json();
    expect(reopened).toMatchObject({
      id: place.id,
      openReports: 1,
      totalReports: place.totalReports + 1,
    });
  });

  it("pages the places reported last first, with X-Total-Count and a next link", async () => {
    const total = Number((await list()).headers["x-total-count"]);
    expect(total).toBeGreaterThanOrEqual(2);
    const first = await list("?limit=1");
    expect(first.json()).toHaveLength(1);
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))![1]!;
    const second = await t.request({ method: "GET", url: next, cookie: admin });
    expect(second.json()).toHaveLength(1);
    expect(second.json()[0].id).not.toBe(first.json()[0].id);
    expect(
      (await t.request({ method: "GET", url: "/api/problem-reports?status=all", cookie: admin }))
        .statusCode,
    ).toBe(400);
  });

  it("deleting a place's last report deletes the place; 404 for a report not there", async () => {
    expect((await report(lesson({ page: 5, reason: "typo" }))).statusCode).toBe(201);
    const [place] = (await list()).json();
    expect(place.page).toBe(5);
    const deleted = await t.request({
      method: "DELETE",
      url: `/api/problem-reports/${place.reports[0].id}`,
      cookie: admin,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await list()).json().map((row: { id: number }) => row.id)).not.toContain(place.id);
    const missing = await t.request({
      method: "DELETE",
      url: `/api/problem-reports/${place.reports[0].id}`,
      cookie: admin,
    });
    expect(missing.statusCode).toBe(404);
  });

  it("a deleted topic's or test's reports go with it", async () => {
    const cookie = admin;
    const ids = await arrange(t, cookie);
    expect(
      (await report({ kind: "lesson", topicId: ids.topicId, page: 1, reason: "typo" })).statusCode,
    ).toBe(201);
    expect(
      (
        await report({
          kind: "question",
          testId: ids.testId,
          question: questions[0]!.question,
          reason: "typo",
        })
      ).statusCode,
    ).toBe(201);
    const before = await t.db.select().from(reportedPlaces);
    await t.request({ method: "DELETE", url: `/api/topics/${ids.topicId}`, cookie });
    await t.request({ method: "DELETE", url: `/api/tests/${ids.testId}`, cookie });
    const after = await t.db.select().from(reportedPlaces);
    expect(after).toHaveLength(before.length - 2);
  });
});
