import type { CSSProperties, Ref } from "react";
import type { AnswerLetter } from "../../../shared/schemas/content.ts";
import { AnswerFeedback } from "../../components/question/answer-feedback.tsx";
import { AnsweredBar, AnswerOptions } from "../../components/question/answer-options.tsx";
import { KeyHints } from "../../components/question/key-hints.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { LETTERS } from "../../lib/quiz-letters.ts";
import { QuizHeader } from "./quiz-header.tsx";
import { type QuizState, shownQuestionIndex } from "./quiz-state.ts";
import { QuizTimer } from "./quiz-timer.tsx";
import type { QuizTest } from "./quiz-types.ts";
import { useHeaderHeight } from "./use-header-height.ts";

/** Where the question is, how far the quiz has come and the time left: kept in view. */
function QuizBar({
  state,
  total,
  secondsLeft,
  top,
}: {
  state: QuizState;
  total: number;
  secondsLeft: number | null;
  top: number;
}) {
  const done = state.answers.length;
  return (
    <div
      data-quiz-bar
      // Sticks below the site's own sticky header, on the card's background so nothing shows through.
      style={{ top } satisfies CSSProperties}
      className="sticky z-20 -mx-5 mt-3 border-b border-slate-200 bg-white px-5 pt-2 pb-3 sm:-mx-8 sm:mt-5 sm:px-8 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0 text-sm">
          <p className="font-semibold text-slate-800 dark:text-slate-100">
            Question {state.index + 1} of {total}
          </p>
          <p className="text-slate-600 dark:text-slate-300">
            {Math.round((done / total) * 100)}% complete
          </p>
        </div>
        {secondsLeft === null ? (
          <Badge className="min-h-10 bg-slate-100 px-3 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-100">
            Untimed practice
          </Badge>
        ) : (
          <QuizTimer secondsLeft={secondsLeft} />
        )}
      </div>
      <AnsweredBar label="Quiz progress" done={done} total={total} />
    </div>
  );
}

export function QuizQuestion({
  test,
  state,
  secondsLeft,
  questionRef,
  actionRef,
  onSelect,
  onSubmit,
  onNext,
}: {
  test: QuizTest;
  state: QuizState;
  secondsLeft: number | null;
  questionRef: Ref<HTMLHeadingElement>;
  actionRef: Ref<HTMLButtonElement>;
  /** Chooses an option by its stored letter. */
  onSelect: (letter: AnswerLetter) => void;
  onSubmit: () => void;
  onNext: () => void;
}) {
  const headerHeight = useHeaderHeight();
  const total = test.questions.length;
  const questionIndex = shownQuestionIndex(state);
  const question = test.questions[questionIndex]!;
  const letters = state.optionOrder[questionIndex] ?? LETTERS;
  const correct = question.correct_answer;
  const last = state.index === total - 1;
  const answer = state.submitted ? state.answers[state.answers.length - 1] : undefined;

  return (
    <Card
      className="p-5 sm:p-8"
      // What scrolls into view (a focused option) stops below the header and the bar.
      style={{ "--quiz-scroll-margin": `${headerHeight + 96}px` } as CSSProperties}
    >
      <QuizHeader test={test} compact />
      <QuizBar state={state} total={total} secondsLeft={secondsLeft} top={headerHeight} />
      <h2
        ref={questionRef}
        tabIndex={-1}
        className="mt-6 scroll-mt-(--quiz-scroll-margin) text-lg leading-snug font-semibold break-words outline-none sm:mt-8 sm:text-xl"
      >
        {question.question}
      </h2>
      <AnswerOptions
        letters={letters}
        options={question.options}
        selected={state.selected}
        submitted={state.submitted}
        correct={correct}
        onSelect={onSelect}
        className="[&>button]:scroll-mt-(--quiz-scroll-margin)"
      />
      <div aria-live="polite">
        {answer ? (
          <AnswerFeedback
            testId={test.id}
            question={question}
            letters={letters}
            correct={answer.isCorrect}
          />
        ) : null}
      </div>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <KeyHints submitted={state.submitted} />
        {state.submitted ? (
          <Button ref={actionRef} onClick={onNext} className="w-full sm:ml-auto sm:w-auto sm:px-8">
            {last ? "Finish Quiz" : "Next Question"}
          </Button>
        ) : (
          <Button
            onClick={onSubmit}
            disabled={!state.selected}
            className="w-full sm:ml-auto sm:w-auto sm:px-8"
          >
            Submit Answer
          </Button>
        )}
      </div>
    </Card>
  );
}
