import { useEffect, useRef } from "react";
import type { Confidence } from "./review-deck/rating.ts";

/** Keys choose by place: 1 and A the first option shown, whatever its stored letter. */
const KEY_POSITIONS: Record<string, number> = {
  "1": 0,
  "2": 1,
  "3": 2,
  "4": 3,
  a: 0,
  b: 1,
  c: 2,
  d: 3,
};

/** S, U and G say how sure the learner is (practice and /review), before the answer is in. */
const KEY_CONFIDENCE: Record<string, Confidence> = { s: "sure", u: "unsure", g: "guessing" };

/** Elements that handle Enter themselves; the quiz leaves those keys to them. */
const ACTIVATES = "button, a[href], input, select, textarea, summary, [contenteditable]";
const TYPES_TEXT = "input, select, textarea, [contenteditable]";

/**
 * The keyboard path through a question: 1–4 or A–D choose an option, Enter submits the choice
 * and then moves on (unless focus is on a control that Enter would itself activate).
 */
export function useQuizKeys(options: {
  enabled: boolean;
  submitted: boolean;
  hasSelection: boolean;
  /** Chooses the option shown at this place (0–3). */
  select: (position: number) => void;
  submit: () => void;
  next: () => void;
  /** Sets the confidence, where one is asked for; the key of the one set takes it back. */
  confide?: (confidence: Confidence) => void;
}) {
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    if (!options.enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target instanceof Element ? event.target : null;
      // While a modal is open (the report form) keys belong to it, not to the question behind,
      // wherever focus is (a click on a dialog's text leaves it on the page's body).
      if (document.querySelector("dialog:modal")) return;
      const { submitted, hasSelection, select, submit, next, confide } = latest.current;
      const key = event.key.toLowerCase();
      const confidence = KEY_CONFIDENCE[key];
      if (confide && confidence) {
        if (target?.closest(TYPES_TEXT) || submitted) return;
        event.preventDefault();
        confide(confidence);
        return;
      }
      const position = KEY_POSITIONS[key];
      if (position !== undefined) {
        if (target?.closest(TYPES_TEXT) || submitted) return;
        event.preventDefault();
        select(position);
        return;
      }
      if (event.key !== "Enter" || event.repeat || target?.closest(ACTIVATES)) return;
      event.preventDefault();
      if (!submitted) {
        if (hasSelection) submit();
      } else next();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [options.enabled]);
}
