import { z } from "zod";
import { ANSWER_LETTERS } from "./content.ts";

// What a visitor may choose to send of a test they took (issue 19): for a verifiable result the
// server grades the answers, signs what it found and keeps nothing (ADR 030); for the answer
// statistics it adds them to counters (ADR 031).

/** More answers than any test holds are not one visitor's answers to it. */
export const SENT_ANSWERS_MAX = 200;

/**
 * The answers a visitor chooses to send, for a verifiable result or the answer statistics: the
 * letter chosen for each of the test's questions, in its stored order; null: unanswered.
 */
export const sentAnswers = z.strictObject({
  answers: z
    .array(z.enum(ANSWER_LETTERS, { error: "Each answer must be A, B, C, D or null" }).nullable(), {
      error: "Answers must be a list of letters",
    })
    .min(1, { error: "Answers must not be empty" })
    .max(SENT_ANSWERS_MAX, { error: `Answers must be at most ${SENT_ANSWERS_MAX}` }),
});

/** What a signed result says; the signature covers every field. */
export const verifiedResultRecord = z.object({
  testId: z.number().int(),
  title: z.string(),
  /** A fingerprint of the questions graded: the test's content version at the time. */
  version: z.string(),
  correct: z.number().int(),
  total: z.number().int(),
  score: z.number().int(),
  passed: z.boolean(),
  /** The day it was graded, YYYY-MM-DD in UTC: no finer time is kept. */
  date: z.string(),
});
export type VerifiedResult = z.infer<typeof verifiedResultRecord>;

/** /verify/<token> and GET /api/verified-results/<token>. */
export const verificationRecord = z.object({
  /** False when the token was altered or not signed by this site. */
  valid: z.boolean(),
  result: verifiedResultRecord,
  /** Whether the test still exists with the questions graded (false: edited or deleted since). */
  current: z.boolean(),
});
export type Verification = z.infer<typeof verificationRecord>;

/** Tokens longer than this are not ours (a title is at most a few hundred characters). */
export const VERIFIED_TOKEN_MAX = 2000;
