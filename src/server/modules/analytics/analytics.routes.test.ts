import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test-app.ts";
import { validPages, validQuestions } from "../../test-fixtures.ts";
import { apiMetrics, pageViews } from "./analytics.table.ts";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminCookie();
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const utcDay = (offsetDays = 0) =>
  new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

let counter = 0;
async function create(app: TestApp, kind: "topic" | "test", withContent: boolean) {
  counter += 1;
  const cookie = await app.adminCookie();
  const payload = { title: `${kind} ${counter}`, description: "D", category: "Analytics" };
  const created = await app.request({ method: "POST", url: `/api/${kind}s`, payload, cookie });
  const id: number = created.json().id;
  if (withContent) {
    const content =
      kind === "topic" ? { pages: validPages(payload.title) } : { questions: validQuestions() };
    const written = await app.request({
      method: "PATCH",
      url: `/api/${kind}s/${id}`,
      payload: content,
      cookie,
    });
    expect(written.statusCode).toBe(200);
  }
  return { id, title: payload.title };
}

const read = (app: TestApp, kind: "topic" | "test", id: number | string) =>
  app.request({ method: "GET", url: `/api/${kind}s/${id}/content` });
async function pageViewSummary() {
  const response = await t.request({
    method: "GET",
    url: "/api/analytics/page-views",
    cookie: admin,
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe("GET /api/analytics/page-views", () => {
  it("counts each serving of topic or test content that has pages or questions", async () => {
    const topic = await create(t, "topic", true);
    const emptyTopic = await create(t, "topic", false);
    const test = await create(t, "test", true);
    const emptyTest = await create(t, "test", false);
    const before = await pageViewSummary();

    for (let i = 0; i < 3; i++) expect((await read(t, "topic", topic.id)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await read(t, "test", test.id)).statusCode).toBe(200);
    await read(t, "topic", emptyTopic.id);
    await read(t, "test", emptyTest.id);
    expect((await read(t, "topic", 987654)).statusCode).toBe(404);

    const after = await pageViewSummary();
    expect(after.topicViews - before.topicViews).toBe(3);
    expect(after.testViews - before.testViews).toBe(2);
    expect(after.total - before.total).toBe(5);
    expect(after.allTime.total - before.allTime.total).toBe(5);
    expect(after.perDay.at(-1).topic - before.perDay.at(-1).topic).toBe(3);
    expect(after.perDay.at(-1).test - before.perDay.at(-1).test).toBe(2);
    expect(after.topContent).toEqual(
      expect.arrayContaining([
        { contentType: "topic", contentId: topic.id, title: topic.title, views: 3 },
        { contentType: "test", contentId: test.id, title: test.title, views: 2 },
      ]),
    );
    const listed = after.topContent.map((row: { contentId: number }) => row.contentId);
    expect(listed).not.toContain(emptyTopic.id);
    expect(listed).not.toContain(emptyTest.id);
  });

  it("does not count an admin reading content; a visitor or a logged-in member counts", async () => {
    const topic = await create(t, "topic", true);
    const test = await create(t, "test", true);
    const before = await pageViewSummary();
    for (const kind of ["topic", "test"] as const) {
      const id = kind === "topic" ? topic.id : test.id;
      const url = `/api/${kind}s/${id}/content`;
      const asAdmin = await t.request({ method: "GET", url, cookie: admin });
      expect(asAdmin.statusCode).toBe(200);
      await t.request({ method: "GET", url, cookie: await t.memberCookie() });
      await t.request({ method: "GET", url });
    }
    const after = await pageViewSummary();
    expect(after.topicViews - before.topicViews).toBe(2);
    expect(after.testViews - before.testViews).toBe(2);
  });

  it("has 30 consecutive UTC days ending today, and older views only in allTime", async () => {
    const topic = await create(t, "topic", true);
    const before = await pageViewSummary();
    await t.db.insert(pageViews).values([
      { day: utcDay(-29), contentType: "topic", contentId: topic.id, views: 7 },
      { day: utcDay(-30), contentType: "topic", contentId: topic.id, views: 11 },
    ]);
    const after = await pageViewSummary();
    expect(after.windowDays).toBe(30);
    expect(after.perDay).toHaveLength(30);
    expect(after.perDay.at(-1).day).toBe(utcDay());
    expect(after.perDay[0]).toEqual({
      day: utcDay(-29),
      topic: before.perDay[0].topic + 7,
      test: 0,
    });
    after.perDay.forEach((entry: { day: string }, index: number) => {
      expect(entry.day).toBe(utcDay(index - 29));
    });
    expect(after.topicViews - before.topicViews).toBe(7);
    expect(after.allTime.topicViews - before.allTime.topicViews).toBe(18);
  });
});

describe("GET /api/analytics/api-metrics", () => {
  it("reports totals, average time and rates by route pattern after 2xx, 4xx answers", async () => {
    const local = await createTestApp();
    try {
      await local.adminCookie(); // POST /api/login: 200
      const topic = await create(local, "topic", true); // POST 201, PATCH 200
      for (let i = 0; i < 3; i++) await read(local, "topic", topic.id); // 3 × 200
      await read(local, "topic", 987654); // 404
      await read(local, "topic", 987655); // 404
      await read(local, "topic", "abc"); // 400
      await local.request({ method: "GET", url: "/api/nowhere/123?email=me@example.com" }); // 404

      const response = await local.request({
        method: "GET",
        url: "/api/analytics/api-metrics",
        cookie: await local.adminCookie(),
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        windowDays: 30,
        totalRequests: 10,
        successRate: 0.6,
        errorRate: 0.4,
        clientErrorRate: 0.4,
        serverErrorRate: 0,
      });
      expect(body.perDay).toHaveLength(30);
      expect(body.perDay.at(-1)).toMatchObject({ day: utcDay(), requests: 10, errors: 4 });
      expect(body.perDay.at(-1).averageResponseMs).toBe(body.averageResponseMs);

      const rows = (await local.db.select().from(apiMetrics)).filter(
        (row) => row.route !== "/api/analytics/api-metrics",
      );
      const count = rows.reduce((sum, row) => sum + row.count, 0);
      const totalMs = rows.reduce((sum, row) => sum + row.totalMs, 0);
      expect(count).toBe(10);
      expect(body.averageResponseMs).toBe(Math.round((totalMs / count) * 10) / 10);

      const content = rows.filter((row) => row.route === "/api/topics/:id/content");
      expect(content.map((row) => [row.statusCode, row.count]).sort()).toEqual([
        [200, 3],
        [400, 1],
        [404, 2],
      ]);
      const routes = rows.map((row) => row.route);
      expect(routes).toContain("(unmatched)");
      for (const route of routes) {
        expect(route).not.toMatch(/\d|abc|nowhere|email|\?/);
      }
      expect(body.slowestRoutes).toContainEqual(
        expect.objectContaining({ method: "GET", route: "/api/topics/:id/content", requests: 6 }),
      );
    } finally {
      await local.close();
    }
  });
});

describe("privacy", () => {
  it("stores no IP address, user agent or session in any analytics row", async () => {
    const topic = await create(t, "topic", true);
    const headers = { "user-agent": "SpyBrowser/9.9", "x-forwarded-for": "198.51.100.77" };
    await t.request({
      method: "GET",
      url: `/api/topics/${topic.id}/content`,
      headers,
      remoteAddress: "203.0.113.77",
    });
    await t.request({
      method: "GET",
      url: "/api/topics/987654/content",
      headers,
      remoteAddress: "203.0.113.77",
    });
    await pageViewSummary(); // writes what was gathered

    const stored = JSON.stringify([
      await t.db.select().from(apiMetrics),
      await t.db.select().from(pageViews),
    ]);
    expect(stored).toContain(`"contentId":${topic.id}`);
    for (const secret of [
      "127.0.0.1",
      "203.0.113.77",
      "198.51.100.77",
      "SpyBrowser",
      "lightMyRequest",
      admin.slice(4),
    ]) {
      expect(stored).not.toContain(secret);
    }
    const columns = await t.db.execute(
      sql`select table_name, column_name from information_schema.columns
          where table_name in ('api_metrics', 'page_views') order by table_name, column_name`,
    );
    const rows = (columns as unknown as { rows: Array<Record<string, string>> }).rows;
    expect(rows.map((row) => `${row.table_name}.${row.column_name}`)).toEqual([
      "api_metrics.count",
      "api_metrics.created_at",
      "api_metrics.hour",
      "api_metrics.max_ms",
      "api_metrics.method",
      "api_metrics.route",
      "api_metrics.status_code",
      "api_metrics.total_ms",
      "api_metrics.updated_at",
      "page_views.content_id",
      "page_views.content_type",
      "page_views.created_at",
      "page_views.day",
      "page_views.updated_at",
      "page_views.views",
    ]);
  });
});

describe("admin routes", () => {
  it.each(["/api/analytics/page-views", "/api/analytics/api-metrics"])(
    "GET %s: 401 anonymous, 403 member, 200 uncached for the admin",
    async (url) => {
      await t.expectAdminOnly({ method: "GET", url });
      const allowed = await t.request({ method: "GET", url, cookie: admin });
      expect(allowed.statusCode).toBe(200);
      expect(allowed.headers["cache-control"]).toBe("no-store");
    },
  );
});
