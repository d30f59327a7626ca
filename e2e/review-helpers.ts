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
