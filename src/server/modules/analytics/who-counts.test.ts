import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type ContentType, OFFLINE_SAVE_HEADER } from "../../../shared/constants.ts";
import { createTestApp, type TestApp } from "../../test-app.ts";
import { validPages, validQuestions } from "../../test-fixtures.ts";
import { ensureBuild } from "../../test-server.ts";
import { pageViews } from "./analytics.table.ts";

// Who counts (who-counts.ts), through pages and the API alike: a visitor's read counts, cached
// or not; an admin's does not, nor a HEAD, nor a save for offline, nor the cache's own making
// of the page.

let t: TestApp;
let admin: string;
let origin: string;
beforeAll(async () => {
  ensureBuild();
  t = await createTestApp({}, { pages: "build" });
  admin = await t.adminCookie();
  origin = await t.app.listen({ host: "127.0.0.1", port: 0 });
}, 120_000);
afterAll(() => t.close());

async function create(kind: ContentType) {
  const request = (method: "POST" | "PATCH", url: string, payload: object) =>
    t.request({ method, url, cookie: admin, payload });
  const fields = {
    title: `Counted ${kind}`,
    description: "Read by visitors.",
    category: "Counting",
  };
  const created = await request("POST", `/api/${kind}s`, { ...fields, level: "beginner" });
  expect(created.statusCode, created.body).toBe(201);
  const { id } = created.json() as { id: number };
  const content =
    kind === "topic" ? { pages: validPages("Counted") } : { questions: validQuestions() };
  expect((await request("PATCH", `/api/${kind}s/${id}`, content)).statusCode).toBe(200);
  return id;
}

async function views(kind: ContentType, id: number) {
  await t.app.analyticsRecorder.flush();
  const [row] = await t.db
    .select({ views: sql<number>`coalesce(sum(${pageViews.views}), 0)::int` })
    .from(pageViews)
    .where(and(eq(pageViews.contentType, kind), eq(pageViews.contentId, id)));
  return row!.views;
}

it("counts a visitor's reads of pages and content, not an admin's and not a HEAD", async () => {
  const topic = await create("topic");
  const test = await create("test");
  for (const [kind, id] of [
    ["topic", topic],
    ["test", test],
  ] as const) {
    const addresses = [`/${kind}/${id}`, `/api/${kind}s/${id}/content`];
    for (const url of addresses) {
      // The first visitor's read makes the cached answer, the second is served it: two views.
      for (let visit = 0; visit < 2; visit += 1) {
        expect((await t.request({ method: "GET", url })).statusCode).toBe(200);
      }
      expect((await t.request({ method: "GET", url, cookie: admin })).statusCode).toBe(200);
      const head = await fetch(`${origin}${url}`, { method: "HEAD" });
      expect(head.status).toBe(200);
      // Saving a lesson for offline fetches it, cached or not; that is not a read.
      for (let save = 0; save < 2; save += 1) {
        const saved = await fetch(`${origin}${url}`, { headers: { [OFFLINE_SAVE_HEADER]: "1" } });
        expect(saved.status).toBe(200);
      }
    }
    expect(await views(kind, id)).toBe(4);
  }
});
