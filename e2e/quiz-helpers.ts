import type { APIRequestContext, Page } from "@playwright/test";
import { listOf } from "./api-lists.ts";
import { expect } from "./fixtures.ts";

export { waitForHydration } from "./hydration.ts";

export type Letter = "A" | "B" | "C" | "D";
export const LETTERS: Letter[] = ["A", "B", "C", "D"];

export interface QuizQuestion {
  question: string;
  options: Record<Letter, string>;
  correct_answer: Letter;
  explanation: string;
}

export interface QuizContent {
  id: number;
  title: string;
  timeLimit: number;
  passingScore: number;
  questions: QuizQuestion[];
}

/** The first active test that has questions, with its answers (read from the public API). */
export async function playableTest(page: Page): Promise<QuizContent> {
  const list = await listOf<{ id: number; isActive: boolean; questionCount: number }>(
    page.request,
    "/api/tests",
  );
  const first = list.find((item) => item.isActive && item.questionCount > 0);
  expect(first, "a test with questions").toBeTruthy();
  return testContent(page.request, first!.id);
}

export async function testContent(api: APIRequestContext, id: number): Promise<QuizContent> {
  const response = await api.get(`/api/tests/${id}/content`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as QuizContent;
}

export const wrongLetter = (correct: Letter): Letter => (correct === "A" ? "B" : "A");

export function options(page: Page) {
  return page.getByRole("group", { name: "Answer options" }).getByRole("button");
}

/**
 * The option button showing this text. Each attempt shuffles the questions and their options,
 * so tests find an option by what it says, never by its letter or place.
 */
export function optionWithText(page: Page, text: string) {
  return options(page).filter({ has: page.getByText(text, { exact: true }) });
}

/** The question on screen now, found among the test's questions by its text. */
export async function shownQuestion(page: Page, quiz: QuizContent): Promise<QuizQuestion> {
  const heading = page.locator("main").getByRole("heading", { level: 2 }).first();
  await expect(heading).toBeVisible();
  const text = ((await heading.textContent()) ?? "").trim();
  const question = quiz.questions.find((candidate) => candidate.question.trim() === text);
  expect(question, `"${text}" is one of the test's questions`).toBeTruthy();
  return question!;
}

/** The option of the shown question that is stored under `letter`, wherever it is shown. */
export async function optionFor(page: Page, quiz: QuizContent, letter: Letter) {
  const question = await shownQuestion(page, quiz);
  return optionWithText(page, question.options[letter]);
}

/** Where (0–3) the option with this text is shown, which is also its shown letter A–D. */
export async function shownPosition(page: Page, text: string) {
  return optionWithText(page, text).evaluate((button) =>
    Array.from(button.parentElement!.children).indexOf(button),
  );
}

/** The option texts of the shown question, in the order they are shown. */
export async function shownOptionTexts(page: Page, question: QuizQuestion) {
  const texts = Object.values(question.options);
  const positions = await Promise.all(texts.map((text) => shownPosition(page, text)));
  return texts
    .map((text, index) => ({ text, position: positions[index]! }))
    .sort((a, b) => a.position - b.position)
    .map((entry) => entry.text);
}

export async function openAndStart(page: Page, quiz: QuizContent, timing?: RegExp) {
  await page.goto(`/test/${quiz.id}`);
  // Start is enabled once the quiz's script runs; choose the timing only after that.
  await expect(page.getByRole("button", { name: "Start Quiz" })).toBeEnabled();
  if (timing) await page.getByRole("radio", { name: timing }).check();
  await page.getByRole("button", { name: "Start Quiz" }).click();
  await expect(page.getByText(`Question 1 of ${quiz.questions.length}`)).toBeVisible();
}

/**
 * Answers `count` questions with the mouse from the shown one on (`from` is its 0-based place),
 * the stored letter chosen by `pick`. Returns the questions in the order they were shown.
 */
export async function answerWithMouse(
  page: Page,
  quiz: QuizContent,
  pick: (correct: Letter) => Letter,
  count = quiz.questions.length,
  from = 0,
) {
  const total = quiz.questions.length;
  const shown: QuizQuestion[] = [];
  for (let index = from; index < from + count; index++) {
    await expect(page.getByText(`Question ${index + 1} of ${total}`)).toBeVisible();
    const question = await shownQuestion(page, quiz);
    shown.push(question);
    await optionWithText(page, question.options[pick(question.correct_answer)]).click();
    await page.getByRole("button", { name: "Submit Answer" }).click();
    const last = index === total - 1;
    const proceed = page.getByRole("button", { name: last ? "Finish Quiz" : "Next Question" });
    if (index < from + count - 1 || last) await proceed.click();
  }
  return shown;
}
