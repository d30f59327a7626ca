import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

export { waitForHydration } from "./hydration.ts";

export type Letter = "A" | "B" | "C" | "D";
export const LETTERS: Letter[] = ["A", "B", "C", "D"];

export interface QuizContent {
  id: number;
  title: string;
  timeLimit: number;
  passingScore: number;
  questions: {
    question: string;
    options: Record<Letter, string>;
    correct_answer: Letter;
    explanation: string;
  }[];
}

/** The first active test that has questions, with its answers (read from the public API). */
export async function playableTest(page: Page): Promise<QuizContent> {
  const list = (await (await page.request.get("/api/tests")).json()) as {
    id: number;
    isActive: boolean;
    questionCount: number;
  }[];
  const first = list.find((item) => item.isActive && item.questionCount > 0);
  expect(first, "a test with questions").toBeTruthy();
  const response = await page.request.get(`/api/tests/${first!.id}/content`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as QuizContent;
}

export const wrongLetter = (correct: Letter): Letter => (correct === "A" ? "B" : "A");

export function options(page: Page) {
  return page.getByRole("group", { name: "Answer options" }).getByRole("button");
}

export function option(page: Page, letter: Letter) {
  return options(page).nth(LETTERS.indexOf(letter));
}

export async function openAndStart(page: Page, quiz: QuizContent, timing?: RegExp) {
  await page.goto(`/test/${quiz.id}`);
  // Start is enabled once the quiz's script runs; choose the timing only after that.
  await expect(page.getByRole("button", { name: "Start Quiz" })).toBeEnabled();
  if (timing) await page.getByRole("radio", { name: timing }).check();
  await page.getByRole("button", { name: "Start Quiz" }).click();
  await expect(page.getByText(`Question 1 of ${quiz.questions.length}`)).toBeVisible();
}

/** Answers the questions from `from` on with the mouse, the letter chosen by `pick`. */
export async function answerWithMouse(
  page: Page,
  quiz: QuizContent,
  pick: (correct: Letter) => Letter,
  count = quiz.questions.length,
) {
  for (let index = 0; index < count; index++) {
    const question = quiz.questions[index]!;
    await expect(page.getByText(`Question ${index + 1} of ${quiz.questions.length}`)).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: question.question })).toBeVisible();
    await option(page, pick(question.correct_answer)).click();
    await page.getByRole("button", { name: "Submit Answer" }).click();
    const last = index === quiz.questions.length - 1;
    const proceed = page.getByRole("button", { name: last ? "Finish Quiz" : "Next Question" });
    if (index < count - 1 || last) await proceed.click();
  }
}
