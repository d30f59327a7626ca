import { describe, expect, it } from "vitest";
import type { AdminCategory, AdminSponsor, AdminTest, AdminTopic } from "../queries.ts";
import { completion, growth, sponsorsByTier, topCategories } from "./analytics-summary.ts";
import { formatPercent } from "./format.ts";

const at = (day: string) => `${day}T12:00:00.000Z`;
const topic = (category: string, hasContent = false, day = "2025-01-01") =>
  ({ category, hasContent, createdAt: at(day) }) as AdminTopic;
const test = (category: string, hasContent = false, day = "2025-01-01") =>
  ({ category, hasContent, createdAt: at(day) }) as AdminTest;
const category = (name: string) => ({ name }) as AdminCategory;
const sponsor = (tier: AdminSponsor["tier"], active = true, day = "2025-01-01") =>
  ({
    tier,
    isActive: true,
    status: active ? "active" : "suspended",
    createdAt: at(day),
  }) as AdminSponsor;

describe("completion", () => {
  it("counts the items with content and rounds the percent", () => {
    expect(completion([topic("A", true), topic("A"), topic("A")])).toEqual({
      done: 1,
      total: 3,
      percent: 33,
    });
    expect(completion([])).toEqual({ done: 0, total: 0, percent: 0 });
  });
});

describe("sponsorsByTier", () => {
  it("counts every sponsor per tier and the active ones apart", () => {
    expect(sponsorsByTier([sponsor("gold"), sponsor("gold", false), sponsor("bronze")])).toEqual({
      gold: { total: 2, active: 1 },
      silver: { total: 0, active: 0 },
      bronze: { total: 1, active: 1 },
    });
  });
});

describe("topCategories", () => {
  it("orders by topics and tests together, ties by name, and keeps the limit", () => {
    const result = topCategories(
      [category("Empty"), category("Vision"), category("Language")],
      [topic("Vision"), topic("Language"), topic("Unlisted"), topic("Unlisted")],
      [test("Vision"), test("Language")],
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
    const days = ["2025-03-01", "2025-03-02", "2025-03-03"];
    const result = growth(days, {
      topics: [topic("A", false, "2025-01-01"), topic("A", false, "2025-03-02")],
      tests: [test("A", false, "2025-03-02"), test("A", false, "2025-03-02")],
      sponsors: [sponsor("gold", true, "2025-03-03")],
    });
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
