import type { QuizAnswer } from "../../../shared/quiz-score.ts";
import type { QuizTest } from "./quiz-types.ts";

function Verdict({ answer }: { answer: QuizAnswer | undefined }) {
  if (!answer) {
    return (
      <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800 dark:bg-slate-800 dark:text-slate-100">
        – Not answered
      </span>
    );
  }
  return answer.isCorrect ? (
    <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-900 dark:bg-green-900/50 dark:text-green-100">
      ✓ Correct
    </span>
  ) : (
    <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-900 dark:bg-red-900/50 dark:text-red-100">
      ✗ Incorrect
    </span>
  );
}

/** Every question with the visitor's answer, the correct one and the explanation. */
export function QuestionReview({ test, answers }: { test: QuizTest; answers: QuizAnswer[] }) {
  return (
    <section aria-labelledby="review-heading">
      <h2 id="review-heading" className="text-xl font-semibold">
        Question Review
      </h2>
      <ol className="mt-4 space-y-4">
        {test.questions.map((question, index) => {
          const answer = answers.find((item) => item.questionIndex === index);
          const correct = question.correct_answer;
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: questions have no id; the order is fixed
              key={index}
              className="rounded-xl border border-slate-200 p-4 sm:p-5 dark:border-slate-800"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm font-medium text-slate-600 dark:text-slate-300">
                  Question {index + 1}
                </p>
                <Verdict answer={answer} />
              </div>
              <h3 className="mt-2 font-semibold break-words">{question.question}</h3>
              <dl className="mt-3 space-y-2 text-sm">
                <div>
                  <dt className="inline font-semibold">Your answer: </dt>
                  <dd className="inline break-words">
                    {answer
                      ? `${answer.selectedAnswer}. ${question.options[answer.selectedAnswer]}`
                      : "Not answered"}
                  </dd>
                </div>
                <div>
                  <dt className="inline font-semibold">Correct answer: </dt>
                  <dd className="inline break-words">
                    {correct}. {question.options[correct]}
                  </dd>
                </div>
                {question.explanation ? (
                  <div className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
                    <dt className="font-semibold">Explanation</dt>
                    <dd className="mt-1 text-slate-700 dark:text-slate-300">
                      {question.explanation}
                    </dd>
                  </div>
                ) : null}
              </dl>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
