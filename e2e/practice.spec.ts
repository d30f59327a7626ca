import { expect, expectNoHorizontalScroll, test } from "./fixtures.ts";
import {
  LETTERS,
  optionWithText,
  playableTest,
  type QuizQuestion,
  shownPosition,
  shownQuestion,
  wrongLetter,
} from "./quiz-helpers.ts";
import {
  answerPractice,
  nextPractice,
  shotsInBothThemes,
  startPractice,
} from "./review-helpers.ts";

const PROGRESS_KEY = "learn-ai:progress:v1";

test("practice is offered beside the timed test and has an address of its own", async ({
  page,
}) => {
  const quiz = await playableTest(page);
  await page.goto(`/test/${quiz.id}`);
  await page.getByRole("link", { name: "Practice", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/test/${quiz.id}/practice$`));
  await expect(page.getByRole("heading", { level: 1, name: quiz.title })).toBeVisible();
  await expect(
    page.getByText("Practice does not change your best score for the timed test."),
  ).toBeVisible();
  // Reloading the address opens practice again.
  await page.reload();
  await expect(page.getByRole("button", { name: "Start Practice" })).toBeEnabled();
  await expect(page).toHaveTitle(/^Practice: /);
  await expect(page.getByRole("link", { name: "Timed test" })).toHaveAttribute(
    "href",
    `/test/${quiz.id}`,
  );
  // An address that names no test is a 404, as the timed test's is.
  for (const bad of ["/test/abc/practice", "/test/999999/practice"]) {
    const response = await page.goto(bad);
    expect(response?.status(), bad).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  }
});

test("practice: feedback after each answer, confidence, retry only the missed ones", async ({
  page,
}) => {
  const quiz = await playableTest(page);
  const total = quiz.questions.length;
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET") sent.push(`${request.method()} ${request.url()}`);
  });
  await startPractice(page, quiz);
  await expect(page.getByRole("timer")).toHaveCount(0);
  await expect(page.getByText("No timer")).toBeVisible();

  // First: wrong, though sure. The answer, why, and where to read about it show at once.
  const wrong = await answerPractice(page, quiz, wrongLetter, "Sure");
  const right = wrong.options[wrong.correct_answer];
  await expect(page.getByText(/^✗ Incorrect\. The correct answer is [A-D]: /)).toContainText(right);
  await expect(page.getByText("Explanation:")).toBeVisible();
  await expect(page.getByText("You said: Sure")).toBeVisible();
  const read = page.locator("p", { hasText: /^Read: / }).getByRole("link");
  await expect(read).toHaveAttribute("href", /^\/topic\/\d+\?page=[1-5]$/);
  await expect(page.getByRole("button", { name: "Next Question" })).toBeFocused();
  await nextPractice(page);

  // Second: right but unsure; third: right, the confidence chosen and taken back.
  await expect(page.getByText(`Question 2 of ${total}`)).toBeVisible();
  const unsure = await answerPractice(page, quiz, (correct) => correct, "Unsure");
  await expect(page.getByText("✓ Correct!")).toBeVisible();
  await nextPractice(page);
  const third = await shownQuestion(page, quiz);
  await optionWithText(page, third.options[third.correct_answer]).click();
  const sure = page.getByRole("button", { name: "Sure", exact: true });
  await sure.click();
  await expect(sure).toHaveAttribute("aria-pressed", "true");
  await sure.click();
  await expect(sure).toHaveAttribute("aria-pressed", "false");
  await page.getByRole("button", { name: "Check Answer" }).click();
  await expect(page.getByText(/^You said/)).toHaveCount(0);
  for (let index = 3; index < total; index++) {
    await nextPractice(page);
    await answerPractice(page, quiz, (correct) => correct, "Sure");
  }
  await expect(page.getByRole("button", { name: "See Summary" })).toBeVisible();
  await nextPractice(page);

  await expect(page.getByRole("heading", { name: "Practice complete" })).toBeFocused();
  await expect(page.getByText(`${total - 1} of ${total} right`)).toBeVisible();
  await expect(page.getByText("2 new cards went to your review deck.")).toBeVisible();
  await expect(
    page.getByText("Practice does not change your best score for the timed test."),
  ).toBeVisible();
  const progress = await page.evaluate((key) => localStorage.getItem(key), PROGRESS_KEY);
  expect(JSON.parse(progress ?? "{}").tests?.[quiz.id], "no timed-test score").toBeUndefined();

  // Retry: only the wrong one and the unsure one, in some order.
  await page.getByRole("button", { name: "Retry only the ones I missed (2)" }).click();
  await expect(page.getByText("Question 1 of 2")).toBeVisible();
  const retried: QuizQuestion[] = [];
  for (const index of [0, 1]) {
    retried.push(await answerPractice(page, quiz, (correct) => correct, "Sure"));
    if (index === 0) await nextPractice(page);
  }
  expect(retried.map((item) => item.question).sort()).toEqual(
    [wrong.question, unsure.question].sort(),
  );
  await nextPractice(page);
  await expect(page.getByText("2 of 2 right")).toBeVisible();
  // Nothing left to retry; "Practice all again" goes over every question.
  await expect(page.getByRole("button", { name: /Retry only/ })).toHaveCount(0);
  await page.getByRole("button", { name: "Practice all again" }).click();
  await expect(page.getByText(`Question 1 of ${total}`)).toBeVisible();
  expect(sent, "practice sends nothing to the server").toEqual([]);
});

test("practice by keyboard: A–D choose, S/U/G say how sure, Enter checks and moves on", async ({
  page,
}) => {
  const quiz = await playableTest(page);
  await startPractice(page, quiz);
  const question = await shownQuestion(page, quiz);
  await expect(page.getByRole("heading", { level: 2, name: question.question })).toBeFocused();
  const position = await shownPosition(page, question.options[question.correct_answer]);
  await page.keyboard.press(LETTERS[position]!.toLowerCase());
  await page.keyboard.press("g");
  await expect(page.getByRole("button", { name: "Guessing" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.keyboard.press("u");
  await expect(page.getByRole("button", { name: "Unsure" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page.getByRole("button", { name: "Guessing" })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
  await page.keyboard.press("Enter");
  await expect(page.getByText("✓ Correct!")).toBeVisible();
  await expect(page.getByText("You said: Unsure")).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.getByText(`Question 2 of ${quiz.questions.length}`)).toBeVisible();
});

test("practice screens at 390 and 1280 px, axe in both themes", async ({ page }) => {
  test.setTimeout(120_000);
  const quiz = await playableTest(page);
  await page.goto(`/test/${quiz.id}/practice`);
  await expect(page.getByRole("button", { name: "Start Practice" })).toBeEnabled();
  await shotsInBothThemes(page, "practice-intro");
  await page.getByRole("button", { name: "Start Practice" }).click();
  const question = await shownQuestion(page, quiz);
  await optionWithText(page, question.options[wrongLetter(question.correct_answer)]).click();
  await page.getByRole("button", { name: "Unsure", exact: true }).click();
  await shotsInBothThemes(page, "practice-question");
  await page.getByRole("button", { name: "Check Answer" }).click();
  await shotsInBothThemes(page, "practice-feedback", page.getByRole("heading", { level: 2 }));
  for (let index = 1; index < quiz.questions.length; index++) {
    await nextPractice(page);
    await answerPractice(page, quiz, index % 3 ? (correct) => correct : wrongLetter, null);
  }
  await nextPractice(page);
  await expect(page.getByRole("heading", { name: "Practice complete" })).toBeVisible();
  await shotsInBothThemes(page, "practice-summary");
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoHorizontalScroll(page);
  }
});
