import { and, eq, inArray, sql } from "drizzle-orm";
import {
  COUNTED_CHOICES,
  type CountedChoice,
  flagsOf,
  type QuestionStats,
} from "../../../shared/answer-stats.ts";
import type { ContentType } from "../../../shared/constants.ts";
import type { AnswerLetter } from "../../../shared/schemas/content.ts";
import type { Db } from "../../db/client.ts";
import { invalid } from "../../errors.ts";
import type { ContentService } from "../content/content.service.ts";
import type { ProblemReportsService } from "../problem-reports/problem-reports.service.ts";
import { answerCounts } from "./answer-stats.table.ts";

// Opt-in answer statistics (issue 19, ADR 031): counts per question and choice, by day.

/** Inside a test's deletion: its counts go with it. */
export async function forgetAnswerCounts(tx: Db, contentType: ContentType, contentId: number) {
  if (contentType !== "test") return;
  await tx.delete(answerCounts).where(eq(answerCounts.testId, contentId));
}

export function createAnswerStatsService({
  db,
  content,
  reports,
  today = () => new Date(),
}: {
  db: Db;
  content: Pick<ContentService, "answerKey">;
  /** How often each question is reported (ADR 032): a flag of its own. */
  reports: Pick<ProblemReportsService, "openByQuestion">;
  today?: () => Date;
}) {
  return {
    /** Adds one visitor's answers to test `testId`'s counts; false when there is no such test. */
    async record(testId: number, answers: ReadonlyArray<AnswerLetter | null>): Promise<boolean> {
      const key = await content.answerKey(testId);
      if (!key) return false;
      if (answers.length !== key.questions.length) {
        throw invalid(
          "answers",
          `Answers must be one per question: this test has ${key.questions.length}`,
        );
      }
      const day = today().toISOString().slice(0, 10);
      // One row per question and choice: two questions alike in everything share their counts.
      const rows = new Map<string, typeof answerCounts.$inferInsert>();
      key.questions.forEach((question, at) => {
        const choice = answers[at] ?? "none";
        const row = rows.get(`${question.key} ${choice}`);
        if (row) row.count = (row.count ?? 0) + 1;
        else
          rows.set(`${question.key} ${choice}`, {
            testId,
            questionKey: question.key,
            choice,
            day,
            count: 1,
          });
      });
      await db
        .insert(answerCounts)
        .values([...rows.values()])
        .onConflictDoUpdate({
          target: [
            answerCounts.testId,
            answerCounts.questionKey,
            answerCounts.choice,
            answerCounts.day,
          ],
          set: { count: sql`${answerCounts.count} + excluded.count` },
        });
      return true;
    },

    /** Each current question's counts, summed over every day, with its flags; null: no test. */
    async forTest(testId: number): Promise<QuestionStats[] | null> {
      const key = await content.answerKey(testId);
      if (!key) return null;
      const [rows, reported] = await Promise.all([
        db
          .select({
            questionKey: answerCounts.questionKey,
            choice: answerCounts.choice,
            count: sql<number>`sum(${answerCounts.count})::int`,
          })
          .from(answerCounts)
          .where(
            and(
              eq(answerCounts.testId, testId),
              inArray(
                answerCounts.questionKey,
                key.questions.map((question) => question.key),
              ),
            ),
          )
          .groupBy(answerCounts.questionKey, answerCounts.choice),
        reports.openByQuestion(testId),
      ]);
      return key.questions.map((question, index) => {
        const counts = Object.fromEntries(COUNTED_CHOICES.map((choice) => [choice, 0])) as Record<
          CountedChoice,
          number
        >;
        for (const row of rows)
          if (row.questionKey === question.key) counts[row.choice] = row.count;
        const correct = key.correct[index]!;
        const total = COUNTED_CHOICES.reduce((sum, choice) => sum + counts[choice], 0);
        const open = reported.get(question.key) ?? 0;
        return {
          index,
          key: question.key,
          question: question.text,
          correct,
          counts,
          total,
          right: counts[correct],
          reports: open,
          flags: flagsOf(counts, correct, open),
        };
      });
    },
  };
}

export type AnswerStatsService = ReturnType<typeof createAnswerStatsService>;
