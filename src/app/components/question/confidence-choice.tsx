import { CONFIDENCES, type Confidence } from "../../lib/review-deck/rating.ts";

const CHOICE =
  "inline-flex min-h-11 items-center rounded-lg border-2 px-4 text-sm font-semibold transition-colors";
const STATES = {
  off: "border-slate-300 bg-white text-slate-800 hover:border-brand-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-brand-300",
  on: "border-brand-600 bg-brand-600 text-white dark:border-brand-300 dark:bg-brand-300 dark:text-slate-950",
};

/**
 * How sure the learner is, asked before the answer shows: optional (a pressed choice pressed
 * again is taken back), by mouse, Tab and Space, or the keys S, U and G (lib/use-quiz-keys.ts).
 * Once the answer is in, it is said in words.
 */
export function ConfidenceChoice({
  value,
  locked,
  onChange,
}: {
  value: Confidence | null;
  locked: boolean;
  onChange: (value: Confidence | null) => void;
}) {
  if (locked) {
    const chosen = CONFIDENCES.find((choice) => choice.id === value);
    return chosen ? (
      <p className="mt-5 text-sm text-slate-700 dark:text-slate-300">
        You said: <strong>{chosen.label}</strong>
      </p>
    ) : null;
  }
  return (
    <fieldset className="mt-5">
      <legend className="text-sm font-semibold">
        How sure are you?{" "}
        <span className="font-normal text-slate-600 dark:text-slate-300">
          Optional — it decides when the question comes back.
        </span>
      </legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {CONFIDENCES.map((choice) => (
          <button
            key={choice.id}
            type="button"
            aria-pressed={value === choice.id}
            aria-keyshortcuts={choice.label[0]}
            onClick={() => onChange(value === choice.id ? null : choice.id)}
            className={`${CHOICE} ${value === choice.id ? STATES.on : STATES.off}`}
          >
            {choice.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
