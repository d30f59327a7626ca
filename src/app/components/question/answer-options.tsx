import type { AnswerLetter } from "../../../shared/schemas/content.ts";
import { LETTERS } from "../../lib/quiz-letters.ts";
import { AnswerOption, optionStateOf } from "./answer-option.tsx";

/**
 * A question's options as one group, in the order shown (`letters`, the stored letters): each
 * is labelled by its place on screen. The timed test, practice and the review deck use it.
 */
export function AnswerOptions({
  letters,
  options,
  selected,
  submitted,
  correct,
  onSelect,
  className = "",
}: {
  letters: readonly AnswerLetter[];
  options: Record<AnswerLetter, string>;
  selected: AnswerLetter | null;
  submitted: boolean;
  correct: AnswerLetter;
  onSelect: (letter: AnswerLetter) => void;
  /** More classes for the options' grid. */
  className?: string;
}) {
  return (
    <fieldset className="mt-5">
      <legend className="sr-only">Answer options</legend>
      <div className={`grid gap-3 ${className}`}>
        {letters.map((letter, position) => (
          <AnswerOption
            key={letter}
            letter={LETTERS[position]!}
            text={options[letter]}
            state={optionStateOf(letter, selected, submitted, correct)}
            chosen={selected === letter}
            locked={submitted}
            onSelect={() => onSelect(letter)}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** How many of a round's questions are answered, as a bar. */
export function AnsweredBar({
  label,
  done,
  total,
}: {
  label: string;
  done: number;
  total: number;
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
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
  );
}
