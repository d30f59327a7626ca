import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations, settleTransitions } from "./axe.ts";
import { expect } from "./fixtures.ts";
import {
  type Letter,
  optionWithText,
  type QuizContent,
  type QuizQuestion,
  shownQuestion,
} from "./quiz-helpers.ts";

// Practice and the review deck: walking through practice, and screenshots with axe in both
// themes of a screen as it is (a reload would lose a practice run's place).

const SHOTS = process.env.SHOTS_DIR ?? ".tmp/screenshots";

/**
 * Screenshots at 390 and 1280 px in the light and the dark theme (the class the theme toggle
 * sets), axe checked in each. `scrollTo` shoots the viewport from that element down.
 */
export async function shotsInBothThemes(page: Page, name: string, scrollTo?: Locator) {
  for (const dark of [false, true]) {
    await page.evaluate((on) => document.documentElement.classList.toggle("dark", on), dark);
    await settleTransitions(page);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      const path = `${SHOTS}/${name}-${width}-${dark ? "dark" : "light"}.png`;
      if (scrollTo) {
        await scrollTo.evaluate((element) => {
          const header = document.querySelector("body > header")?.getBoundingClientRect().height;
          const top = element.getBoundingClientRect().top + window.scrollY - (header ?? 0) - 8;
          window.scrollTo({ top, behavior: "instant" });
        });
        await page.screenshot({ path });
      } else {
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
        await page.screenshot({ path, fullPage: true });
      }
      await expectNoAxeViolations(page, `${name} ${width} ${dark ? "dark" : "light"}`);
    }
  }
  await page.evaluate(() => document.documentElement.classList.remove("dark"));
  await page.setViewportSize({ width: 1280, height: 800 });
}

export async function startPractice(page: Page, quiz: QuizContent) {
  await page.goto(`/test/${quiz.id}/practice`);
  await expect(page.getByRole("button", { name: "Start Practice" })).toBeEnabled();
  await page.getByRole("button", { name: "Start Practice" }).click();
  await expect(page.getByText(`Question 1 of ${quiz.questions.length}`)).toBeVisible();
}

export type Sureness = "Sure" | "Unsure" | "Guessing" | null;

/**
 * Answers the practice question on screen with the mouse: the stored letter `pick` chooses,
 * the confidence given first (or skipped). Returns the question answered.
 */
export async function answerPractice(
  page: Page,
  quiz: QuizContent,
  pick: (correct: Letter) => Letter,
  confidence: Sureness = null,
): Promise<QuizQuestion> {
  const question = await shownQuestion(page, quiz);
  await optionWithText(page, question.options[pick(question.correct_answer)]).click();
  if (confidence) await page.getByRole("button", { name: confidence, exact: true }).click();
  await page.getByRole("button", { name: "Check Answer" }).click();
  await expect(page.getByText(/^✓ Correct!|^✗ Incorrect/)).toBeVisible();
  return question;
}

/** Moves on from a checked practice question (to the summary after the last). */
export async function nextPractice(page: Page) {
  await page.getByRole("button", { name: /^(Next Question|See Summary)$/ }).click();
}

/** How many cards this browser's deck holds, read from IndexedDB as the page would (0: none). */
export function deckSizeIn(page: Page) {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((database) => database.name);
    if (!names.includes("learn-ai-review")) return 0;
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open("learn-ai-review");
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const count = await new Promise<number>((resolve, reject) => {
      const request = database.transaction("cards").objectStore("cards").count();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    database.close();
    return count;
  });
}
