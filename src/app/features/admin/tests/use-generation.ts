import {
  type InProgress,
  type StartRequest,
  useGenerationsInProgress,
} from "../generation/jobs-api.ts";

// A test's quiz generation runs as a background job (generation/jobs-api.ts): this is the test's
// request and default prompt; the admin-wide watcher announces how each one ends.

/**
 * A test without questions is generated; one with questions is refreshed: its current questions
 * go to the model to be revised, not thrown away (ADR 033).
 */
export function quizGeneration(
  test: { id: number; hasContent: boolean },
  prompt: string,
): StartRequest {
  return test.hasContent
    ? {
        kind: "test",
        action: "refresh",
        targetId: test.id,
        url: `/api/tests/${test.id}/refresh`,
        body: { prompt },
      }
    : {
        kind: "test",
        action: "generate",
        targetId: test.id,
        url: `/api/tests/${test.id}/generate`,
        body: { customPrompt: prompt },
      };
}

/** Tests whose questions are being generated now, by id, with the job's progress. */
export function useGeneratingTests(): ReadonlyMap<number, InProgress> {
  return useGenerationsInProgress("test");
}

export function defaultQuizPrompt(level: string): string {
  return `Create 10-15 multiple-choice questions for this test at the ${level} level. Each question has 4 options (A, B, C and D), exactly one correct answer, and a short explanation of why that answer is right. Spread the correct answers evenly across A, B, C and D.`;
}

export function refreshQuizPrompt(level: string): string {
  return `Revise this test at the ${level} level: keep the questions that are right, and fix or replace those that are wrong, unclear or give their answer away. Each question keeps 4 options (A, B, C and D), exactly one correct answer, and a short explanation of why that answer is right.`;
}

/** The prompt 'Generate all missing' offers: each test's level is inserted by the server. */
export const BULK_QUIZ_PROMPT =
  "Create 10-15 multiple-choice questions for each test at its level. Each question has 4 options (A, B, C and D), exactly one correct answer, and a short explanation of why that answer is right. Spread the correct answers evenly across A, B, C and D.";
