import { describe, expect, it } from "vitest";
import { encodeIdRanges } from "../../../shared/id-ranges.ts";
import type { Progress } from "../../lib/progress.ts";
import { type CatalogCategory, categoryProgress } from "./category-progress.ts";

const AT = "2026-11-24T10:00:00.000Z";
const category = (name: string, topicIds: number[], testIds: number[]): CatalogCategory => ({
  name,
  topics: topicIds.length,
  tests: testIds.length,
  topicIds: encodeIdRanges(topicIds),
  testIds: encodeIdRanges(testIds),
});
const topic = (finished: boolean) => ({ title: "T", page: 0, pages: 3, finished, updatedAt: AT });
const test = (lastPassed: boolean, everPassed?: boolean) => ({
  title: "Q",
  bestScore: 80,
  lastScore: 80,
  lastPassed,
  ...(everPassed === undefined ? {} : { everPassed }),
  attempts: 1,
  updatedAt: AT,
});

describe("categoryProgress", () => {
  const catalog = [
    category("History", [1, 2, 3, 4, 5, 6, 7], [50, 51, 52]),
    category("Vision", [8, 9], [53]),
    category("Speech", [10], []),
  ];

  it("counts finished topics and passed tests against what each category holds", () => {
    const progress: Progress = {
      topics: { 1: topic(true), 2: topic(true), 3: topic(true), 4: topic(true), 5: topic(false) },
      tests: { 50: test(true), 51: test(false, true), 52: test(false) },
      days: [],
    };
    expect(categoryProgress(catalog, progress)).toEqual([
      {
        name: "History",
        topics: 7,
        tests: 3,
        topicsFinished: 4,
        topicsStarted: 5,
        testsPassed: 2,
        testsTaken: 3,
        complete: false,
      },
    ]);
  });

  it("calls a category complete when every topic is finished and every test passed", () => {
    const progress: Progress = {
      topics: { 8: topic(true), 9: topic(true), 10: topic(true) },
      tests: { 53: test(true) },
      days: [],
    };
    const result = categoryProgress(catalog, progress);
    expect(result.map((c) => [c.name, c.complete])).toEqual([
      ["Vision", true],
      ["Speech", true],
    ]);
  });

  it("leaves out what the catalog no longer holds (a deleted topic counts nowhere)", () => {
    const progress: Progress = { topics: { 99: topic(true) }, tests: {}, days: [] };
    expect(categoryProgress(catalog, progress)).toEqual([]);
  });
});
