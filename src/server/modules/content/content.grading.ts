import { createHash } from "node:crypto";
import type { AnswerLetter, Question } from "../../../shared/schemas/content.ts";
import type { createTestsService } from "./tests/tests.service.ts";

// What grading a test on the server needs (issue 19's verifiable results): each question's
// correct letter, the pass mark, and a fingerprint of the questions, so a result names the
// content version it was graded against and can later say whether the test has changed.

const graded = ({ question, options, correct_answer }: Question) => ({
  question,
  options,
  correct_answer,
});

/** The first 16 hex digits of SHA-256 over what is graded of `value`. */
function fingerprint(value: unknown): string {
  return createHash("sha256").update(JSON.stringify(value)).digest("hex").slice(0, 16);
}

/**
 * A question's key: the fingerprint of what is graded of it, so an edit gives it a new one. The
 * answer statistics count under it, problem reports name a question by it, and so does a
 * refresh of that one question (ADR 033).
 */
export function questionKey(question: Question): string {
  return fingerprint(graded(question));
}

/** A fingerprint of the questions as graded: the test's content version. */
export function questionsFingerprint(questions: readonly Question[]): string {
  return fingerprint(questions.map(graded));
}

export interface AnswerKey {
  testId: number;
  title: string;
  passingScore: number;
  correct: AnswerLetter[];
  version: string;
  /** Each question's text and fingerprint (an edit gives it a new one), in stored order. */
  questions: Array<{ key: string; text: string }>;
}

export function createGradingSide({ tests }: { tests: ReturnType<typeof createTestsService> }) {
  return {
    /** The answer key of a test a visitor can take (it has questions); null otherwise. */
    async answerKey(id: number): Promise<AnswerKey | null> {
      const found = await tests.findContent(id);
      if (!found || found.questions.length === 0) return null;
      return {
        testId: found.id,
        title: found.title,
        passingScore: found.passingScore,
        correct: found.questions.map((question) => question.correct_answer),
        version: questionsFingerprint(found.questions),
        questions: found.questions.map((question) => ({
          key: questionKey(question),
          text: question.question,
        })),
      };
    },
  };
}
