import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_TOPIC_FILTERS, type TopicFilters } from "../../../../shared/topic-list.ts";
import { createTestApp, type TestApp } from "../../../test-app.ts";
import { validPages } from "../../../test-fixtures.ts";
import { categories } from "../categories/categories.table.ts";
import { serializePages, wordsOf } from "./topics.service.ts";
import { topics } from "./topics.table.ts";

// /topics read by the database (ADR 018, ADR 019): each category's first topics, a chosen
// category a page at a time, counts over everything, reading times from stored word counts.

let t: TestApp;
const ORDER = ["Vision", "Speech", "Empty"];
const LIMITS = { perCategory: 3, perPage: 4 };
const PAGES = validPages("Stored");
beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(categories).values(ORDER.map((name) => ({ name })));
  // 10 in Vision (every third written), 5 in Speech (none written).
  await t.db.insert(topics).values([
    ...Array.from({ length: 10 }, (_, i) => ({
      title: `Vision ${i}`,
      description: i === 4 ? "About convolution" : "Seeing things",
      level: i % 2 === 0 ? "beginner" : "advanced",
      category: "Vision",
      ...(i % 3 === 0
        ? { generatedContent: serializePages(PAGES), pageCount: PAGES.length, wordCount: 1200 }
        : {}),
    })),
    ...Array.from({ length: 5 }, (_, i) => ({
      title: `Speech ${i}`,
      description: "Hearing things",
      level: "intermediate",
      category: "Speech",
    })),
  ]);
});
afterAll(() => t.close());

const list = (filters: Partial<TopicFilters> = {}, page = 1) =>
  t.app.services.topics.publicList({ ...NO_TOPIC_FILTERS, show: "all", ...filters }, page, ORDER);

describe("publicTopicList", () => {
  it("shows each category's first topics, readable first, with counts over everything", async () => {
    const { publicTopicList } = await import("./topic-list.ts");
    const result = await publicTopicList(
      t.db,
      { ...NO_TOPIC_FILTERS, show: "all" },
      1,
      ORDER,
      LIMITS,
    );
    expect(result.groups.map((group) => [group.category, group.total])).toEqual([
      ["Vision", 10],
      ["Speech", 5],
    ]);
    expect(result.groups[0]!.items.map((item) => item.title)).toEqual([
      "Vision 0",
      "Vision 3",
      "Vision 6",
    ]);
    expect(result.groups[1]!.items.map((item) => item.title)).toEqual([
      "Speech 0",
      "Speech 1",
      "Speech 2",
    ]);
    expect(result).toMatchObject({
      shown: 15,
      pages: 1,
      categories: ORDER,
      levels: ["beginner", "intermediate", "advanced"],
      totals: { topics: 15, categories: 2, beginner: 5, advanced: 5 },
    });
    expect(result.groups[0]!.items[0]).toMatchObject({ hasContent: true, minutes: 5 });
    expect(result.groups[1]!.items[0]).toMatchObject({ hasContent: false, minutes: null });
  });

  it("pages a chosen category, the last page for a page past the end", async () => {
    const { publicTopicList } = await import("./topic-list.ts");
    const filters = { ...NO_TOPIC_FILTERS, show: "all" as const, category: "Vision" };
    const second = await publicTopicList(t.db, filters, 2, ORDER, LIMITS);
    expect(second).toMatchObject({ page: 2, pages: 3, shown: 10 });
    expect(second.groups.map((group) => group.category)).toEqual(["Vision"]);
    // Readable first (0, 3, 6, 9), then the rest: page 2 is 1, 2, 4, 5.
    expect(second.groups[0]!.items.map((item) => item.title)).toEqual([
      "Vision 1",
      "Vision 2",
      "Vision 4",
      "Vision 5",
    ]);
    const past = await publicTopicList(t.db, filters, 99, ORDER, LIMITS);
    expect(past.page).toBe(3);
    expect(past.groups[0]!.items.map((item) => item.title)).toEqual(["Vision 7", "Vision 8"]);
  });

  it("searches, filters by level, and turns Available now on while under half can be read", async () => {
    expect((await list({ q: "CONVOLUTION" })).groups[0]!.items.map((i) => i.title)).toEqual([
      "Vision 4",
    ]);
    const advanced = await list({ level: "advanced" });
    expect(advanced.shown).toBe(5);
    const byDefault = await list({ show: "" });
    expect(byDefault).toMatchObject({ availableByDefault: true, available: true, shown: 4 });
    expect(byDefault.groups.map((group) => group.category)).toEqual(["Vision"]);
  });
});

it("matches nothing, rather than failing, for text the database cannot compare", async () => {
  for (const text of ["a\u0000b", "\ud800"]) {
    expect((await list({ q: text })).shown).toBe(0);
    expect((await list({ category: text })).shown).toBe(0);
    expect((await list({ level: text })).shown).toBe(0);
  }
});

it("gives the sitemap every readable topic's id and last change, and no other", async () => {
  const rows = await t.app.services.topics.readable();
  // Vision 0, 3, 6 and 9 are written.
  expect(rows).toHaveLength(4);
  expect(Object.keys(rows[0]!).sort()).toEqual(["id", "updatedAt"]);
});

describe("countMissingWords", () => {
  it("counts the words of topics stored before word counts, keeping their updatedAt", async () => {
    const [row] = await t.db
      .insert(topics)
      .values({
        title: "Old topic",
        description: "Stored before word counts",
        level: "beginner",
        category: "Speech",
        generatedContent: serializePages(PAGES),
        pageCount: PAGES.length,
        updatedAt: new Date("2025-01-01T00:00:00Z"),
      })
      .returning({ id: topics.id });
    await t.db.update(topics).set({ wordCount: null, updatedAt: sql`${topics.updatedAt}` });
    expect(await t.app.services.topics.countMissingWords()).toBe(16);
    const [after] = await t.db.select().from(topics).where(eq(topics.id, row!.id));
    expect(after!.wordCount).toBe(wordsOf(PAGES));
    expect(after!.wordCount).toBeGreaterThan(100);
    expect(after!.updatedAt.toISOString()).toBe("2025-01-01T00:00:00.000Z");
    expect(await t.app.services.topics.countMissingWords()).toBe(0);
  });
});
