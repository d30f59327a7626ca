import { afterAll, beforeAll, expect, it } from "vitest";
import { NO_FILTERS } from "../../../../app/lib/list-filters.ts";
import { createTestApp, type TestApp } from "../../../test-app.ts";
import { categories } from "../categories/categories.table.ts";
import { publicTestList } from "./test-list.ts";
import { tests } from "./tests.table.ts";

// /tests read by the database: only startable tests, each category's first ones or a chosen
// category's page, and menus offering only what visitors can start.

let t: TestApp;
const ORDER = ["Vision", "Speech", "Hidden only"];
beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(categories).values(ORDER.map((name) => ({ name })));
  const test = (title: string, category: string, extra: object = {}) => ({
    title,
    description: `${title} checks things`,
    category,
    level: "beginner",
    questionCount: 12,
    ...extra,
  });
  await t.db
    .insert(tests)
    .values([
      ...Array.from({ length: 7 }, (_, i) => test(`Vision ${i}`, "Vision")),
      test("Speech advanced", "Speech", { level: "advanced" }),
      test("Speech draft", "Speech", { questionCount: 0, level: "intermediate" }),
      test("Hidden", "Hidden only", { isActive: false }),
    ]);
});
afterAll(() => t.close());

const limits = { perCategory: 3, perPage: 4 };

it("shows each category's first startable tests and offers only what visitors can start", async () => {
  const list = await publicTestList(t.db, NO_FILTERS, 1, ORDER, limits);
  expect(list.groups.map((group) => [group.category, group.total, group.items.length])).toEqual([
    ["Vision", 7, 3],
    ["Speech", 1, 1],
  ]);
  expect(list.groups[0]!.items.map((item) => item.title)).toEqual([
    "Vision 0",
    "Vision 1",
    "Vision 2",
  ]);
  // A card carries what it shows; its group names the category.
  expect(Object.keys(list.groups[0]!.items[0]!).sort()).toEqual([
    "description",
    "id",
    "level",
    "passingScore",
    "questionCount",
    "timeLimit",
    "title",
  ]);
  expect(list).toMatchObject({ total: 8, shown: 8, categories: ["Vision", "Speech"] });
  expect(list.levels).toEqual(["beginner", "advanced"]);
});

it("pages a chosen category and searches across the whole list", async () => {
  const second = await publicTestList(
    t.db,
    { ...NO_FILTERS, category: "Vision" },
    2,
    ORDER,
    limits,
  );
  expect(second).toMatchObject({ page: 2, pages: 2, shown: 7 });
  expect(second.groups[0]!.items.map((item) => item.title)).toEqual([
    "Vision 4",
    "Vision 5",
    "Vision 6",
  ]);
  const found = await publicTestList(t.db, { ...NO_FILTERS, q: "speech" }, 1, ORDER, limits);
  expect(found.groups.flatMap((group) => group.items.map((item) => item.title))).toEqual([
    "Speech advanced",
  ]);
});

it("gives the sitemap every startable test's id and last change, and no other", async () => {
  const rows = await t.app.services.tests.startableAddresses();
  expect(rows).toHaveLength(8);
  expect(rows.every((row) => row.updatedAt instanceof Date)).toBe(true);
  const ids = rows.map((row) => row.id);
  expect(ids).toEqual([...ids].sort((a, b) => a - b));
});
