import type { Ref } from "react";
import type { AnswerLetter } from "../../../shared/schemas/content.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { AnswerOption, type OptionState } from "./answer-option.tsx";
import { QuizHeader } from "./quiz-header.tsx";
import type { QuizState } from "./quiz-state.ts";
import { QuizTimer } from "./quiz-timer.tsx";
import type { QuizTest } from "./quiz-types.ts";

// Spelled out here: importing the schema module's list would ship zod to the browser.
const LETTERS: readonly AnswerLetter[] = ["A", "B", "C", "D"];

function optionState(letter: AnswerLetter, state: QuizState, correct: AnswerLetter): OptionState {
  if (!state.submitted) return state.selected === letter ? "selected" : "idle";
  if (letter === correct) return "correct";
  return letter === state.selected ? "wrong" : "locked";
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
  onSelect: (letter: AnswerLetter) => void;
  onSubmit: () => void;
  onNext: () => void;
}) {
  const total = test.questions.length;
  const question = test.questions[state.index]!;
  const last = state.index === total - 1;
  const answer = state.submitted ? state.answers[state.answers.length - 1] : undefined;
  const done = state.answers.length;

  const aside =
    secondsLeft === null ? (
      <Badge className="min-h-11 bg-slate-100 px-3 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-100">
        Untimed practice
      </Badge>
    ) : (
      <QuizTimer secondsLeft={secondsLeft} />
    );

  return (
    <Card className="p-5 sm:p-8">
      <QuizHeader test={test} aside={aside} compact />
      <div className="mt-6 flex items-center justify-between gap-3 text-sm font-medium text-slate-700 dark:text-slate-300">
        <p>
          Question {state.index + 1} of {total}
        </p>
        <p>{Math.round((done / total) * 100)}% complete</p>
      </div>
      <div
        role="progressbar"
        aria-label="Quiz progress"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={`${done} of ${total} answered`}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-300 dark:bg-brand-300"
          style={{ width: `${(done / total) * 100}%` }}
        />
      </div>
      <h2
        ref={questionRef}
        tabIndex={-1}
        className="mt-8 scroll-mt-24 text-lg leading-snug font-semibold outline-none sm:text-xl"
      >
        {question.question}
      </h2>
      <fieldset className="mt-5">
        <legend className="sr-only">Answer options</legend>
        <div className="grid gap-3">
          {LETTERS.map((letter) => (
            <AnswerOption
              key={letter}
              letter={letter}
              text={question.options[letter]}
              state={optionState(letter, state, question.correct_answer)}
              chosen={state.selected === letter}
              locked={state.submitted}
              onSelect={() => onSelect(letter)}
            />
          ))}
        </div>
      </fieldset>
      <div aria-live="polite">
        {answer ? (
          <div
            className={`mt-6 rounded-xl border-l-4 p-4 ${
              answer.isCorrect
                ? "border-green-600 bg-green-50 dark:border-green-500 dark:bg-green-950/40"
                : "border-red-600 bg-red-50 dark:border-red-500 dark:bg-red-950/40"
            }`}
          >
            <p className="font-semibold">
              {answer.isCorrect
                ? "✓ Correct!"
                : `✗ Incorrect. The correct answer is ${question.correct_answer}: ${question.options[question.correct_answer]}`}
            </p>
            {question.explanation ? (
              <p className="mt-2 text-sm text-slate-800 dark:text-slate-200">
                <span className="font-semibold">Explanation: </span>
                {question.explanation}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p className="hidden text-sm text-slate-600 sm:block dark:text-slate-300">
          Keys <kbd className="font-mono">1–4</kbd> or <kbd className="font-mono">A–D</kbd> choose;{" "}
          <kbd className="font-mono">Enter</kbd> {state.submitted ? "continues" : "submits"}.
        </p>
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
