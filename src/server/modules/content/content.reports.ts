import type { Question } from "../../../shared/schemas/content.ts";
import { questionKey } from "./content.grading.ts";
import type { TestsService } from "./tests/tests.service.ts";
import type { TopicsService } from "./topics/topics.service.ts";

// What problem reports (issue 19, ADR 032) ask of content: whether the place a reader reports
// exists, and what it holds now, for the owner reading the reports.

export interface ReportedLesson {
  topicTitle: string;
  pageTitle: string;
  pageCount: number;
}

export interface ReportedTest {
  testTitle: string;
  /** The test's questions now, each with its key. */
  questions: Array<Question & { key: string }>;
}

export function createReportsSide({
  topics,
  tests,
}: {
  topics: TopicsService;
  tests: TestsService;
}) {
  return {
    /** Page `page` (from 1) of a topic's lesson; null when the topic or the page is not there. */
    async reportedLesson(topicId: number, page: number): Promise<ReportedLesson | null> {
      const found = await topics.findContent(topicId);
      const shown = found?.pages[page - 1];
      if (!found || !shown) return null;
      return { topicTitle: found.title, pageTitle: shown.title, pageCount: found.pages.length };
    },

    /** A test and its questions with their keys; null when there is no such test. */
    async reportedTest(testId: number): Promise<ReportedTest | null> {
      const found = await tests.findContent(testId);
      if (!found) return null;
      return {
        testTitle: found.title,
        questions: found.questions.map((question) => ({ ...question, key: questionKey(question) })),
      };
    },
  };
}
