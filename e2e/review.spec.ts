import { expect, expectNoHorizontalScroll, test } from "./fixtures.ts";
import { waitForHydration } from "./hydration.ts";
import {
  answerWithMouse,
  openAndStart,
  optionWithText,
  playableTest,
  type QuizContent,
  wrongLetter,
} from "./quiz-helpers.ts";
import { answerPractice, deckSizeIn, shotsInBothThemes, startPractice } from "./review-helpers.ts";

/** One card in this browser's deck: a practice question answered wrong. */
async function seedOneCard(page: import("@playwright/test").Page, quiz: QuizContent) {
  await startPractice(page, quiz);
  const question = await answerPractice(page, quiz, wrongLetter);
  await expect(page.getByText("✗ Incorrect", { exact: false })).toBeVisible();
  // The answer is written to the deck in the background: wait for it before leaving the page.
  await expect.poll(() => deckSizeIn(page)).toBe(1);
  return question;
}

const heroHeight = (page: import("@playwright/test").Page) =>
  page
    .locator("main section")
    .first()
    .evaluate((hero) => hero.getBoundingClientRect().height);

test("a mistake in the timed test becomes a card: due on the home page, reviewed at /review", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const quiz = await playableTest(page);
  const total = quiz.questions.length;
  await page.goto(`/test/${quiz.id}`);
  const lessonHref = await page
    .getByText("The lesson it checks:")
    .getByRole("link")
    .getAttribute("href");
  await openAndStart(page, quiz);
  const [missed] = await answerWithMouse(page, quiz, wrongLetter, 1);
  await page.getByRole("button", { name: "Next Question" }).click();
  await answerWithMouse(page, quiz, (correct) => correct, total - 1, 1);
  await expect(page.getByText("1 question you missed is in your review deck")).toBeVisible();
  // The results review links each question to the lesson page that teaches it.
  const review = page.getByRole("region", { name: "Question Review" });
  await expect(
    review
      .locator("p", { hasText: /^Read: / })
      .first()
      .getByRole("link"),
  ).toHaveAttribute("href", new RegExp(`^${lessonHref}\\?page=[1-5]$`));
  await shotsInBothThemes(page, "quiz-results-read", review.getByRole("listitem").first());

  // The home page says so once it has run, in the hero's own space: nothing moves.
  await page.goto("/");
  const due = page.getByRole("link", { name: /^1 card due/ });
  await expect(due).toBeVisible();
  await expect(due).toHaveAttribute("href", "/review");
  const fresh = await browser.newPage();
  await fresh.goto(page.url());
  await waitForHydration(fresh);
  expect(await heroHeight(page)).toBe(await heroHeight(fresh));
  await fresh.close();
  // The deck is kept across a reload.
  await page.reload();
  await expect(due).toBeVisible();

  await due.click();
  await expect(page).toHaveURL(/\/review$/);
  await expect(page.getByText("1 card due · 1 card in your deck")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: missed!.question })).toBeVisible();
  await expect(page.getByText(`From ${quiz.title}`)).toBeVisible();
  await optionWithText(page, missed!.options[missed!.correct_answer]).click();
  await page.getByRole("button", { name: "Sure", exact: true }).click();
  await page.getByRole("button", { name: "Check Answer" }).click();
  await expect(page.getByText("✓ Correct!")).toBeVisible();
  await expect(page.getByText("Rated Good: this card comes back in 10 minutes.")).toBeVisible();
  await expect(page.getByText("0 cards due · 1 card in your deck")).toBeVisible();
  const read = page.locator("p", { hasText: /^Read: / }).getByRole("link");
  await expect(read).toHaveAttribute("href", new RegExp(`^${lessonHref}\\?page=[1-5]$`));
  const pageTitle = (await read.textContent())!;
  await read.click();
  await expect(page).toHaveURL(new RegExp(`${lessonHref}\\?page=[1-5]$`));
  await expect(page.getByRole("heading", { name: pageTitle }).first()).toBeVisible();

  // The review was kept: nothing is due now, and the next card is on its way.
  await page.goto("/review");
  await expect(page.getByRole("heading", { name: "No cards due" })).toBeVisible();
  await expect(
    page.getByText(/Next card due in (9|10) minutes\. 1 card in your deck\./),
  ).toBeVisible();
  await page.goto("/");
  await expect(
    page.getByRole("link", { name: /^Review deck: 1 card, none due now/ }),
  ).toBeVisible();
});

test("/review without a deck, and without JavaScript", async ({ page, browser }) => {
  await page.goto("/review");
  await expect(page.getByRole("heading", { level: 1, name: "Review deck" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your review deck is empty" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Find a test" })).toHaveAttribute("href", "/tests");
  // The home page shows nothing for a browser without a deck.
  await page.goto("/");
  await waitForHydration(page);
  await expect(page.getByRole("link", { name: /card.* due|Review deck:/ })).toHaveCount(0);
  // Looking for a deck made none: a browser gets storage only once it has a card to keep.
  const databases = await page.evaluate(async () =>
    (await indexedDB.databases()).map((database) => database.name),
  );
  expect(databases).not.toContain("learn-ai-review");

  const context = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await context.newPage();
  await noScript.goto(page.url().replace(/\/$/, "/review"));
  await expect(noScript.getByRole("heading", { level: 1, name: "Review deck" })).toBeVisible();
  await expect(
    noScript.getByText(/This page needs JavaScript: your review deck lives/),
  ).toBeVisible();
  await expect(noScript.getByText("Opening your deck…")).toHaveCount(0);
  await context.close();
});

test("/review by keyboard; a card can be removed from the deck", async ({ page }) => {
  const quiz = await playableTest(page);
  const question = await seedOneCard(page, quiz);
  await page.goto("/review");
  await expect(page.getByRole("heading", { level: 2, name: question.question })).toBeVisible();
  const wrong = question.options[wrongLetter(question.correct_answer)];
  const position = await optionWithText(page, wrong).evaluate((button) =>
    Array.from(button.parentElement!.children).indexOf(button),
  );
  await page.keyboard.press(String(position + 1));
  await page.keyboard.press("s");
  await page.keyboard.press("Enter");
  await expect(page.getByText(/^✗ Incorrect\. The correct answer is/)).toBeVisible();
  await expect(page.getByText("Rated Again: this card comes back in 1 minute.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Finish" })).toBeFocused();
  await page.getByRole("button", { name: "Remove from deck" }).click();
  await expect(page.getByText("Removed from your review deck")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your review deck is empty" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Your review deck is empty" })).toBeVisible();
});

test("clearing my progress on the privacy page clears the deck too", async ({ page }) => {
  const quiz = await playableTest(page);
  await seedOneCard(page, quiz);
  await page.goto("/privacy-policy");
  await expect(
    page.getByText("This browser holds your progress for 0 topics, 0 tests and 1 review card."),
  ).toBeVisible();
  await expect(
    page.getByText(/review deck is kept the same way, in this browser's IndexedDB/),
  ).toBeVisible();
  await page.getByRole("button", { name: "Clear my progress" }).click();
  await page.getByRole("button", { name: "Yes, clear my progress" }).click();
  await expect(page.getByText("This browser holds no progress for this site.")).toBeVisible();
  await page.goto("/review");
  await expect(page.getByRole("heading", { name: "Your review deck is empty" })).toBeVisible();
});

test("/review screens at 390 and 1280 px, axe in both themes", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/review");
  await expect(page.getByRole("heading", { name: "Your review deck is empty" })).toBeVisible();
  await shotsInBothThemes(page, "review-empty");

  const quiz = await playableTest(page);
  const question = await seedOneCard(page, quiz);
  await page.goto("/review");
  await expect(page.getByRole("heading", { level: 2, name: question.question })).toBeVisible();
  await optionWithText(page, question.options[question.correct_answer]).click();
  await shotsInBothThemes(page, "review-card");
  await page.getByRole("button", { name: "Unsure", exact: true }).click();
  await page.getByRole("button", { name: "Check Answer" }).click();
  await expect(page.getByText("Rated Hard", { exact: false })).toBeVisible();
  await shotsInBothThemes(page, "review-answer");
  await page.getByRole("button", { name: "Finish" }).click();
  await expect(page.getByRole("heading", { name: "All done for now" })).toBeVisible();
  await shotsInBothThemes(page, "review-done");
  await page.goto("/");
  await expect(page.getByRole("link", { name: /^Review deck: 1 card/ })).toBeVisible();
  await shotsInBothThemes(page, "review-home");
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoHorizontalScroll(page);
  }
});
