import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SEARCH } from "../../../../shared/constants.ts";
import { buildApp } from "../../../app.ts";
import { createTestDatabase } from "../../../db/test-database.ts";
import { readEnv } from "../../../env.ts";
import { loggerOptions } from "../../../plugins/logger.ts";
import { createTestApp, type TestApp } from "../../../test-app.ts";
import { validPages } from "../../../test-fixtures.ts";

// GET /api/search (ADR 025): a page of results as the other lists give them (ADR 019), a
// clear 400 for what cannot be searched, cached like every public answer and made stale by a
// change to the content it read.

let t: TestApp;
let lessons: number[];
beforeAll(async () => {
  t = await createTestApp();
  lessons = [];
  for (let n = 1; n <= 3; n += 1) {
    const pages = validPages(`Lesson ${n}`);
    pages[1] = { ...pages[1]!, content: `${pages[1]!.content}\n\nThe zephyrine idea, part ${n}.` };
    const topic = await t.app.services.topics.create({
      title: `Zephyrine lesson ${n}`,
      description: "A lesson for the search's API.",
      level: "beginner",
      category: "Search",
      pages,
    });
    lessons.push(topic.id);
  }
});
afterAll(() => t.close());

const get = (url: string) => t.request({ method: "GET", url });

/**
 * Waits until no change has made kept answers stale for 250 ms: PostgreSQL delivers a write's
 * notification a moment after the write's answer (as response-cache.test.ts waits).
 */
async function settle() {
  const cache = t.app.responseCache!;
  for (;;) {
    const before = cache.clock();
    await new Promise((resolve) => setTimeout(resolve, 250));
    if (cache.clock() === before) return;
  }
}

describe("GET /api/search", () => {
  it("answers a page of results with the total and a link to the next page", async () => {
    const first = await get("/api/search?q=zephyrine&limit=2");
    expect(first.statusCode).toBe(200);
    expect(first.headers["x-total-count"]).toBe("3");
    expect(first.headers.link).toBe('</api/search?q=zephyrine&limit=2&cursor=2>; rel="next"');
    const hits = first.json();
    expect(hits).toHaveLength(2);
    expect(hits[0]).toMatchObject({
      kind: "topic",
      title: expect.stringMatching(/^Zephyrine lesson/),
      page: { number: 2, of: 5 },
      path: expect.stringMatching(/^\/topic\/\d+\?page=2$/),
      otherPages: [],
    });
    expect(hits[0].snippet.some((part: { mark: boolean }) => part.mark)).toBe(true);

    const last = await get("/api/search?q=zephyrine&limit=2&cursor=2");
    expect(last.statusCode).toBe(200);
    expect(last.headers.link).toBeUndefined();
    const all = [...hits, ...last.json()].map((hit: { id: number }) => hit.id).sort();
    expect(all).toEqual([...lessons].sort());
  });

  it("gives SEARCH.perPage results when no limit is named", async () => {
    const response = await get("/api/search?q=lesson");
    expect(response.statusCode).toBe(200);
    expect(response.json().length).toBeLessThanOrEqual(SEARCH.perPage);
  });

  it("refuses what cannot be searched with a 400 that names the parameter", async () => {
    const long = "a".repeat(SEARCH.queryMax + 1);
    const cases: [string, string][] = [
      ["/api/search", "q"],
      ["/api/search?q=", "q"],
      ["/api/search?q=%20%20", "q"],
      [`/api/search?q=${long}`, "q"],
      ["/api/search?q=ok&limit=0", "limit"],
      [`/api/search?q=ok&limit=${SEARCH.apiMax + 1}`, "limit"],
      ["/api/search?q=ok&limit=ten", "limit"],
      ["/api/search?q=ok&cursor=-1", "cursor"],
      ["/api/search?q=ok&cursor=1e3", "cursor"],
      ["/api/search?q=ok&page=2", "page"],
      ["/api/search?q=a%00b", "q"],
    ];
    for (const [url, field] of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().fields, url).toHaveProperty(field);
    }
    expect((await get(`/api/search?q=${"a".repeat(SEARCH.queryMax)}`)).statusCode).toBe(200);
  });

  it("answers words that make no query, and quotes and minus signs, without an error", async () => {
    for (const q of ["!!!", '"', "-", "-zephyrine", '"unclosed quote', "or", "&|!():*<->"]) {
      const response = await get(`/api/search?q=${encodeURIComponent(q)}`);
      expect(response.statusCode, q).toBe(200);
    }
    expect((await get("/api/search?q=-zephyrine")).json()).toEqual([]);
  });

  it("is kept by the cache and answered anew once the content it read changes", async () => {
    const url = "/api/search?q=quillstone";
    await settle();
    expect((await get(url)).json()).toEqual([]);
    expect((await get(url)).headers["x-cache"]).toBe("hit");
    const cookie = await t.adminCookie();
    const renamed = await t.request({
      method: "PATCH",
      url: `/api/topics/${lessons[0]}`,
      cookie,
      payload: { title: "Quillstone lesson" },
    });
    expect(renamed.statusCode).toBe(200);
    await settle();
    const after = await get(url);
    expect(after.headers["x-cache"]).toBe("miss");
    expect(after.json().map((hit: { id: number }) => hit.id)).toEqual([lessons[0]]);
  });

  it("is never counted in the API's analytics, hit or miss", async () => {
    const counted = vi.spyOn(t.app.analyticsRecorder, "recordRequest");
    try {
      await get("/api/search?q=uncounted");
      await get("/api/search?q=uncounted");
      await get("/api/search?q=");
      expect(counted).not.toHaveBeenCalled();
      await get("/api/topics");
      expect(counted).toHaveBeenCalledWith("GET", "/api/topics", 200, expect.any(Number));
    } finally {
      counted.mockRestore();
    }
  });

  it("is described in the OpenAPI document", async () => {
    const docs = (await get("/api/docs/json")).json();
    expect(docs.paths["/api/search"].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(["q", "limit", "cursor"]),
    );
  });
});

describe("the request log", () => {
  it("holds the address of a search without the words searched for", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const database = await createTestDatabase();
    const app = await buildApp({
      database,
      env: readEnv({ NODE_ENV: "test", SEED_CATALOG: "false" }),
      logger: { ...(loggerOptions("info") as object), stream },
    });
    try {
      for (const url of [
        "/api/search?q=Private%20Matter&limit=5",
        "/api/search?%71=Encoded%20Secret",
        "/api/topics?q=Listed%20Secret",
      ]) {
        expect((await app.inject({ method: "GET", url })).statusCode, url).toBe(200);
      }
    } finally {
      await app.close();
    }
    const log = lines.join("");
    expect(log).toContain("/api/search?q=[typed text]&limit=5");
    expect(log).toContain("/api/topics?q=[typed text]");
    for (const secret of ["Private", "Matter", "Encoded", "Secret"]) {
      expect(log).not.toContain(secret);
    }
  });
});
