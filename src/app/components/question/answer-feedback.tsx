import type { LessonPageLink as Target } from "../../../shared/lesson-link.ts";
import type { AnswerLetter, Question } from "../../../shared/schemas/content.ts";
import { relabelLetters, shownLetter } from "../../lib/quiz-letters.ts";
import { ReportButton } from "../report-problem/report-button.tsx";
import { LessonPageLink } from "./lesson-page-link.tsx";

/**
 * Right or wrong once an answer is in: the correct option under the letter it was shown with,
 * the explanation with its option letters renamed to the shown ones, where to read more, and
 * (the answer being in) a way to report the question.
 */
export function AnswerFeedback({
  testId,
  question,
  letters,
  correct,
  lessonPage = null,
}: {
  /** The test the question belongs to, which a report of it names. */
  testId: number;
  question: Pick<Question, "question" | "options" | "correct_answer" | "explanation">;
  /** The stored letters in the order they were shown. */
  letters: readonly AnswerLetter[];
  correct: boolean;
  lessonPage?: Target | null;
}) {
  const right = question.correct_answer;
  return (
    <div
      className={`mt-6 rounded-xl border-l-4 p-4 ${
        correct
          ? "border-green-600 bg-green-50 dark:border-green-500 dark:bg-green-950/40"
          : "border-red-600 bg-red-50 dark:border-red-500 dark:bg-red-950/40"
      }`}
    >
      <p className="font-semibold">
        {correct
          ? "✓ Correct!"
          : `✗ Incorrect. The correct answer is ${shownLetter(letters, right)}: ${question.options[right]}`}
      </p>
      {question.explanation ? (
        <p className="mt-2 text-sm text-slate-800 dark:text-slate-200">
          <span className="font-semibold">Explanation: </span>
          {relabelLetters(question.explanation, letters)}
        </p>
      ) : null}
      {lessonPage ? (
        <LessonPageLink target={lessonPage} className="mt-2 text-slate-800 dark:text-slate-200" />
      ) : null}
      <ReportButton
        place={{ kind: "question", testId, question: question.question }}
        label="Report a problem with this question"
        className="mt-2"
      />
    </div>
  );
}
