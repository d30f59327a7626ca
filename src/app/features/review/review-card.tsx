import type { Ref } from "react";
import type { AnswerLetter } from "../../../shared/schemas/content.ts";
import { AnswerFeedback } from "../../components/question/answer-feedback.tsx";
import { AnswerOptions } from "../../components/question/answer-options.tsx";
import { ConfidenceChoice } from "../../components/question/confidence-choice.tsx";
import { KeyHints } from "../../components/question/key-hints.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import type { DeckCard } from "../../lib/review-deck/card.ts";
import { type Confidence, GRADE_NAMES, gradeFor } from "../../lib/review-deck/rating.ts";
import { dueIn } from "./due-in.ts";

/** One card being reviewed: what the learner chose, and its state once checked. */
export interface CardTurn {
  card: DeckCard;
  /** The stored letters in the order shown (a new order for each review). */
  letters: AnswerLetter[];
  selected: AnswerLetter | null;
  confidence: Confidence | null;
  /** The card as rescheduled, once the answer is checked, and when that was (ms). */
  result: DeckCard | null;
  checkedAt: number;
}

/** The rating given and when the card comes back, said after the answer. */
function Outcome({ turn }: { turn: CardTurn }) {
  if (!turn.result) return null;
  const grade = gradeFor(turn.selected === turn.card.correct, turn.confidence);
  return (
    <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
      Rated <strong>{GRADE_NAMES[grade]}</strong>: this card comes back{" "}
      {dueIn(turn.result.due - turn.checkedAt)}.
    </p>
  );
}

export function ReviewCard({
  turn,
  last,
  questionRef,
  actionRef,
  onSelect,
  onConfide,
  onSubmit,
  onNext,
  onRemove,
}: {
  turn: CardTurn;
  last: boolean;
  questionRef: Ref<HTMLHeadingElement>;
  actionRef: Ref<HTMLButtonElement>;
  onSelect: (letter: AnswerLetter) => void;
  onConfide: (confidence: Confidence | null) => void;
  onSubmit: () => void;
  onNext: () => void;
  onRemove: () => void;
}) {
  const { card, letters, selected, result } = turn;
  const submitted = result !== null;
  return (
    <Card className="p-5 sm:p-8">
      <p className="text-sm text-slate-600 dark:text-slate-300">From {card.testTitle}</p>
      <h2
        ref={questionRef}
        tabIndex={-1}
        className="mt-2 scroll-mt-24 text-lg leading-snug font-semibold break-words outline-none sm:text-xl"
      >
        {card.question}
      </h2>
      <AnswerOptions
        letters={letters}
        options={card.options}
        selected={selected}
        submitted={submitted}
        correct={card.correct}
        onSelect={onSelect}
      />
      <ConfidenceChoice value={turn.confidence} locked={submitted} onChange={onConfide} />
      <div aria-live="polite">
        {result ? (
          <>
            <AnswerFeedback
              testId={card.testId}
              question={{ ...card, correct_answer: card.correct }}
              letters={letters}
              correct={selected === card.correct}
              lessonPage={card.lessonPage}
            />
            <Outcome turn={turn} />
          </>
        ) : null}
      </div>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <KeyHints submitted={submitted} confidence />
        <div className="flex w-full flex-wrap gap-3 sm:ml-auto sm:w-auto">
          {submitted ? (
            <>
              <Button variant="ghost" onClick={onRemove} className="flex-1 sm:flex-none">
                Remove from deck
              </Button>
              <Button ref={actionRef} onClick={onNext} className="flex-1 sm:flex-none sm:px-8">
                {last ? "Finish" : "Next Card"}
              </Button>
            </>
          ) : (
            <Button onClick={onSubmit} disabled={!selected} className="w-full sm:w-auto sm:px-8">
              Check Answer
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
}
