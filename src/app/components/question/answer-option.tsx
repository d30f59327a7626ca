import type { AnswerLetter } from "../../../shared/schemas/content.ts";

// The letter is the option's place on screen, whatever letter it is stored under.

export type OptionState = "idle" | "selected" | "correct" | "wrong" | "locked";

/** How an option shows: chosen or not before the answer is in, right or wrong after. */
export function optionStateOf(
  letter: AnswerLetter,
  selected: AnswerLetter | null,
  submitted: boolean,
  correct: AnswerLetter,
): OptionState {
  if (!submitted) return selected === letter ? "selected" : "idle";
  if (letter === correct) return "correct";
  return letter === selected ? "wrong" : "locked";
}

const STYLES: Record<OptionState, string> = {
  idle: "border-slate-300 bg-white hover:border-brand-500 hover:bg-brand-50 dark:border-slate-600 dark:bg-slate-900 dark:hover:border-brand-300 dark:hover:bg-slate-800",
  selected:
    "border-brand-600 bg-brand-50 ring-2 ring-brand-600 dark:border-brand-300 dark:bg-slate-800 dark:ring-brand-300",
  correct:
    "border-green-600 bg-green-50 text-green-950 ring-2 ring-green-600 dark:border-green-500 dark:bg-green-950/50 dark:text-green-50 dark:ring-green-500",
  wrong:
    "border-red-600 bg-red-50 text-red-950 ring-2 ring-red-600 dark:border-red-500 dark:bg-red-950/50 dark:text-red-50 dark:ring-red-500",
  locked:
    "border-slate-200 bg-slate-50 text-slate-600 dark:border-slate-800 dark:bg-slate-900/60 dark:text-slate-300",
};

const LETTER_STYLES: Record<OptionState, string> = {
  idle: "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100",
  selected: "bg-brand-600 text-white",
  correct: "bg-green-700 text-white",
  wrong: "bg-red-700 text-white",
  locked: "bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300",
};

/** Right and wrong are said in words and icons, never by colour alone. */
function tagFor(state: OptionState, chosen: boolean) {
  if (state === "correct") return chosen ? "✓ Your answer — correct" : "✓ Correct answer";
  if (state === "wrong") return "✗ Your answer — incorrect";
  return null;
}

export function AnswerOption({
  letter,
  text,
  state,
  chosen,
  locked,
  onSelect,
}: {
  letter: AnswerLetter;
  text: string;
  state: OptionState;
  /** This is the visitor's choice (shown pressed). */
  chosen: boolean;
  locked: boolean;
  onSelect: () => void;
}) {
  const tag = tagFor(state, chosen);
  return (
    <button
      type="button"
      aria-pressed={chosen}
      aria-disabled={locked || undefined}
      onClick={() => {
        if (!locked) onSelect();
      }}
      className={`flex min-h-14 w-full items-start gap-3 rounded-xl border-2 p-3 text-left transition-colors sm:p-4 ${STYLES[state]} ${locked ? "cursor-default" : ""}`}
    >
      <span
        aria-hidden="true"
        className={`flex size-8 shrink-0 items-center justify-center rounded-lg text-sm font-bold ${LETTER_STYLES[state]}`}
      >
        {letter}
      </span>
      <span className="sr-only">{letter}.</span>
      <span className="min-w-0 flex-1 self-center break-words">
        <span>{text}</span>
        {tag ? <span className="mt-1 block text-sm font-semibold">{tag}</span> : null}
      </span>
    </button>
  );
}
