import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { chooseEncoding, createResponseCache, makeAnswer } from "../cache/response-cache.ts";
import { pageViews } from "../modules/analytics/analytics.table.ts";
import { topics } from "../modules/content/topics/topics.table.ts";
import { settings } from "../modules/settings/settings.table.ts";
import { createTestApp, type TestApp } from "../test-app.ts";

const PAGES = Array.from({ length: 5 }, (_, index) => ({
  title: `Page ${index + 1}`,
  content: `Words on page ${index + 1}. `.repeat(80),
}));

let t: TestApp;
let written: { id: number; title: string };

beforeAll(async () => {
  // A visitor here waits for a remaking as long as it takes: no test depends on the clock.
  t = await createTestApp({}, { renderBudgetMs: 600_000 });
  const cookie = await t.adminCookie();
  for (let index = 0; index < 30; index += 1) {
    await t.request({
      method: "POST",
      url: "/api/topics",
      cookie,
      payload: {
        title: `Cached topic ${index}`,
        description: "A topic that makes the list worth compressing.",
        level: "beginner",
        category: "Caching",
      },
    });
  }
  const created = await t.request({
    method: "POST",
    url: "/api/topics",
    cookie,
    payload: { title: "Read often", description: "Read.", level: "beginner", category: "Caching" },
  });
  written = created.json();
  const patched = await t.request({
    method: "PATCH",
    url: `/api/topics/${written.id}`,
    cookie,
    payload: { pages: PAGES },
  });
  expect(patched.statusCode).toBe(200);
});
afterAll(() => t.close());

/**
 * Waits until no change notification has emptied the cache for 250 ms: PostgreSQL delivers a
 * write's notification a moment after the write's answer, and one arriving mid-test would turn
 * an expected hit into a miss.
 */
async function settle(app = t) {
  const cache = app.app.responseCache!;
  for (;;) {
    const before = cache.clock();
    await new Promise((resolve) => setTimeout(resolve, 250));
    if (cache.clock() === before) return;
  }
}

const visit = (url: string, headers: Record<string, string> = {}) =>
  t.request({ method: "GET", url, headers });

async function titles(): Promise<string[]> {
  return (await visit("/api/topics")).json().map((topic: { title: string }) => topic.title);
}

describe("answers to visitors", () => {
  it("are made once and then served from memory, the same bytes in every encoding", async () => {
    await settle();
    const first = await visit("/api/topics");
    const second = await visit("/api/topics");
    expect(first.headers["x-cache"]).toBe("miss");
    expect(second.headers["x-cache"]).toBe("hit");
    expect(second.body).toBe(first.body);
    expect(second.headers["content-type"]).toBe(first.headers["content-type"]);
    expect(second.headers["cache-control"]).toBe("no-cache");

    const br = await visit("/api/topics", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("accept-encoding");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
    const gzip = await visit("/api/topics", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(first.body);
    expect(Number(gzip.headers["content-length"])).toBe(gzip.rawPayload.length);
  });

  it("turn a repeat with the same ETag into 304 without a body", async () => {
    await settle();
    const { headers } = await visit("/api/tests");
    const etag = String(headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const repeat = await visit("/api/tests", { "if-none-match": etag });
    expect(repeat.statusCode).toBe(304);
    expect(repeat.body).toBe("");
    const other = await visit("/api/tests", { "if-none-match": 'W/"something-else"' });
    expect(other.statusCode).toBe(200);
    // Emptied by a change elsewhere, the same bytes made again still match what the browser has.
    t.app.responseCache!.changed();
    const remade = await visit("/api/tests", { "if-none-match": etag });
    expect(remade.headers["x-cache"]).toBe("miss");
    expect(remade.statusCode).toBe(304);
    expect(remade.body).toBe("");
  });

  it("show an admin's change to the very next visitor", async () => {
    expect(await titles()).toContain("Cached topic 0");
    const renamed = await t.request({
      method: "PATCH",
      url: "/api/topics/1",
      cookie: await t.adminCookie(),
      payload: { title: "Renamed while cached" },
    });
    expect(renamed.statusCode).toBe(200);
    const list = await titles();
    expect(list).toContain("Renamed while cached");
    expect(list).not.toContain("Cached topic 0");
  });

  it("follow a change made in the database by anyone else, another instance or the worker", async () => {
    await settle();
    await visit("/api/topics");
    expect((await visit("/api/topics")).headers["x-cache"]).toBe("hit");
    await t.db.update(topics).set({ title: "Changed elsewhere" }).where(eq(topics.id, 2));
    await expect.poll(titles, { timeout: 1000, interval: 20 }).toContain("Changed elsewhere");
  });

  it("count every read of a topic, the cached ones too", async () => {
    await settle();
    const url = `/api/topics/${written.id}/content`;
    for (let read = 0; read < 3; read += 1) expect((await visit(url)).statusCode).toBe(200);
    expect((await visit(url)).headers["x-cache"]).toBe("hit");
    await t.app.analyticsRecorder.flush();
    const [row] = await t.db
      .select({ views: sql<number>`sum(${pageViews.views})::int` })
      .from(pageViews)
      .where(eq(pageViews.contentId, written.id));
    expect(row?.views).toBe(4);
  });

  it("are made once for visitors who ask together, the others answered meanwhile by the stale copy", async () => {
    await settle();
    t.app.responseCache!.changed();
    const list = vi.spyOn(t.app.services.topics, "listPage");
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, () => visit("/api/topics")));
      expect(list).toHaveBeenCalledTimes(1);
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
      const sources = answers.map((answer) => answer.headers["x-cache"]);
      expect(sources.filter((source) => source === "miss")).toHaveLength(1);
      expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    } finally {
      list.mockRestore();
    }
  });

  it("are made by each when they cannot be kept, after one wait", async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => visit("/api/topics/999998/content")),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(5).fill(404));
  });

  it("are answered from memory with the headers and bytes first made, with or without a cookie", async () => {
    await settle();
    t.app.responseCache!.changed();
    const br = { "accept-encoding": "br" };
    const counted = vi.spyOn(t.app.analyticsRecorder, "recordRequest");
    try {
      const miss = await visit("/api/tests", br);
      const hit = await visit("/api/tests", br);
      const withCookie = await visit("/api/tests", { ...br, cookie: "theme=dark" });
      expect([miss, hit, withCookie].map((answer) => answer.headers["x-cache"])).toEqual([
        "miss",
        "hit",
        "hit",
      ]);
      const lasting = (headers: Record<string, unknown>) => {
        const { date, "x-cache": _source, connection, "keep-alive": _alive, ...rest } = headers;
        return rest;
      };
      expect(lasting(hit.headers)).toEqual(lasting(miss.headers));
      expect(lasting(withCookie.headers)).toEqual(lasting(miss.headers));
      expect(hit.headers["x-content-type-options"]).toBe("nosniff");
      expect(hit.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(Number(hit.headers["content-length"])).toBe(hit.rawPayload.length);
      expect(hit.rawPayload.equals(miss.rawPayload)).toBe(true);
      expect(counted).toHaveBeenCalledWith("GET", "/api/tests", 200, expect.any(Number));
      // Three answers, three counts: the app's own making of the first is not a client's request.
      expect(counted).toHaveBeenCalledTimes(3);
    } finally {
      counted.mockRestore();
    }
  });

  it("are never kept when they fail", async () => {
    await visit("/api/topics/999999/content");
    const again = await visit("/api/topics/999999/content");
    expect(again.statusCode).toBe(404);
    expect(again.headers["x-cache"]).toBeUndefined();
  });

  it("are kept per address, query included", async () => {
    const all = await visit("/api/sponsors");
    const other = await visit("/api/sponsors?all=false");
    expect(all.headers["x-cache"]).toBe("miss");
    expect(other.headers["x-cache"]).toBe("miss");
  });
});

/** Holds the next making of the topic list until `open()`; `calls` counts the list's reads. */
function holdTopicList(app: TestApp) {
  const { promise: gate, resolve: open } = Promise.withResolvers<void>();
  const real = app.app.services.topics.listPage;
  const list = vi
    .spyOn(app.app.services.topics, "listPage")
    .mockImplementationOnce(async (request) => {
      await gate;
      return real(request);
    });
  return { list, open: () => open() };
}

const makingDone = (app: TestApp) =>
  vi.waitFor(() => expect(app.app.responseCache!.makings()).toBe(0), { timeout: 60_000 });

describe("an address made again after a change", () => {
  it("answers others with the stale copy while one visitor waits for the new one", async () => {
    await settle();
    await visit("/api/topics");
    await t.request({
      method: "PATCH",
      url: "/api/topics/3",
      cookie: await t.adminCookie(),
      payload: { title: "Renamed under load" },
    });
    await settle();
    const { list, open } = holdTopicList(t);
    try {
      const first = visit("/api/topics");
      await vi.waitFor(() => expect(list).toHaveBeenCalled(), { timeout: 60_000 });
      const others = await Promise.all([visit("/api/topics"), visit("/api/topics")]);
      expect(others.map((answer) => answer.headers["x-cache"])).toEqual(["stale", "stale"]);
      expect(others[0]!.body).not.toContain("Renamed under load");
      open();
      const made = await first;
      expect(made.headers["x-cache"]).toBe("miss");
      expect(made.body).toContain("Renamed under load");
      const next = await visit("/api/topics");
      expect(next.headers["x-cache"]).toBe("hit");
      expect(next.body).toBe(made.body);
      expect(list).toHaveBeenCalledTimes(1);
    } finally {
      list.mockRestore();
    }
  });

  it("is finished and kept when the visitor who started it leaves", async () => {
    await settle();
    t.app.responseCache!.changed();
    const address = await t.app.listen({ host: "127.0.0.1", port: 0 });
    const { list, open } = holdTopicList(t);
    try {
      const leaving = new AbortController();
      const gone = fetch(`${address}/api/topics`, { signal: leaving.signal }).catch(
        (error: Error) => error.name,
      );
      await vi.waitFor(() => expect(list).toHaveBeenCalled(), { timeout: 60_000 });
      leaving.abort();
      expect(await gone).toBe("AbortError");
      open();
      await makingDone(t);
      const next = await fetch(`${address}/api/topics`);
      expect(next.headers.get("x-cache")).toBe("hit");
      expect(list).toHaveBeenCalledTimes(1);
    } finally {
      list.mockRestore();
    }
  });

  it("is made anew for a visitor who comes after a change that the making under way began before", async () => {
    await settle();
    await visit("/api/topics");
    t.app.responseCache!.changed("topics");
    const { list, open } = holdTopicList(t);
    try {
      const first = visit("/api/topics");
      await vi.waitFor(() => expect(list).toHaveBeenCalled(), { timeout: 60_000 });
      const renamed = await t.request({
        method: "PATCH",
        url: "/api/topics/4",
        cookie: await t.adminCookie(),
        payload: { title: "Renamed after the making began" },
      });
      expect(renamed.statusCode).toBe(200);
      // PostgreSQL's notification of the change comes a moment later: had it come during the
      // visitor's making, it would mark that making's fresh answer stale.
      await settle();
      // The held making read the list before this change: neither it nor the copy before it
      // may answer the visitor who comes after.
      const after = await visit("/api/topics");
      expect(after.headers["x-cache"]).toBe("miss");
      expect(after.body).toContain("Renamed after the making began");
      open();
      await first;
      await makingDone(t);
      // The older making, finishing last, did not replace the newer copy.
      const next = await visit("/api/topics");
      expect(next.headers["x-cache"]).toBe("hit");
      expect(next.body).toContain("Renamed after the making began");
    } finally {
      list.mockRestore();
    }
  });

  it("leaves the stale copy in place when it fails, and is tried again by the next visitor", async () => {
    await settle();
    const before = await visit("/api/topics");
    t.app.responseCache!.changed();
    const list = vi
      .spyOn(t.app.services.topics, "listPage")
      .mockRejectedValueOnce(new Error("the database went away"));
    try {
      const during = await visit("/api/topics");
      expect(during.statusCode).toBe(200);
      expect(during.headers["x-cache"]).toBe("stale");
      expect(during.body).toBe(before.body);
      const after = await visit("/api/topics");
      expect(after.headers["x-cache"]).toBe("miss");
      expect(list).toHaveBeenCalledTimes(2);
    } finally {
      list.mockRestore();
    }
  });

  it("forgets an address that no longer exists", async () => {
    const cookie = await t.adminCookie();
    const created = await t.request({
      method: "POST",
      url: "/api/topics",
      cookie,
      payload: { title: "Soon gone", description: "Gone.", level: "beginner", category: "Caching" },
    });
    const { id } = created.json();
    await t.request({
      method: "PATCH",
      url: `/api/topics/${id}`,
      cookie,
      payload: { pages: PAGES },
    });
    await settle();
    const url = `/api/topics/${id}/content`;
    expect((await visit(url)).statusCode).toBe(200);
    expect((await visit(url)).headers["x-cache"]).toBe("hit");
    await t.request({ method: "DELETE", url: `/api/topics/${id}`, cookie });
    const gone = await visit(url);
    expect(gone.statusCode).toBe(404);
    expect(t.app.responseCache!.get(`http://localhost${url}`)).toBeUndefined();
  });

  it("waits no longer than the render budget when a stale copy can answer", async () => {
    const hasty = await createTestApp({}, { renderBudgetMs: 1 });
    try {
      const ask = () => hasty.request({ method: "GET", url: "/api/topics" });
      await ask();
      hasty.app.responseCache!.changed();
      const { list, open } = holdTopicList(hasty);
      try {
        // The making is held until after this answer: only the stale copy can give it.
        const answer = await ask();
        expect(answer.statusCode).toBe(200);
        expect(answer.headers["x-cache"]).toBe("stale");
        open();
        await makingDone(hasty);
        expect((await ask()).headers["x-cache"]).toBe("hit");
      } finally {
        list.mockRestore();
      }
    } finally {
      await hasty.close();
    }
  });
});

describe("a change to one table", () => {
  it("makes stale only the answers that read it", async () => {
    const cookie = await t.adminCookie();
    const created = await t.request({
      method: "POST",
      url: "/api/sponsors",
      cookie,
      payload: {
        name: "Table-bound sponsor",
        tier: "gold",
        website: "https://example.com",
        description: "A sponsor whose change must not touch the topic list.",
      },
    });
    expect(created.statusCode).toBe(201);
    await settle();
    for (const url of ["/api/topics", "/api/sponsors", "/api/categories"]) await visit(url);
    const renamed = await t.request({
      method: "PATCH",
      url: `/api/sponsors/${created.json().id}`,
      cookie,
      payload: { name: "Renamed sponsor" },
    });
    expect(renamed.statusCode).toBe(200);
    await settle();
    expect((await visit("/api/topics")).headers["x-cache"]).toBe("hit");
    expect((await visit("/api/categories")).headers["x-cache"]).toBe("hit");
    const sponsors = await visit("/api/sponsors");
    expect(sponsors.headers["x-cache"]).toBe("miss");
    expect(sponsors.body).toContain("Renamed sponsor");
  });

  it("of settings, which every answer reads from memory, makes every answer stale", async () => {
    await settle();
    await visit("/api/topics");
    expect((await visit("/api/topics")).headers["x-cache"]).toBe("hit");
    await t.db
      .insert(settings)
      .values({ key: "site", value: { siteName: "Stales everything" } })
      .onConflictDoUpdate({
        target: settings.key,
        set: { value: { siteName: "Stales everything" } },
      });
    await settle();
    expect((await visit("/api/topics")).headers["x-cache"]).toBe("miss");
  });
});

describe("a rendered page", () => {
  it("is made stale by a change to what it shows, and kept by any other", async () => {
    const site = await createTestApp({}, { pages: "build" });
    try {
      const cookie = await site.adminCookie();
      const post = (url: string, payload: object) =>
        site.request({ method: "POST", url, cookie, payload });
      const patch = (url: string, payload: object) =>
        site.request({ method: "PATCH", url, cookie, payload });
      const topic = (
        await post("/api/topics", {
          title: "A page kept apart",
          description: "Shown on its own page.",
          level: "beginner",
          category: "Caching",
        })
      ).json();
      expect((await patch(`/api/topics/${topic.id}`, { pages: PAGES })).statusCode).toBe(200);
      const sponsor = (
        await post("/api/sponsors", {
          name: "A sponsor of pages",
          tier: "silver",
          website: "https://example.com",
          description: "Shown on the sponsors page only.",
        })
      ).json();
      const pages = ["/topics", `/topic/${topic.id}`, "/sponsors", "/contact"];
      const sources = async () => {
        const answers = [];
        for (const url of pages) {
          const answer = await site.request({ method: "GET", url });
          expect(answer.statusCode, url).toBe(200);
          answers.push(answer);
        }
        return answers;
      };
      await settle(site);
      await sources();
      expect((await sources()).map((answer) => answer.headers["x-cache"])).toEqual(
        Array(4).fill("hit"),
      );

      expect(
        (await patch(`/api/sponsors/${sponsor.id}`, { name: "Renamed page sponsor" })).statusCode,
      ).toBe(200);
      await settle(site);
      const afterSponsor = await sources();
      expect(afterSponsor.map((answer) => answer.headers["x-cache"])).toEqual([
        "hit",
        "hit",
        "miss",
        "hit",
      ]);
      expect(afterSponsor[2]!.body).toContain("Renamed page sponsor");

      expect((await patch(`/api/topics/${topic.id}`, { title: "A page renamed" })).statusCode).toBe(
        200,
      );
      await settle(site);
      const afterTopic = await sources();
      expect(afterTopic.map((answer) => answer.headers["x-cache"])).toEqual([
        "miss",
        "miss",
        "hit",
        "hit",
      ]);
      expect(afterTopic[1]!.body).toContain("A page renamed");
    } finally {
      await site.close();
    }
  });
});

describe("another instance's settings save", () => {
  it("reaches this one's settings through the notification", async () => {
    const name = () => t.app.services.settings.site().siteName;
    expect(name()).not.toBe("Saved elsewhere");
    await t.db
      .insert(settings)
      .values({ key: "site", value: { siteName: "Saved elsewhere" } })
      .onConflictDoUpdate({
        target: settings.key,
        set: { value: { siteName: "Saved elsewhere" } },
      });
    await expect.poll(name, { timeout: 1000, interval: 20 }).toBe("Saved elsewhere");
  });
});

describe("a logged-in user", () => {
  it("is answered fresh and never from or into the cache", async () => {
    const cookie = await t.adminCookie();
    await visit("/api/categories");
    const answer = await t.request({ method: "GET", url: "/api/categories", cookie });
    expect(answer.headers["x-cache"]).toBeUndefined();
    expect(answer.headers["cache-control"]).toBe("no-store");
    const admin = await t.request({ method: "GET", url: "/api/sponsors?all=true", cookie });
    expect(admin.statusCode).toBe(200);
    const visitor = await visit("/api/sponsors?all=true");
    expect(visitor.statusCode).toBe(401);
  });
});

describe("the cache itself", () => {
  it("keeps an answer begun before a change as stale, and never over a later one", async () => {
    const cache = createResponseCache();
    const old = await makeAnswer({}, Buffer.from("old"), []);
    const began = cache.clock();
    cache.changed("topics");
    cache.set("/late", old, began, ["topics"]);
    expect(cache.get("/late")).toEqual({ answer: old, fresh: false });
    const current = await makeAnswer({}, Buffer.from("new"), []);
    cache.set("/late", current, cache.clock(), ["topics"]);
    cache.set("/late", old, began, ["topics"]);
    expect(cache.get("/late")).toEqual({ answer: current, fresh: true });
    cache.changed();
    expect(cache.get("/late")?.fresh).toBe(false);
    cache.forget("/late");
    expect(cache.get("/late")).toBeUndefined();
  });

  it("stays within its byte budget, dropping the least recently used", async () => {
    const cache = createResponseCache({ maxBytes: 64 * 1024 });
    for (let index = 0; index < 20; index += 1) {
      const body = Buffer.from(`${index}`.repeat(8 * 1024));
      cache.set(`/${index}`, await makeAnswer({}, body, []), 0, []);
    }
    expect(cache.stats().bytes).toBeLessThanOrEqual(64 * 1024);
    expect(cache.get("/19")).toBeDefined();
    expect(cache.get("/0")).toBeUndefined();
  });

  it("answers in the encoding the client prefers and accepts", () => {
    expect(chooseEncoding("gzip, deflate, br")).toBe("br");
    expect(chooseEncoding("gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("br;q=0, *;q=0")).toBe("identity");
    expect(chooseEncoding(undefined)).toBe("identity");
    expect(chooseEncoding("deflate")).toBe("identity");
  });
});
