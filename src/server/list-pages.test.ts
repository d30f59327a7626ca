import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIMITS, LIST_PAGE } from "../shared/constants.ts";
import { SEARCH_COUNT_MAX } from "./db/paging.ts";
import { contactMessages } from "./modules/contact-messages/contact-messages.table.ts";
import { tests } from "./modules/content/tests/tests.table.ts";
import { topics } from "./modules/content/topics/topics.table.ts";
import { sponsorInquiries } from "./modules/sponsor-inquiries/sponsor-inquiries.table.ts";
import { sponsors } from "./modules/sponsors/sponsors.table.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

// Every list the API gives comes a page at a time (ADR 019): a small default page, a cursor to
// the next, the total in a header, and search and filters over the whole list, server-side.

let t: TestApp;
let admin: string;
const TOPICS = 130;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminCookie();
  for (const category of ["Vision", "Speech"]) {
    await t.request({
      method: "POST",
      url: "/api/categories",
      cookie: admin,
      payload: { name: category, description: `${category} topics` },
    });
  }
  await t.db.insert(topics).values(
    Array.from({ length: TOPICS }, (_, i) => ({
      title: i === 7 ? "Rates of 100%_off" : `Topic ${i + 1}`,
      description: i % 10 === 0 ? "About convolution" : "Something else",
      level: i % 3 === 0 ? "advanced" : "beginner",
      category: i % 2 === 0 ? "Vision" : "Speech",
      pageCount: i % 4 === 0 ? 5 : 0,
    })),
  );
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) =>
  t.request({ method: "GET", url, ...(cookie ? { cookie } : {}) });

/** Follows Link from `url` to the last page; every page's rows and the headers of the first. */
async function walk(url: string, cookie?: string) {
  const pages: Array<Array<Record<string, unknown>>> = [];
  let next: string | null = url;
  let total: string | undefined;
  while (next) {
    const response = await get(next, cookie);
    expect(response.statusCode).toBe(200);
    total ??= response.headers["x-total-count"] as string;
    pages.push(response.json());
    next = String(response.headers.link ?? "").match(/<([^>]+)>; rel="next"/)?.[1] ?? null;
  }
  return { pages, rows: pages.flat(), total: Number(total) };
}

describe("GET /api/topics, a page at a time", () => {
  it("gives a small first page, the total, and a Link that walks the whole list once, in order", async () => {
    const first = await get("/api/topics");
    expect(first.json()).toHaveLength(LIST_PAGE.size);
    expect(first.headers["x-total-count"]).toBe(String(TOPICS));
    expect(first.headers.link).toMatch(/^<\/api\/topics\?cursor=\d+>; rel="next"$/);

    const { pages, rows } = await walk("/api/topics?limit=60");
    expect(pages.map((page) => page.length)).toEqual([60, 60, 10]);
    const ids = rows.map((row) => row.id as number);
    expect(new Set(ids).size).toBe(TOPICS);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it("pages newest first when asked", async () => {
    const { rows } = await walk("/api/topics?order=newest&limit=70");
    const ids = rows.map((row) => row.id as number);
    expect(ids).toHaveLength(TOPICS);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await get("/api/topics?order=random")).statusCode).toBe(400);
  });

  it("searches and filters the whole list on the server, keeping the filters in the next page's address", async () => {
    const convolution = await walk("/api/topics?q=CONVOLUTION&limit=5");
    expect(convolution.total).toBe(13);
    expect(convolution.rows).toHaveLength(13);
    expect(convolution.rows.every((row) => row.description === "About convolution")).toBe(true);

    const visionAdvanced = await walk("/api/topics?category=Vision&level=advanced&limit=7");
    expect(visionAdvanced.rows.length).toBe(visionAdvanced.total);
    expect(visionAdvanced.total).toBe(22); // i even and a multiple of 3: i = 0, 6, …, 126
    for (const row of visionAdvanced.rows)
      expect(row).toMatchObject({ category: "Vision", level: "advanced" });
  });

  it("matches % and _ in a search literally", async () => {
    const literal = (await get("/api/topics?q=100%25_off")).json() as Array<{ title: string }>;
    expect(literal.map((row) => row.title)).toEqual(["Rates of 100%_off"]);
    expect((await get("/api/topics?q=%25")).headers["x-total-count"]).toBe("1");
  });

  it("gives only the fields asked for, the id always", async () => {
    const rows = (await get("/api/topics?fields=title,hasContent&limit=3")).json() as object[];
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(["hasContent", "id", "title"]);
    const bytes = (await get(`/api/topics?limit=${LIST_PAGE.max}&fields=title`)).body.length;
    const full = (await get(`/api/topics?limit=${LIST_PAGE.max}`)).body.length;
    expect(bytes).toBeLessThan(full / 3);
  });

  it.each([
    ["limit=0", "Limit"],
    [`limit=${LIST_PAGE.max + 1}`, "Limit"],
    ["limit=ten", "Limit"],
    ["cursor=007", "whole number"],
    ["cursor=-1", "whole number"],
    ["level=expert", "Level"],
    ["fields=title,generatedContent", "Fields"],
    [`q=${"x".repeat(LIST_PAGE.searchMax + 1)}`, "Search"],
  ])("answers 400 for %s", async (query, words) => {
    const response = await get(`/api/topics?${query}`);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(words);
  });

  it("answers 400 naming a parameter it does not know", async () => {
    const response = await get("/api/topics?sort=title");
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ sort: "Unknown field" });
  });

  it("gives an empty last page for a cursor past the end", async () => {
    const response = await get("/api/topics?cursor=2000000000");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect(response.headers.link).toBeUndefined();
    expect(response.headers["x-total-count"]).toBe(String(TOPICS));
  });
});

describe("GET /api/topics/counts", () => {
  it("counts the whole list for an admin: totals, per category and created per day", async () => {
    expect((await get("/api/topics/counts")).statusCode).toBe(401);
    const counts = (await get("/api/topics/counts", admin)).json();
    expect(counts).toMatchObject({ total: TOPICS, active: TOPICS, written: 33, createdBefore: 0 });
    expect(counts.byCategory).toEqual(
      expect.arrayContaining([
        { category: "Vision", count: 65 },
        { category: "Speech", count: 65 },
      ]),
    );
    expect(counts.createdPerDay).toHaveLength(LIMITS.analyticsDays);
    const perDay = counts.createdPerDay as Array<{ day: string; count: number }>;
    expect(perDay.reduce((sum, day) => sum + day.count, 0)).toBe(TOPICS);
    expect(perDay.map((day) => day.day)).toEqual([...perDay.map((day) => day.day)].sort());
  });
});

describe("GET /api/tests, a page at a time", () => {
  it("pages visitors through the startable tests only, and an admin through every test", async () => {
    await t.db.insert(tests).values(
      Array.from({ length: 75 }, (_, i) => ({
        title: `Test ${i + 1}`,
        description: "A test",
        category: "Vision",
        level: "beginner",
        isActive: i % 5 !== 0,
        questionCount: i % 3 === 0 ? 0 : 12,
      })),
    );
    // Startable: active (i % 5 ≠ 0) with questions (i % 3 ≠ 0): 75 − 15 − 25 + 5 = 40.
    const visitor = await walk("/api/tests?limit=15");
    expect(visitor.total).toBe(40);
    expect(visitor.rows).toHaveLength(40);
    expect(visitor.rows.every((row) => row.isActive && row.hasContent)).toBe(true);

    const everything = await walk("/api/tests", admin);
    expect(everything.total).toBe(75);
    expect(everything.pages.map((page) => page.length)).toEqual([50, 25]);
  });
});

describe("admin lists, a page at a time", () => {
  it("pages messages newest first, one tab at a time, searched, with counts per tab", async () => {
    await t.db.insert(contactMessages).values(
      Array.from({ length: 90 }, (_, i) => ({
        name: `Visitor ${i}`,
        email: `v${i}@example.com`,
        subject: i === 42 ? "Refund please" : "Hello",
        message: "A message long enough to be a message.",
        status: (["pending", "unread", "responded", "closed"] as const)[i % 4],
      })),
    );
    const pending = await walk("/api/contact-messages?status=pending&limit=20", admin);
    expect(pending.total).toBe(46); // pending and legacy unread together: i % 4 is 0 or 1
    expect(pending.rows.every((row) => row.status === "pending" || row.status === "unread")).toBe(
      true,
    );
    const ids = pending.rows.map((row) => row.id as number);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const found = (await get("/api/contact-messages?q=refund", admin)).json();
    expect(found.map((row: { subject: string }) => row.subject)).toEqual(["Refund please"]);

    const counts = await get("/api/contact-messages/counts", admin);
    expect(counts.json()).toEqual({ pending: 46, responded: 22, closed: 22 });
    expect((await get("/api/contact-messages/counts")).statusCode).toBe(401);
    expect((await get("/api/contact-messages?status=unread", admin)).statusCode).toBe(400);
  });

  it("counts a search's matches up to SEARCH_COUNT_MAX and then says more match", async () => {
    await t.db.insert(contactMessages).values(
      Array.from({ length: SEARCH_COUNT_MAX + 1 }, (_, i) => ({
        name: `Reader ${i}`,
        subject: "Overflowing",
        message: "One of very many messages.",
      })),
    );
    const many = await get("/api/contact-messages?q=overflowing", admin);
    expect(many.headers["x-total-count"]).toBe(String(SEARCH_COUNT_MAX));
    expect(many.headers["x-total-count-exact"]).toBe("false");
    expect(many.headers.link).toMatch(/rel="next"/);
    const few = await get("/api/contact-messages?q=refund", admin);
    expect(few.headers["x-total-count"]).toBe("1");
    expect(few.headers["x-total-count-exact"]).toBeUndefined();
    const all = await get("/api/contact-messages", admin);
    expect(Number(all.headers["x-total-count"])).toBeGreaterThan(SEARCH_COUNT_MAX);
    expect(all.headers["x-total-count-exact"]).toBeUndefined();
  });

  it("pages inquiries by status, with counts", async () => {
    await t.db.insert(sponsorInquiries).values(
      Array.from({ length: 60 }, (_, i) => ({
        companyName: `Company ${i}`,
        contactName: "Ada",
        email: `c${i}@example.com`,
        interestedTier: "gold" as const,
        description: "d".repeat(60),
        goals: "Reach learners",
        status: (["pending", "approved", "declined"] as const)[i % 3],
      })),
    );
    const declined = await walk("/api/sponsor-inquiries?status=declined&limit=8", admin);
    expect(declined.total).toBe(20);
    expect(declined.rows).toHaveLength(20);
    const processed = await walk("/api/sponsor-inquiries?status=approved,declined", admin);
    expect(processed.total).toBe(40);
    expect(processed.rows.every((row) => row.status !== "pending")).toBe(true);
    expect((await get("/api/sponsor-inquiries?status=pending,new", admin)).statusCode).toBe(400);
    expect((await get("/api/sponsor-inquiries/counts", admin)).json()).toEqual({
      pending: 20,
      approved: 20,
      declined: 20,
    });
    expect((await get("/api/sponsor-inquiries")).statusCode).toBe(401);
  });

  it("pages sponsors: the public directory for visitors, every one of a status for an admin, with counts", async () => {
    await t.db.insert(sponsors).values(
      Array.from({ length: 70 }, (_, i) => ({
        name: `Sponsor ${i}`,
        description: "A sponsor of free learning",
        tier: (["gold", "silver", "bronze"] as const)[i % 3],
        status: i % 7 === 0 ? ("suspended" as const) : ("active" as const),
        isActive: i % 2 === 0,
      })),
    );
    const shown = await walk("/api/sponsors?limit=10");
    expect(shown.rows.every((row) => row.isActive && row.status === "active")).toBe(true);
    expect(shown.total).toBe(30); // even and not a multiple of 7: 35 − 5
    expect((await get("/api/sponsors?all=true")).statusCode).toBe(401);
    const suspended = await walk("/api/sponsors?all=true&status=suspended", admin);
    expect(suspended.total).toBe(10);
    const counts = (await get("/api/sponsors/counts", admin)).json();
    expect(counts.byStatus).toEqual({ active: 60, suspended: 10 });
    expect(counts.shown).toBe(30);
    expect(counts.byTier.gold.total + counts.byTier.silver.total + counts.byTier.bronze.total).toBe(
      70,
    );
    expect(
      counts.byTier.gold.active + counts.byTier.silver.active + counts.byTier.bronze.active,
    ).toBe(30);
  });
});
