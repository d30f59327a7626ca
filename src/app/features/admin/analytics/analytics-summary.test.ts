import { describe, expect, it } from "vitest";
import type { AdminCategory } from "../queries.ts";
import { completion, growth, topCategories } from "./analytics-summary.ts";
import { formatPercent } from "./format.ts";

const category = (name: string) => ({ name }) as AdminCategory;
const byCategory = (counts: Record<string, number>) =>
  Object.entries(counts).map(([name, count]) => ({ category: name, count }));
const created = (before: number, perDay: number[]) => ({
  createdBefore: before,
  createdPerDay: perDay.map((count, index) => ({ day: `2025-03-0${index + 1}`, count })),
});

describe("completion", () => {
  it("counts the written items and rounds the percent", () => {
    expect(completion({ written: 1, total: 3 })).toEqual({ done: 1, total: 3, percent: 33 });
    expect(completion({ written: 0, total: 0 })).toEqual({ done: 0, total: 0, percent: 0 });
  });
});

describe("topCategories", () => {
  it("orders by topics and tests together, ties by name, and keeps the limit", () => {
    const result = topCategories(
      [category("Empty"), category("Vision"), category("Language")],
      byCategory({ Vision: 1, Language: 1, Unlisted: 2 }),
      byCategory({ Vision: 1, Language: 1 }),
      3,
    );
    expect(result).toEqual([
      { name: "Language", topics: 1, tests: 1 },
      { name: "Unlisted", topics: 2, tests: 0 },
      { name: "Vision", topics: 1, tests: 1 },
    ]);
  });

  it("shows at most 9 by default (spec §9)", () => {
    const names = Array.from({ length: 12 }, (_, index) => `C${index}`);
    expect(topCategories(names.map(category), [], [])).toHaveLength(9);
  });
});

describe("growth", () => {
  it("counts what each day added and the running totals, older items included", () => {
    const result = growth({
      topics: created(1, [0, 1, 0]),
      tests: created(0, [0, 2, 0]),
      sponsors: created(0, [0, 0, 1]),
    });
    expect(result.map((day) => day.day)).toEqual(["2025-03-01", "2025-03-02", "2025-03-03"]);
    expect(result.map((day) => [day.newTopics, day.newTests, day.newSponsors])).toEqual([
      [0, 0, 0],
      [1, 2, 0],
      [0, 0, 1],
    ]);
    expect(result.map((day) => [day.topics, day.tests, day.sponsors])).toEqual([
      [1, 0, 0],
      [2, 2, 0],
      [2, 2, 1],
    ]);
  });
});

describe("formatPercent", () => {
  it("keeps one decimal", () => {
    expect(formatPercent(0.9875)).toBe("98.8%");
    expect(formatPercent(0)).toBe("0%");
    expect(formatPercent(1)).toBe("100%");
  });
});
