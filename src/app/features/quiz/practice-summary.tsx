import type { Ref } from "react";
import { Link } from "react-router";
import { LessonPageLink } from "../../components/question/lesson-page-link.tsx";
import { Button, ButtonLink } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { CONFIDENCES } from "../../lib/review-deck/rating.ts";
import { missedQuestions, type PracticeAnswer, type PracticeState } from "./practice-state.ts";
import { QuizHeader } from "./quiz-header.tsx";
import type { QuizTest } from "./quiz-types.ts";

/** What this round's answers did to the review deck; failed when the browser keeps none. */
export interface PracticeDeck {
  added: number;
  reviewed: number;
  failed: boolean;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

function Tally({ label, value }: { label: string; value: number }) {
  return (
    // Figures sit at the bottom, level with each other however a label wraps.
    <div className="flex flex-col justify-between rounded-lg bg-slate-50 px-3 py-3 dark:bg-slate-800/60">
      <dt className="text-xs font-medium text-slate-600 uppercase dark:text-slate-300">{label}</dt>
      <dd className="mt-1 text-lg font-semibold">{value}</dd>
    </div>
  );
}

function DeckNote({ deck }: { deck: PracticeDeck }) {
  if (deck.failed) {
    return <>This browser does not let the site keep a review deck, so none was kept.</>;
  }
  if (deck.added === 0 && deck.reviewed === 0) return <>Your review deck is unchanged.</>;
  return (
    <>
      {deck.added > 0 ? `${plural(deck.added, "new card")} went to your review deck. ` : null}
      {deck.reviewed > 0
        ? `${plural(deck.reviewed, "card")} already there counted as reviewed. `
        : null}
      <Link
        to="/review"
        className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300"
      >
        Open your review deck
      </Link>
    </>
  );
}

function verdict(answer: PracticeAnswer) {
  const said = CONFIDENCES.find((choice) => choice.id === answer.confidence)?.label;
  const result = answer.correct ? "✓ Right" : "✗ Wrong";
  return said ? `${result} · you said ${said}` : result;
}

export function PracticeSummary({
  test,
  state,
  deck,
  headingRef,
  onRetryMissed,
  onPracticeAll,
}: {
  test: QuizTest;
  state: PracticeState;
  deck: PracticeDeck;
  headingRef: Ref<HTMLHeadingElement>;
  onRetryMissed: () => void;
  onPracticeAll: () => void;
}) {
  const { answers } = state;
  const missed = missedQuestions(answers);
  const wrong = answers.filter((answer) => !answer.correct).length;
  const right = answers.length - wrong;
  // Right, but said to be unsure or a guess: these come back too.
  const unsure = missed.length - wrong;
  return (
    <div className="space-y-6">
      <Card className="p-5 sm:p-8">
        <QuizHeader test={test} compact mode="Practice" />
        <h2 ref={headingRef} tabIndex={-1} className="mt-6 text-2xl font-bold outline-none">
          Practice complete
        </h2>
        <p className="mt-2 text-lg">
          {right} of {answers.length} right
        </p>
        <dl className="mt-4 grid grid-cols-3 gap-2 sm:gap-3">
          <Tally label="Right" value={right - unsure} />
          <Tally label="Right but unsure" value={unsure} />
          <Tally label="Wrong" value={wrong} />
        </dl>
        <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
          Practice does not change your best score for the timed test.
        </p>
        <p aria-live="polite" className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          <DeckNote deck={deck} />
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          {missed.length > 0 ? (
            <Button onClick={onRetryMissed} className="w-full sm:w-auto sm:px-6">
              Retry only the ones I missed ({missed.length})
            </Button>
          ) : null}
          <Button
            variant={missed.length > 0 ? "secondary" : "primary"}
            onClick={onPracticeAll}
            className="flex-1 sm:flex-none"
          >
            Practice all again
          </Button>
          <ButtonLink to={`/test/${test.id}`} variant="secondary" className="flex-1 sm:flex-none">
            Timed test
          </ButtonLink>
        </div>
      </Card>
      <section aria-labelledby="round-heading">
        <h2 id="round-heading" className="text-xl font-semibold">
          This round
        </h2>
        <ol className="mt-4 space-y-3">
          {answers.map((answer) => {
            const question = test.questions[answer.questionIndex]!;
            return (
              <li
                key={answer.questionIndex}
                className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
              >
                <p
                  className={`text-sm font-semibold ${answer.correct ? "text-green-800 dark:text-green-300" : "text-red-800 dark:text-red-300"}`}
                >
                  {verdict(answer)}
                </p>
                <h3 className="mt-1 font-semibold break-words">{question.question}</h3>
                {answer.correct ? null : (
                  <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                    Correct answer: {question.options[question.correct_answer]}
                  </p>
                )}
                {question.lessonPage ? (
                  <LessonPageLink target={question.lessonPage} className="mt-1" />
                ) : null}
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}
