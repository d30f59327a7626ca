import { decodeIdRanges, inIdRanges } from "../../../shared/id-ranges.ts";
import { hasPassed, type Progress } from "../../lib/progress.ts";

// Categories completed, counted in the browser: the page's loader sends which topics and tests
// each category holds (id ranges, the same for every visitor); the visitor's own progress is
// matched against them here and never leaves the browser (ADR 028).

/** One category as the /progress loader sends it. */
export interface CatalogCategory {
  name: string;
  /** Topics that can be read, tests that can be started. */
  topics: number;
  tests: number;
  /** Their ids (shared/id-ranges.ts). */
  topicIds: string;
  testIds: string;
}

export interface CategoryProgress {
  name: string;
  topics: number;
  tests: number;
  topicsFinished: number;
  topicsStarted: number;
  testsPassed: number;
  testsTaken: number;
  complete: boolean;
}

/** Each category the visitor has started something in, in the catalog's order. */
export function categoryProgress(
  catalog: readonly CatalogCategory[],
  progress: Progress,
): CategoryProgress[] {
  const topics = Object.entries(progress.topics).map(([id, topic]) => ({ id: Number(id), topic }));
  const tests = Object.entries(progress.tests).map(([id, test]) => ({ id: Number(id), test }));
  return catalog.flatMap((category) => {
    const topicRanges = decodeIdRanges(category.topicIds);
    const testRanges = decodeIdRanges(category.testIds);
    const mine = topics.filter(({ id }) => inIdRanges(topicRanges, id));
    const taken = tests.filter(({ id }) => inIdRanges(testRanges, id));
    if (mine.length === 0 && taken.length === 0) return [];
    const topicsFinished = mine.filter(({ topic }) => topic.finished).length;
    const testsPassed = taken.filter(({ test }) => hasPassed(test)).length;
    return [
      {
        name: category.name,
        topics: category.topics,
        tests: category.tests,
        topicsFinished,
        topicsStarted: mine.length,
        testsPassed,
        testsTaken: taken.length,
        complete: topicsFinished >= category.topics && testsPassed >= category.tests,
      },
    ];
  });
}
