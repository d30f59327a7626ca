import type { Ref } from "react";
import type { AnswerLetter } from "../../../shared/schemas/content.ts";
import { AnswerFeedback } from "../../components/question/answer-feedback.tsx";
import { AnswerOption, optionStateOf } from "../../components/question/answer-option.tsx";
import { ConfidenceChoice } from "../../components/question/confidence-choice.tsx";
import { KeyHints } from "../../components/question/key-hints.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { LETTERS } from "../../lib/quiz-letters.ts";
import type { Confidence } from "../../lib/review-deck/rating.ts";
import type { PracticeState } from "./practice-state.ts";
import { QuizHeader } from "./quiz-header.tsx";
import type { QuizTest } from "./quiz-types.ts";

/** One practice question: options, an optional confidence, then the answer and why. */
export function PracticeQuestion({
  test,
  state,
  questionRef,
  actionRef,
  onSelect,
  onConfide,
  onSubmit,
  onNext,
}: {
  test: QuizTest;
  state: PracticeState;
  questionRef: Ref<HTMLHeadingElement>;
  actionRef: Ref<HTMLButtonElement>;
  onSelect: (letter: AnswerLetter) => void;
  onConfide: (confidence: Confidence | null) => void;
  onSubmit: () => void;
  onNext: () => void;
}) {
  const total = state.order.length;
  const questionIndex = state.order[state.index]!;
  const question = test.questions[questionIndex]!;
  const letters = state.optionOrder[questionIndex] ?? LETTERS;
  const answer = state.submitted ? state.answers[state.answers.length - 1] : undefined;
  const done = state.answers.length;
  return (
    <Card className="p-5 sm:p-8">
      <QuizHeader test={test} compact mode="Practice" />
      <div className="mt-4 flex items-center justify-between gap-3 text-sm">
        <p className="font-semibold text-slate-800 dark:text-slate-100">
          Question {state.index + 1} of {total}
        </p>
        <p className="text-slate-600 dark:text-slate-300">No timer</p>
      </div>
      <div
        role="progressbar"
        aria-label="Practice progress"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={`${done} of ${total} answered`}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-300 motion-reduce:transition-none dark:bg-brand-300"
          style={{ width: `${(done / total) * 100}%` }}
        />
      </div>
      <h2
        ref={questionRef}
        tabIndex={-1}
        className="mt-6 scroll-mt-24 text-lg leading-snug font-semibold break-words outline-none sm:mt-8 sm:text-xl"
      >
        {question.question}
      </h2>
      <fieldset className="mt-5">
        <legend className="sr-only">Answer options</legend>
        <div className="grid gap-3">
          {letters.map((letter, position) => (
            <AnswerOption
              key={letter}
              letter={LETTERS[position]!}
              text={question.options[letter]}
              state={optionStateOf(
                letter,
                state.selected,
                state.submitted,
                question.correct_answer,
              )}
              chosen={state.selected === letter}
              locked={state.submitted}
              onSelect={() => onSelect(letter)}
            />
          ))}
        </div>
      </fieldset>
      <ConfidenceChoice value={state.confidence} locked={state.submitted} onChange={onConfide} />
      <div aria-live="polite">
        {answer ? (
          <AnswerFeedback
            question={question}
            letters={letters}
            correct={answer.correct}
            lessonPage={question.lessonPage}
          />
        ) : null}
      </div>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <KeyHints submitted={state.submitted} confidence />
        {state.submitted ? (
          <Button ref={actionRef} onClick={onNext} className="w-full sm:ml-auto sm:w-auto sm:px-8">
            {state.index === total - 1 ? "See Summary" : "Next Question"}
          </Button>
        ) : (
          <Button
            onClick={onSubmit}
            disabled={!state.selected}
            className="w-full sm:ml-auto sm:w-auto sm:px-8"
          >
            Check Answer
          </Button>
        )}
      </div>
    </Card>
  );
}
