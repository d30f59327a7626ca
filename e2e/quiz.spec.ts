import { expect, test } from "./fixtures.ts";
import {
  answerWithMouse,
  LETTERS,
  openAndStart,
  option,
  options,
  playableTest,
  wrongLetter,
} from "./quiz-helpers.ts";

test("the intro shows the test and its timing choices", async ({ page, shot }) => {
  const quiz = await playableTest(page);
  await page.goto(`/test/${quiz.id}`);
  await expect(page).toHaveTitle(new RegExp(quiz.title.replace(/[?]/g, "\\?")));
  await expect(page.getByRole("heading", { level: 1, name: quiz.title })).toBeVisible();
  await expect(page.getByText(`Test #${quiz.id}`)).toBeVisible();
  await expect(page.getByText(`${quiz.timeLimit} min`, { exact: true })).toBeVisible();
  await expect(page.getByText(`${quiz.passingScore}%`, { exact: true })).toBeVisible();
  await expect(page.getByText(String(quiz.questions.length), { exact: true })).toBeVisible();
  await expect(page.getByRole("radio", { name: /Standard time/ })).toBeChecked();
  for (const name of [/1\.5× time/, /2× time/, /Untimed practice/]) {
    await expect(page.getByRole("radio", { name })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Back", exact: true })).toHaveAttribute(
    "href",
    "/tests",
  );
  await shot("quiz-intro");
});

test("passing a quiz: every answer right, result kept in this browser", async ({ page }) => {
  const quiz = await playableTest(page);
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET") sent.push(`${request.method()} ${request.url()}`);
  });
  await openAndStart(page, quiz);
  await expect(page.getByRole("timer")).toHaveText(`${quiz.timeLimit}:00`);
  await answerWithMouse(page, quiz, (correct) => correct);

  const total = quiz.questions.length;
  await expect(page.getByText("100%", { exact: true })).toBeVisible();
  await expect(page.getByText(`${total} out of ${total} correct`)).toBeVisible();
  await expect(page.getByRole("heading", { name: /Passed/ })).toBeFocused();
  await expect(page.getByText("Out of Time!")).toHaveCount(0);
  const review = page.getByRole("region", { name: "Question Review" });
  await expect(review.getByRole("listitem")).toHaveCount(total);
  await expect(review.getByText("✓ Correct")).toHaveCount(total);
  const first = quiz.questions[0]!;
  await expect(review.getByText(first.explanation)).toBeVisible();
  expect(sent, "results are never sent to the server").toEqual([]);

  // The best score shows on the tests list, also after a reload.
  await page.getByRole("link", { name: "Back to Tests" }).click();
  await expect(page).toHaveURL(/\/tests$/);
  await page.reload();
  const card = page.getByRole("article", { name: quiz.title });
  await expect(card.getByText("Best score")).toBeVisible();
  await expect(card.getByText("100%", { exact: true })).toBeVisible();
  await expect(card.getByText("✓ Passed")).toBeVisible();
});

test("failing a quiz: every answer wrong", async ({ page }) => {
  const quiz = await playableTest(page);
  await openAndStart(page, quiz);
  await answerWithMouse(page, quiz, wrongLetter);
  const total = quiz.questions.length;
  await expect(page.getByText("0%", { exact: true })).toBeVisible();
  await expect(page.getByText(`0 out of ${total} correct`)).toBeVisible();
  await expect(page.getByRole("heading", { name: /Not passed/ })).toBeVisible();
  await expect(page.getByText(`You need ${quiz.passingScore}% to pass.`)).toBeVisible();
  await expect(page.getByText("✗ Incorrect")).toHaveCount(total);
});

test("timing out ends the quiz with 'Out of Time!'", async ({ page }) => {
  const quiz = await playableTest(page);
  await page.clock.install();
  await openAndStart(page, quiz);
  const timer = page.getByRole("timer");
  await expect(timer).toHaveText(`${quiz.timeLimit}:00`);
  await page.clock.runFor(1000);
  await expect(timer).toHaveText(`${quiz.timeLimit - 1}:59`);
  await answerWithMouse(page, quiz, (correct) => correct, 1);

  // Screen readers hear the time only at 5 min, 1 min and 10 s left.
  const live = page.locator('[aria-live="assertive"]');
  await expect(live).toHaveText("");
  await page.clock.fastForward((quiz.timeLimit - 5) * 60_000);
  await expect(live).toHaveText("5 minutes left");
  await page.clock.runFor(3000);
  await expect(live).toHaveText("5 minutes left");
  await expect(timer).not.toHaveClass(/text-red/);
  await page.clock.fastForward(4 * 60_000);
  await expect(live).toHaveText("1 minute left");
  await expect(timer).toHaveClass(/text-red-700/);
  await expect(timer).toHaveText(/^0:5\d$/);

  await page.clock.fastForward("16:00");
  await expect(page.getByText("Out of Time!")).toBeVisible();
  await expect(page.getByText("1 out of 1 correct")).toBeVisible();
  await expect(page.getByText("100%", { exact: true })).toBeVisible();
  await expect(page.getByRole("timer")).toHaveCount(0);
});

test("Submit stays disabled until a choice; a submitted answer locks and explains", async ({
  page,
}) => {
  const quiz = await playableTest(page);
  const question = quiz.questions[0]!;
  await openAndStart(page, quiz);
  const submit = page.getByRole("button", { name: "Submit Answer" });
  await expect(submit).toBeDisabled();
  await expect(options(page)).toHaveCount(4);

  const wrong = wrongLetter(question.correct_answer);
  await option(page, question.correct_answer).click();
  await expect(submit).toBeEnabled();
  await option(page, wrong).click();
  await expect(option(page, wrong)).toHaveAttribute("aria-pressed", "true");
  await expect(option(page, question.correct_answer)).toHaveAttribute("aria-pressed", "false");
  await submit.click();

  await expect(
    page.getByText(`✗ Incorrect. The correct answer is ${question.correct_answer}`),
  ).toBeVisible();
  await expect(page.getByText(question.explanation)).toBeVisible();
  await expect(option(page, wrong)).toContainText("✗ Your answer — incorrect");
  await expect(option(page, question.correct_answer)).toContainText("✓ Correct answer");
  for (const letter of LETTERS) await expect(option(page, letter)).toBeDisabled();
  await expect(page.getByRole("button", { name: "Next Question" })).toBeFocused();
  await option(page, question.correct_answer).click({ force: true });
  await expect(option(page, wrong)).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("progressbar", { name: "Quiz progress" })).toHaveAttribute(
    "aria-valuenow",
    "1",
  );
});

test("the keyboard alone: keys 1–4 and A–D choose, Enter submits and moves on", async ({
  page,
}) => {
  const quiz = await playableTest(page);
  await page.goto(`/test/${quiz.id}`);
  await expect(page.getByRole("button", { name: "Start Quiz" })).toBeEnabled();
  await page.getByRole("button", { name: "Start Quiz" }).focus();
  await page.keyboard.press("Enter");
  for (const [index, question] of quiz.questions.entries()) {
    await expect(page.getByRole("heading", { level: 2, name: question.question })).toBeFocused();
    // Try a wrong key first: the choice stays changeable until submitted.
    await page.keyboard.press(wrongLetter(question.correct_answer).toLowerCase());
    const letter = question.correct_answer;
    const key = index % 2 === 0 ? String(LETTERS.indexOf(letter) + 1) : letter.toLowerCase();
    await page.keyboard.press(key);
    await expect(option(page, letter)).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("Enter");
    await expect(page.getByText("✓ Correct!")).toBeVisible();
    await page.keyboard.press("Enter");
  }
  const total = quiz.questions.length;
  await expect(page.getByText(`${total} out of ${total} correct`)).toBeVisible();
});

test("untimed practice shows no timer; Try Again goes back to the intro", async ({ page }) => {
  const quiz = await playableTest(page);
  await openAndStart(page, quiz, /Untimed practice/);
  await expect(page.getByRole("timer")).toHaveCount(0);
  await expect(page.getByText("Untimed practice")).toBeVisible();
  await answerWithMouse(page, quiz, (correct) => correct);
  await expect(page.getByText("Out of Time!")).toHaveCount(0);
  await page.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByRole("button", { name: "Start Quiz" })).toBeVisible();
  await expect(page.getByRole("radio", { name: /Untimed practice/ })).toBeChecked();
  await expect(page.getByText("Your best score so far: 100%")).toBeVisible();
});
