import type { AnswerLetter } from "../../shared/schemas/content.ts";
import { LETTERS } from "./quiz-letters.ts";

// Each attempt shows the questions, and each question's options, in an order of its own, so a
// second attempt tests knowledge rather than memory of places (issue 14).

/** A source of numbers in [0, 1), like Math.random; tests inject a seeded one. */
export type RandomSource = () => number;

/** A shuffled copy (Fisher–Yates): every order equally likely for a uniform source. */
export function shuffled<T>(items: readonly T[], random: RandomSource): T[] {
  const copy = [...items];
  for (let last = copy.length - 1; last > 0; last--) {
    const pick = Math.floor(random() * (last + 1));
    [copy[last], copy[pick]] = [copy[pick]!, copy[last]!];
  }
  return copy;
}

export interface AttemptOrder {
  /** The stored index of the question shown at each place. */
  order: number[];
  /** Per stored question: its stored option letters in the order they are shown. */
  optionOrder: AnswerLetter[][];
}

export function shuffleAttempt(questionCount: number, random: RandomSource): AttemptOrder {
  const indices = Array.from({ length: questionCount }, (_, index) => index);
  return {
    order: shuffled(indices, random),
    optionOrder: indices.map(() => shuffled(LETTERS, random)),
  };
}

/** A small seeded generator (mulberry32), so tests can replay an order. */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
