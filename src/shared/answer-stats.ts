import type { AnswerLetter } from "./schemas/content.ts";

// Opt-in answer statistics (issue 19, ADR 031): how often each option of a question was chosen,
// counted per day, and the flags the admin sees. One place for the thresholds.

/** A choice as counted: an option's letter, or "none" for a question left unanswered. */
export type CountedChoice = AnswerLetter | "none";
export const COUNTED_CHOICES: readonly CountedChoice[] = ["A", "B", "C", "D", "none"];

/** Fewer answers than this say too little to flag a question. */
export const FLAG_MIN_ANSWERS = 20;
/** Right at least this often: nearly everyone gets it. */
export const TOO_EASY_SHARE = 0.95;
/** Right at most this often, no better than guessing among four. */
export const TOO_HARD_SHARE = 0.25;

/** Open problem reports (ADR 032) from this many on: a question often reported. */
export const REPORTED_FLAG_MIN = 2;

export type QuestionFlag = "distractor" | "too-easy" | "too-hard" | "reported";
export const QUESTION_FLAGS: readonly QuestionFlag[] = [
  "distractor",
  "too-easy",
  "too-hard",
  "reported",
];

export interface QuestionStats {
  /** The question's place in the test, from 0. */
  index: number;
  /** The question's fingerprint: a refresh of this one question names it (ADR 033). */
  key: string;
  question: string;
  correct: AnswerLetter;
  counts: Record<CountedChoice, number>;
  /** Everyone who sent this question's answer, unanswered included. */
  total: number;
  right: number;
  /** Problem reports about it not yet resolved. */
  reports: number;
  flags: QuestionFlag[];
}

/**
 * What the counts say about a question, once enough people answered it, and whether readers
 * often report it (whatever the counts).
 */
export function flagsOf(
  counts: Record<CountedChoice, number>,
  correct: AnswerLetter,
  reports = 0,
): QuestionFlag[] {
  const flags: QuestionFlag[] = reports >= REPORTED_FLAG_MIN ? ["reported"] : [];
  const total = COUNTED_CHOICES.reduce((sum, choice) => sum + counts[choice], 0);
  if (total < FLAG_MIN_ANSWERS) return flags;
  const right = counts[correct];
  const wrongOptions = (["A", "B", "C", "D"] as const).filter((letter) => letter !== correct);
  if (wrongOptions.some((letter) => counts[letter] > right)) flags.push("distractor");
  if (right / total >= TOO_EASY_SHARE) flags.push("too-easy");
  if (right / total <= TOO_HARD_SHARE) flags.push("too-hard");
  return flags;
}
