import type { Ref } from "react";
import type { AnswerLetter } from "../../../shared/schemas/content.ts";
import { AnswerFeedback } from "../../components/question/answer-feedback.tsx";
import { AnsweredBar, AnswerOptions } from "../../components/question/answer-options.tsx";
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
      <AnsweredBar label="Practice progress" done={done} total={total} />
      <h2
        ref={questionRef}
        tabIndex={-1}
        className="mt-6 scroll-mt-24 text-lg leading-snug font-semibold break-words outline-none sm:mt-8 sm:text-xl"
      >
        {question.question}
      </h2>
      <AnswerOptions
        letters={letters}
        options={question.options}
        selected={state.selected}
        submitted={state.submitted}
        correct={question.correct_answer}
        onSelect={onSelect}
      />
      <ConfidenceChoice value={state.confidence} locked={state.submitted} onChange={onConfide} />
      <div aria-live="polite">
        {answer ? (
          <AnswerFeedback
            testId={test.id}
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
