import { type Ref, useState } from "react";
import { Link } from "react-router";
import { quizResult } from "../../../shared/quiz-score.ts";
import { Button, ButtonLink } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { circle, StrokeIcon } from "../../components/ui/icon.tsx";
import type { DeckChanges } from "../../lib/review-deck/schedule.ts";
import { QuestionReview } from "./question-review.tsx";
import { QuizHeader } from "./quiz-header.tsx";
import type { QuizState } from "./quiz-state.ts";
import type { QuizTest } from "./quiz-types.ts";
import { ScoreRing } from "./score-ring.tsx";
import { SendAnswers } from "./send-answers.tsx";
import { SharePanel } from "./share-panel.tsx";

/** An alarm clock, drawn: an emoji shows as an empty box where no emoji font is installed. */
const ALARM = [circle(12, 13, 7.5), "M12 9.5V13l2.5 1.5", "M3.5 6 6.5 3M20.5 6l-3-3"];

/** What the answers did to the review deck: still saving, done, or null (no deck here). */
export type ResultsDeck = "saving" | DeckChanges | null;

function DeckNote({ deck }: { deck: ResultsDeck }) {
  if (deck === "saving") return null;
  if (deck === null) return <>This browser does not let the site keep a review deck.</>;
  const touched = deck.added + deck.reviewed;
  if (touched === 0) return null;
  return (
    <>
      {touched === 1
        ? "1 question you missed is in your review deck: it comes back until it sticks."
        : `${touched} questions you missed are in your review deck: they come back until they stick.`}{" "}
      <Link
        to="/review"
        className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300"
      >
        Open your review deck
      </Link>
    </>
  );
}

export function QuizResults({
  test,
  state,
  resultRef,
  deck,
  onRetry,
}: {
  test: QuizTest;
  state: QuizState;
  resultRef: Ref<HTMLHeadingElement>;
  deck: ResultsDeck;
  onRetry: () => void;
}) {
  const total = test.questions.length;
  const result = quizResult(state.answers, total, test.passingScore);
  const [verified, setVerified] = useState<string | null>(null);
  return (
    <div className="space-y-6">
      <Card className="p-5 sm:p-8">
        <QuizHeader test={test} />
        {state.timedOut ? (
          <div
            role="alert"
            className="mt-6 flex items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950/50 dark:text-amber-50"
          >
            <StrokeIcon className="size-8 shrink-0" strokeWidth={2} paths={ALARM} />
            <div>
              <p className="text-lg font-bold">Out of Time!</p>
              <p className="text-sm">
                The timer ran out after {result.answered} of {total} questions.
              </p>
            </div>
          </div>
        ) : null}
        <div className="mt-6 flex flex-col items-center gap-6 rounded-xl bg-slate-50 p-6 text-center sm:flex-row sm:text-left dark:bg-slate-800/60">
          <ScoreRing score={result.score} passed={result.passed} />
          <div>
            <h2
              ref={resultRef}
              tabIndex={-1}
              className="scroll-mt-24 text-2xl font-bold outline-none"
            >
              {result.passed ? "✓ Passed — well done!" : "✗ Not passed this time"}
            </h2>
            <p className="mt-2 text-lg">
              {result.correct} out of {total} correct
            </p>
            {result.answered < total ? (
              <p className="mt-1 text-sm font-medium text-slate-800 dark:text-slate-100">
                Unanswered questions count as wrong: {result.answered} of {total} answered
              </p>
            ) : null}
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
              {result.passed
                ? `You reached the passing score of ${test.passingScore}%.`
                : `You need ${test.passingScore}% to pass. Review the answers below and try again.`}
            </p>
          </div>
        </div>
        {/* Two to a row on a phone, so no label wraps; one row from sm up. */}
        <div className="mt-6 grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
          <ButtonLink to="/tests" variant="secondary">
            Back to Tests
          </ButtonLink>
          <Button onClick={onRetry} className="sm:px-8">
            Try Again
          </Button>
          {test.lesson ? (
            <ButtonLink to={`/topic/${test.lesson.id}`} variant="secondary">
              Review the lesson
            </ButtonLink>
          ) : null}
          <ButtonLink to={`/test/${test.id}/practice`} variant="secondary">
            Practice
          </ButtonLink>
        </div>
        <p
          aria-live="polite"
          className="mt-4 text-sm text-slate-700 empty:hidden dark:text-slate-300"
        >
          <DeckNote deck={deck} />
        </p>
      </Card>
      <SharePanel
        testId={test.id}
        title={test.title}
        score={result.score}
        passed={result.passed}
        link={verified}
      />
      <SendAnswers
        testId={test.id}
        answers={state.answers}
        questionCount={total}
        onVerified={setVerified}
      />
      <QuestionReview test={test} state={state} />
    </div>
  );
}
