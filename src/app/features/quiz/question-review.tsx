import type { QuizAnswer } from "../../../shared/quiz-score.ts";
import type { AnswerLetter } from "../../../shared/schemas/content.ts";
import { LessonPageLink } from "../../components/question/lesson-page-link.tsx";
import { ReportButton } from "../../components/report-problem/report-button.tsx";
import { LETTERS, relabelLetters } from "../../lib/quiz-letters.ts";
import type { QuizState } from "./quiz-state.ts";
import type { QuizTest } from "./quiz-types.ts";

const BADGE = "rounded-full px-2.5 py-0.5 text-xs font-semibold";

function Verdict({ answer }: { answer: QuizAnswer | undefined }) {
  if (!answer) {
    return (
      <span
        className={`${BADGE} bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100`}
      >
        Not answered
      </span>
    );
  }
  return answer.isCorrect ? (
    <span
      className={`${BADGE} bg-green-100 text-green-900 dark:bg-green-900/50 dark:text-green-100`}
    >
      ✓ Correct
    </span>
  ) : (
    <span className={`${BADGE} bg-red-100 text-red-900 dark:bg-red-900/50 dark:text-red-100`}>
      ✗ Incorrect
    </span>
  );
}

function optionClass(correct: boolean, chosen: boolean) {
  if (correct) {
    return "border-green-600 bg-green-50 text-green-950 dark:border-green-500 dark:bg-green-950/40 dark:text-green-50";
  }
  if (chosen) {
    return "border-red-600 bg-red-50 text-red-950 dark:border-red-500 dark:bg-red-950/40 dark:text-red-50";
  }
  return "border-slate-200 text-slate-700 dark:border-slate-700 dark:text-slate-300";
}

/** One question's options in the order the visitor saw them, right and chosen said in words. */
function ReviewOptions({
  options,
  letters,
  correct,
  chosen,
}: {
  options: Record<AnswerLetter, string>;
  letters: readonly AnswerLetter[];
  correct: AnswerLetter;
  chosen: AnswerLetter | undefined;
}) {
  return (
    <ol aria-label="Options" className="mt-3 space-y-1.5 text-sm">
      {letters.map((letter, position) => (
        <li
          key={letter}
          className={`rounded-lg border px-3 py-2 break-words ${optionClass(letter === correct, letter === chosen)}`}
        >
          <span className="font-semibold">{LETTERS[position]}.</span> {options[letter]}
          {letter === correct ? (
            <span className="font-semibold">
              {" "}
              — ✓ Correct answer{letter === chosen ? ", your answer" : ""}
            </span>
          ) : letter === chosen ? (
            <span className="font-semibold"> — ✗ Your answer</span>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** Every question as it was shown, with the visitor's answer, the right one and why. */
export function QuestionReview({ test, state }: { test: QuizTest; state: QuizState }) {
  const order = state.order.length > 0 ? state.order : test.questions.map((_, index) => index);
  return (
    <section aria-labelledby="review-heading">
      <h2 id="review-heading" className="text-xl font-semibold">
        Question Review
      </h2>
      <ol className="mt-4 space-y-4">
        {order.map((questionIndex, place) => {
          const question = test.questions[questionIndex]!;
          const letters = state.optionOrder[questionIndex] ?? LETTERS;
          const answer = state.answers.find((item) => item.questionIndex === questionIndex);
          return (
            <li
              key={questionIndex}
              className="rounded-xl border border-slate-200 p-4 sm:p-5 dark:border-slate-800"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm font-medium text-slate-600 dark:text-slate-300">
                  Question {place + 1}
                </p>
                <Verdict answer={answer} />
              </div>
              <h3 className="mt-2 font-semibold break-words">{question.question}</h3>
              <ReviewOptions
                options={question.options}
                letters={letters}
                correct={question.correct_answer}
                chosen={answer?.selectedAnswer}
              />
              {question.explanation ? (
                <div className="mt-3 rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800/60">
                  <p className="font-semibold">Explanation</p>
                  <p className="mt-1 text-slate-700 dark:text-slate-300">
                    {relabelLetters(question.explanation, letters)}
                  </p>
                </div>
              ) : null}
              {question.lessonPage ? (
                <LessonPageLink target={question.lessonPage} className="mt-3" />
              ) : null}
              <ReportButton
                place={{ kind: "question", testId: test.id, question: question.question }}
                label="Report a problem with this question"
                className="mt-2"
              />
            </li>
          );
        })}
      </ol>
    </section>
  );
}
