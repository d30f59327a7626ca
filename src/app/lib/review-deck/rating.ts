// How an answer feeds the review deck (ADR 026). The rating is derived from right or wrong and
// the confidence given before the answer was shown, never asked for afterwards: one click fewer,
// and a judgement made before seeing the answer is an honest one.

/** How sure a learner said they were, before seeing the answer; null when they skipped it. */
export type Confidence = "sure" | "unsure" | "guessing";

export const CONFIDENCES: readonly { id: Confidence; label: string }[] = [
  { id: "sure", label: "Sure" },
  { id: "unsure", label: "Unsure" },
  { id: "guessing", label: "Guessing" },
];

/** ts-fsrs's Rating values (checked in rating.test.ts), without loading ts-fsrs. */
export const GRADE = { again: 1, hard: 2, good: 3, easy: 4 } as const;
export type DeckGrade = (typeof GRADE)[keyof typeof GRADE];

export const GRADE_NAMES: Record<DeckGrade, string> = {
  1: "Again",
  2: "Hard",
  3: "Good",
  4: "Easy",
};

/**
 * Wrong, or right by a guess: not recalled (Again). Right but unsure: recalled with effort
 * (Hard). Right and sure, or right with no rating given: Good. Easy is never derived: picking
 * from four options is easier than recalling, and Easy would stretch the interval further.
 */
export function gradeFor(correct: boolean, confidence: Confidence | null): DeckGrade {
  if (!correct || confidence === "guessing") return GRADE.again;
  if (confidence === "unsure") return GRADE.hard;
  return GRADE.good;
}

/** A mistake or a doubt puts a question into the deck; a sure right answer does not. */
export function entersDeck(correct: boolean, confidence: Confidence | null) {
  return !correct || confidence === "unsure" || confidence === "guessing";
}

export type DeckStep = { kind: "add" } | { kind: "review"; grade: DeckGrade } | { kind: "none" };

/**
 * What one answer in a test or in practice does to the deck. A new mistake or doubt adds a new
 * card, due at once; one already in the deck is reviewed with the derived grade. A sure right
 * answer reviews a card only when it is due, so a learner who practises often is not pushed
 * through the same card many times a day.
 */
export function deckStep(
  correct: boolean,
  confidence: Confidence | null,
  existing: { due: number } | null,
  now: number,
): DeckStep {
  if (!existing) return entersDeck(correct, confidence) ? { kind: "add" } : { kind: "none" };
  if (entersDeck(correct, confidence) || existing.due <= now) {
    return { kind: "review", grade: gradeFor(correct, confidence) };
  }
  return { kind: "none" };
}
