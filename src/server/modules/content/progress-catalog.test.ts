import { afterAll, beforeAll, expect, it } from "vitest";
import { decodeIdRanges, inIdRanges } from "../../../shared/id-ranges.ts";
import { createTestApp, type TestApp } from "../../test-app.ts";
import { categories } from "./categories/categories.table.ts";
import { tests } from "./tests/tests.table.ts";
import { topics } from "./topics/topics.table.ts";

// /progress's catalog: per category, the topics a visitor can read and the tests they can start,
// as id ranges, so the browser counts its own progress against them.

let t: TestApp;
let ids: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  await t.db
    .insert(categories)
    .values(["History", "Vision", "Empty", "Speech"].map((name) => ({ name })));
  const topic = (title: string, category: string, pageCount: number) => ({
    title,
    description: `${title} explained`,
    category,
    level: "beginner",
    pageCount,
  });
  const rows = await t.db
    .insert(topics)
    .values([
      topic("Vision 1", "Vision", 5),
      topic("History 1", "History", 4),
      topic("Vision 2", "Vision", 5),
      topic("Vision draft", "Vision", 0),
      topic("Speech 1", "Speech", 3),
    ])
    .returning({ id: topics.id, title: topics.title });
  const testRows = await t.db
    .insert(tests)
    .values([
      {
        title: "Vision quiz",
        description: "d",
        category: "Vision",
        level: "beginner",
        questionCount: 10,
      },
      {
        title: "Vision draft quiz",
        description: "d",
        category: "Vision",
        level: "beginner",
        questionCount: 0,
      },
      {
        title: "Hidden quiz",
        description: "d",
        category: "History",
        level: "beginner",
        questionCount: 10,
        isActive: false,
      },
    ])
    .returning({ id: tests.id, title: tests.title });
  ids = Object.fromEntries([...rows, ...testRows].map((row) => [row.title, row.id]));
});
afterAll(() => t.close());

it("lists readable topics and startable tests per category in the catalog order, none for an empty one", async () => {
  const catalog = await t.app.services.content.progressCatalog();
  expect(catalog.map((c) => [c.name, c.topics, c.tests])).toEqual([
    ["History", 1, 0],
    ["Vision", 2, 1],
    ["Speech", 1, 0],
  ]);
  const vision = catalog[1]!;
  const topicRanges = decodeIdRanges(vision.topicIds);
  expect(inIdRanges(topicRanges, ids["Vision 1"]!)).toBe(true);
  expect(inIdRanges(topicRanges, ids["Vision 2"]!)).toBe(true);
  expect(inIdRanges(topicRanges, ids["Vision draft"]!)).toBe(false);
  expect(inIdRanges(topicRanges, ids["History 1"]!)).toBe(false);
  expect(decodeIdRanges(vision.testIds)).toEqual([[ids["Vision quiz"], ids["Vision quiz"]]]);
  expect(catalog[0]!.testIds).toBe("");
});
