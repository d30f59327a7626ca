import { quizResult } from "../../../shared/quiz-score.ts";
import type { AnswerLetter } from "../../../shared/schemas/content.ts";
import type { Verification, VerifiedResult } from "../../../shared/schemas/verified-result.ts";
import { invalid } from "../../errors.ts";
import type { ContentService } from "../content/content.service.ts";
import { readResult, signResult } from "./signed-result.ts";

// Verifiable results (issue 19, ADR 030): the server grades the answers a visitor chose to send,
// signs what it found and stores nothing, neither the answers nor the result.

export function createResultsService({
  content,
  secret,
  today = () => new Date(),
}: {
  content: Pick<ContentService, "answerKey">;
  secret: () => Promise<string>;
  today?: () => Date;
}) {
  return {
    /** Grades `answers` against test `testId`; null when no visitor can take that test. */
    async grade(
      testId: number,
      answers: ReadonlyArray<AnswerLetter | null>,
    ): Promise<{ result: VerifiedResult; token: string } | null> {
      const key = await content.answerKey(testId);
      if (!key) return null;
      if (answers.length !== key.correct.length) {
        throw invalid(
          "answers",
          `Answers must be one per question: this test has ${key.correct.length}`,
        );
      }
      const marked = answers.map((answer, at) => ({ isCorrect: answer === key.correct[at] }));
      const { correct, total, score, passed } = quizResult(
        marked,
        key.correct.length,
        key.passingScore,
      );
      const result: VerifiedResult = {
        testId: key.testId,
        title: key.title,
        version: key.version,
        correct,
        total,
        score,
        passed,
        date: today().toISOString().slice(0, 10),
      };
      return { result, token: signResult(await secret(), result) };
    },

    /** What a token says, whether it holds, and whether its test is unchanged; null: no token. */
    async verify(token: string): Promise<Verification | null> {
      const read = readResult(await secret(), token);
      if (!read) return null;
      const key = read.valid ? await content.answerKey(read.result.testId) : null;
      return { ...read, current: key?.version === read.result.version };
    },
  };
}

export type ResultsService = ReturnType<typeof createResultsService>;
