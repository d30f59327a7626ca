import { useEffect, useRef } from "react";
import type { AnswerLetter } from "../../../shared/schemas/content.ts";

const KEY_LETTERS: Record<string, AnswerLetter> = {
  "1": "A",
  "2": "B",
  "3": "C",
  "4": "D",
  a: "A",
  b: "B",
  c: "C",
  d: "D",
};

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
  selected: AnswerLetter | null;
  select: (letter: AnswerLetter) => void;
  submit: () => void;
  next: () => void;
}) {
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    if (!options.enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target instanceof Element ? event.target : null;
      const { submitted, selected, select, submit, next } = latest.current;
      const letter = KEY_LETTERS[event.key.toLowerCase()];
      if (letter) {
        if (target?.closest(TYPES_TEXT) || submitted) return;
        event.preventDefault();
        select(letter);
        return;
      }
      if (event.key !== "Enter" || event.repeat || target?.closest(ACTIVATES)) return;
      event.preventDefault();
      if (!submitted) {
        if (selected) submit();
      } else next();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [options.enabled]);
}
