import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import {
  answerWithMouse,
  openAndStart,
  playableTest,
  type QuizContent,
  shownQuestion,
  wrongLetter,
} from "./quiz-helpers.ts";

// A running attempt stays in this browser, so a reload or a closed tab does not lose it.

const ATTEMPTS_KEY = "learn-ai:quiz-attempts:v1";

/** This test's saved attempt, if the browser holds one. */
async function savedAttempt(page: Page, id: number) {
  const stored = await page.evaluate((key) => localStorage.getItem(key), ATTEMPTS_KEY);
  return (JSON.parse(stored ?? "{}") as Record<string, unknown>)[id];
}

function seconds(clock: string) {
  const [minutes, rest] = clock.split(":").map(Number);
  return minutes! * 60 + rest!;
}

async function timeLeft(page: Page) {
  return seconds((await page.getByRole("timer").textContent())!.trim());
}

/** Answers `count` questions right and moves on to the next one. */
async function answerAndMoveOn(page: Page, quiz: QuizContent, count: number) {
  await answerWithMouse(page, quiz, (correct) => correct, count);
  await page.getByRole("button", { name: "Next Question" }).click();
  await expect(page.getByText(`Question ${count + 1} of ${quiz.questions.length}`)).toBeVisible();
}

const offer = (page: Page) => page.getByRole("region", { name: "Unfinished attempt" });

test("after a reload the attempt resumes at the same question with the same time left", async ({
  page,
}) => {
  const quiz = await playableTest(page);
  const total = quiz.questions.length;
  await openAndStart(page, quiz);
  await answerAndMoveOn(page, quiz, 3);
  const fourth = await shownQuestion(page, quiz);
  const before = await timeLeft(page);

  page.on("dialog", (dialog) => dialog.accept());
  await page.reload();
  await expect(offer(page)).toBeVisible();
  await expect(offer(page)).toContainText(`question 4 of ${total}`);
  const offered = /(\d+:\d\d) left/.exec((await offer(page).textContent())!)?.[1];
  expect(Math.abs(seconds(offered!) - before)).toBeLessThanOrEqual(2);
  await expect(page.getByRole("button", { name: "Start Quiz" })).toHaveCount(0);

  await page.getByRole("button", { name: "Resume your attempt" }).click();
  await expect(page.getByText(`Question 4 of ${total}`)).toBeVisible();
  expect(await shownQuestion(page, quiz)).toEqual(fourth);
  await expect(page.getByRole("heading", { level: 2, name: fourth.question })).toBeFocused();
  expect(Math.abs((await timeLeft(page)) - before)).toBeLessThanOrEqual(2);
  await expect(page.getByRole("progressbar", { name: "Quiz progress" })).toHaveAttribute(
    "aria-valuenow",
    "3",
  );

  await answerWithMouse(page, quiz, wrongLetter, total - 3, 3);
  await expect(page.getByText(`3 out of ${total} correct`)).toBeVisible();
  await expect(page.getByText(`${Math.round((3 / total) * 100)}%`, { exact: true })).toBeVisible();
  // Finished: nothing left to resume.
  expect(await savedAttempt(page, quiz.id)).toBeUndefined();
  await page.reload();
  await expect(page.getByRole("button", { name: "Start Quiz" })).toBeEnabled();
  await expect(offer(page)).toHaveCount(0);
});

test("a chosen but unsubmitted answer and a submitted one come back as they were", async ({
  page,
}) => {
  const quiz = await playableTest(page);
  await openAndStart(page, quiz, /Untimed practice/);
  const [first] = await answerWithMouse(page, quiz, wrongLetter, 1);
  page.on("dialog", (dialog) => dialog.accept());
  await page.reload();
  await expect(offer(page)).toContainText("no timer");
  await page.getByRole("button", { name: "Resume your attempt" }).click();
  await expect(page.getByText("Untimed practice")).toBeVisible();
  await expect(page.getByText(`✗ Incorrect. The correct answer is`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Next Question" })).toBeFocused();
  expect(await shownQuestion(page, quiz)).toEqual(first);
});

test("Start over drops the saved attempt", async ({ page }) => {
  const quiz = await playableTest(page);
  await openAndStart(page, quiz);
  await answerAndMoveOn(page, quiz, 1);
  page.on("dialog", (dialog) => dialog.accept());
  await page.reload();
  await page.getByRole("button", { name: "Start over" }).click();
  await expect(offer(page)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Start Quiz" })).toBeFocused();
  await page.reload();
  await expect(page.getByRole("button", { name: "Start Quiz" })).toBeEnabled();
  await expect(offer(page)).toHaveCount(0);
});

test("an attempt whose time ran out while away ends as timed out on resuming", async ({ page }) => {
  const quiz = await playableTest(page);
  const total = quiz.questions.length;
  await page.clock.install();
  await openAndStart(page, quiz);
  await answerAndMoveOn(page, quiz, 2);
  page.on("dialog", (dialog) => dialog.accept());
  await page.reload();
  await expect(offer(page)).toBeVisible();
  await page.clock.fastForward(quiz.timeLimit * 60_000);
  await expect(offer(page)).toContainText("ran out");
  await page.getByRole("button", { name: "See your result" }).click();
  await expect(page.getByText("Out of Time!")).toBeVisible();
  await expect(page.getByText(`2 out of ${total} correct`)).toBeVisible();
  await expect(
    page.getByText(`Unanswered questions count as wrong: 2 of ${total} answered`),
  ).toBeVisible();
  expect(await savedAttempt(page, quiz.id)).toBeUndefined();
});

test("an attempt saved for other content is not offered", async ({ page }) => {
  const quiz = await playableTest(page);
  await openAndStart(page, quiz);
  await answerAndMoveOn(page, quiz, 1);
  // The test's questions changed since: its fingerprint no longer matches.
  await page.evaluate(
    ({ key, id }) => {
      const attempts = JSON.parse(localStorage.getItem(key)!);
      attempts[id].fingerprint = "changed";
      localStorage.setItem(key, JSON.stringify(attempts));
    },
    { key: ATTEMPTS_KEY, id: quiz.id },
  );
  page.on("dialog", (dialog) => dialog.accept());
  // Leave the page without the quiz saving over the change, then come back.
  await page.goto("about:blank");
  await page.goto(`/test/${quiz.id}`);
  await expect(page.getByRole("button", { name: "Start Quiz" })).toBeEnabled();
  await expect(offer(page)).toHaveCount(0);
  expect(await savedAttempt(page, quiz.id)).toBeUndefined();
});
