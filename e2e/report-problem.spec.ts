import { expect, expectNoHorizontalScroll, test } from "./fixtures.ts";
import { expectFieldError } from "./form-helpers.ts";
import { waitForHydration } from "./hydration.ts";
import {
  answerWithMouse,
  openAndStart,
  options,
  optionWithText,
  playableTest,
  shownQuestion,
  wrongLetter,
} from "./quiz-helpers.ts";
import {
  dialogShots,
  expectAccessibleAsIs,
  itemShots,
  longLesson,
  reportDialog,
  reportWithDetails,
} from "./report-helpers.ts";
import { answerPractice, startPractice } from "./review-helpers.ts";

// "Report a problem" (issue 19): a lesson page with the text selected on it, a question once
// answered (timed test, results review, practice), what the server refuses, and what the form
// says when sending fails, every typed word kept.

const RUN = Date.now().toString(36);
const PAGE_BUTTON = "Report a problem with this page";
const QUESTION_BUTTON = "Report a problem with this question";
const fold = (text: string) => text.replace(/\s+/g, " ").trim();

test("a lesson page: the selected text becomes the quote, the report reaches the owner", async ({
  page,
  adminApi,
}) => {
  const topic = await longLesson(page.request);
  await page.goto(`/topic/${topic.id}?page=2`);
  await waitForHydration(page);
  const pageTitle = (await page.locator("#page-title").textContent())!.trim();

  // The reader selects a paragraph of the lesson, then presses the button below the article.
  const paragraph = page.getByRole("article").locator("div p").first();
  const selected = await paragraph.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const selection = window.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
    return selection.toString();
  });
  expect(selected.length).toBeGreaterThan(20);
  const button = page.getByRole("button", { name: PAGE_BUTTON });
  await button.click();

  const dialog = reportDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(topic.title);
  await expect(dialog).toContainText(`Page 2 of ${topic.pageCount}: ${pageTitle}`);
  await expect(dialog).toHaveAccessibleDescription(new RegExp(`Page 2 of ${topic.pageCount}`));
  await expect(dialog.getByRole("radio").first()).toBeFocused();
  const quote = dialog.getByLabel(/^Quoted text/);
  const quoted = await quote.inputValue();
  expect(fold(quoted)).toBe(fold(selected).slice(0, 500).trim());
  await expect(dialog.getByRole("link", { name: /Privacy policy/ })).toHaveAttribute(
    "href",
    "/privacy-policy",
  );
  // The arrow keys turn the lesson's pages, but not from inside the dialog.
  await dialog.getByRole("button", { name: "Cancel" }).focus();
  await page.keyboard.press("ArrowRight");
  await dialog.getByText(pageTitle, { exact: false }).click();
  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(new RegExp(`/topic/${topic.id}\\?page=2$`));

  // A reason is required, and a bad address is refused in the browser: nothing is sent.
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await dialog.getByLabel(/^Email/).fill("not an email");
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByText("Please choose what is wrong")).toBeVisible();
  await expect(dialog.getByRole("radio").first()).toBeFocused();
  await expectFieldError(page, /^Email/, "Please enter a valid email address");
  expect(posts.filter((url) => url.endsWith("/api/problem-reports"))).toEqual([]);

  const details = `The year given here is wrong ${RUN}`;
  await dialog.getByRole("radio", { name: "Something is wrong or out of date" }).check();
  await dialog.getByLabel(/^Details/).fill(details);
  await expect(dialog.getByText(`${details.length}/1000`)).toBeVisible();
  await dialog.getByLabel(/^Email/).fill("reader@example.org");
  await dialog.getByRole("button", { name: "Send report" }).click();

  await expect(dialog.getByRole("heading", { name: "Thank you!" })).toBeFocused();
  await expect(dialog).toContainText("The site's owner reviews every report");
  await dialog.getByRole("button", { name: "Close" }).last().click();
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();

  const found = await reportWithDetails(adminApi, details);
  expect(found?.place).toMatchObject({ kind: "lesson", contentId: topic.id, page: 2 });
  expect(found?.report).toMatchObject({ reason: "wrong", email: "reader@example.org" });
  expect(found?.report.quote).toBe(quoted.trim());

  // Opened again, the form starts afresh.
  await button.click();
  await expect(dialog.getByLabel(/^Details/)).toHaveValue("");
  await expect(dialog.getByRole("radio", { checked: true })).toHaveCount(0);
});

test("a selection longer than the limit is cut to 500 characters; none leaves the quote empty", async ({
  page,
}) => {
  const topic = await longLesson(page.request);
  await page.goto(`/topic/${topic.id}`);
  await waitForHydration(page);
  await page.getByRole("article").evaluate((article) => {
    window.getSelection()!.selectAllChildren(article);
  });
  await page.getByRole("button", { name: PAGE_BUTTON }).click();
  const quote = reportDialog(page).getByLabel(/^Quoted text/);
  const value = await quote.inputValue();
  expect(value.length).toBeGreaterThan(400);
  expect(value.length).toBeLessThanOrEqual(500);
  await expect(reportDialog(page).getByText(`${value.length}/500`)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(reportDialog(page)).toBeHidden();

  // Text selected outside the lesson (the header) is not a quote of it.
  await page.goto(`/topic/${topic.id}?page=3`);
  await waitForHydration(page);
  await page.locator("h1").evaluate((heading) => window.getSelection()!.selectAllChildren(heading));
  await page.getByRole("button", { name: PAGE_BUTTON }).click();
  await expect(reportDialog(page)).toContainText(`Page 3 of ${topic.pageCount}`);
  await expect(reportDialog(page).getByLabel(/^Quoted text/)).toHaveValue("");
});

test("without JavaScript the lesson shows no dead report button", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  const topic = await longLesson(page.request);
  await page.goto(`/topic/${topic.id}`);
  await expect(page.getByRole("article")).toBeVisible();
  await expect(page.getByRole("button", { name: PAGE_BUTTON })).toHaveCount(0);
  await context.close();
});

test("a test question: offered only once answered, in the timed test, its results review and the review deck", async ({
  page,
  adminApi,
}) => {
  const quiz = await playableTest(page);
  await openAndStart(page, quiz);
  await expect(page.getByRole("button", { name: QUESTION_BUTTON })).toHaveCount(0);
  const first = await shownQuestion(page, quiz);
  await optionWithText(page, first.options[first.correct_answer]).click();
  await expect(page.getByRole("button", { name: QUESTION_BUTTON })).toHaveCount(0);
  await page.getByRole("button", { name: "Submit Answer" }).click();

  // After the answer: the dialog shows the question as shown, and none of its options.
  await page.getByRole("button", { name: QUESTION_BUTTON }).click();
  const dialog = reportDialog(page);
  await expect(dialog).toContainText(first.question);
  for (const option of Object.values(first.options)) {
    await expect(dialog.getByText(option, { exact: true })).toHaveCount(0);
  }
  const reasons = await dialog
    .getByRole("radio")
    .evaluateAll((radios) => radios.map((radio) => radio.closest("label")?.textContent));
  expect(reasons).toEqual([
    "The marked answer is wrong",
    "More than one answer is right",
    "The question or its options are unclear",
    "A typo or a grammar mistake",
    "Something else",
  ]);
  // Enter in the dialog does not move the quiz on behind it, even with focus on no control.
  await dialog.getByText(first.question).click();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Question 1 of ${quiz.questions.length}`)).toBeVisible();
  await expect(page.getByRole("button", { name: QUESTION_BUTTON })).toBeFocused();

  await page.getByRole("button", { name: "Next Question" }).click();
  await answerWithMouse(page, quiz, wrongLetter, quiz.questions.length - 1, 1);
  const review = page.getByRole("region", { name: "Question Review" });
  await expect(review).toBeVisible();
  await expect(review.getByRole("button", { name: QUESTION_BUTTON })).toHaveCount(
    quiz.questions.length,
  );
  const item = review.getByRole("listitem").filter({ hasText: "Question 2" }).first();
  await itemShots(item, "report-results-review-item");
  const text = (await item.getByRole("heading", { level: 3 }).textContent())!;
  await item.getByRole("button", { name: QUESTION_BUTTON }).click();
  await expect(dialog).toContainText(text);
  const details = `Two options say the same ${RUN}`;
  await dialog.getByRole("radio", { name: "More than one answer is right" }).check();
  await dialog.getByLabel(/^Details/).fill(details);
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByRole("heading", { name: "Thank you!" })).toBeVisible();

  const found = await reportWithDetails(adminApi, details);
  expect(found?.place).toMatchObject({ kind: "question", contentId: quiz.id, shown: text });
  expect(found?.report).toMatchObject({ reason: "several-right", email: null, quote: null });

  // The questions missed are in the review deck; a card once checked offers the same report.
  await page.goto("/review");
  const card = page.locator("main").getByRole("heading", { level: 2 }).first();
  await expect(card).toBeVisible();
  const cardText = (await card.textContent())!.trim();
  expect(quiz.questions.map((question) => question.question)).toContain(cardText);
  await expect(page.getByRole("button", { name: QUESTION_BUTTON })).toHaveCount(0);
  await options(page).first().click();
  await page.getByRole("button", { name: "Check Answer" }).click();
  await page.getByRole("button", { name: QUESTION_BUTTON }).click();
  await expect(dialog).toContainText(cardText);
  await dialog.getByRole("radio", { name: "The marked answer is wrong" }).check();
  const sent = page.waitForRequest("**/api/problem-reports");
  await dialog.getByRole("button", { name: "Send report" }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    kind: "question",
    testId: quiz.id,
    question: cardText,
    reason: "wrong-key",
  });
  await expect(dialog.getByRole("heading", { name: "Thank you!" })).toBeVisible();
});

test("practice: a checked question can be reported; the body names the test and the question", async ({
  page,
  shot,
}) => {
  const quiz = await playableTest(page);
  await startPractice(page, quiz);
  await expect(page.getByRole("button", { name: QUESTION_BUTTON })).toHaveCount(0);
  const question = await answerPractice(page, quiz, wrongLetter);
  // The button sits in the red "Incorrect" box: it must read well there in both themes.
  await expectAccessibleAsIs(page, "practice feedback with the report button");
  await page.getByRole("button", { name: QUESTION_BUTTON }).click();
  const dialog = reportDialog(page);
  await expect(dialog).toContainText(question.question);
  await expect(dialog.getByLabel(/^Quoted text/)).toHaveCount(0);
  await dialog.getByRole("radio", { name: "The question or its options are unclear" }).check();

  const sent = page.waitForRequest("**/api/problem-reports");
  await dialog.getByRole("button", { name: "Send report" }).click();
  expect((await sent).postDataJSON()).toEqual({
    kind: "question",
    testId: quiz.id,
    question: question.question,
    reason: "unclear",
    details: null,
    email: null,
    nickname: "",
  });
  await expect(dialog.getByRole("heading", { name: "Thank you!" })).toBeFocused();
  await dialogShots(page, "report-question-thanks");
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalScroll(page);
  await dialog.getByRole("button", { name: "Close" }).last().click();
  await shot("report-practice-feedback");
});

test("the server refuses a bad body with 400 and its fields, and a place not there with 404", async ({
  page,
}) => {
  const topic = await longLesson(page.request);
  const good = { kind: "lesson", topicId: topic.id, page: 1, reason: "typo" };
  const bad = await page.request.post("/api/problem-reports", {
    data: { ...good, email: "not an email", reason: "wrong-key" },
  });
  expect(bad.status()).toBe(400);
  const body = await bad.json();
  expect(body.fields).toMatchObject({ email: "Please enter a valid email address" });
  expect(Object.keys(body.fields)).toContain("reason");

  for (const [data, error] of [
    [{ ...good, page: topic.pageCount + 1 }, "Lesson page not found"],
    [{ ...good, topicId: 999_999 }, "Lesson page not found"],
    [
      { kind: "question", testId: 999_999, question: "Is this here?", reason: "typo" },
      "Test not found",
    ],
  ] as const) {
    const response = await page.request.post("/api/problem-reports", { data });
    expect(response.status(), JSON.stringify(data)).toBe(404);
    expect((await response.json()).error).toBe(error);
  }
});

test("too many reports, a lost connection and a server's field errors: the form keeps every word", async ({
  page,
  adminApi,
  expectedConsole,
}) => {
  expectedConsole.push(/status of (400|429)/, /ERR_FAILED/);
  const topic = await longLesson(page.request);
  await page.goto(`/topic/${topic.id}?page=3`);
  await waitForHydration(page);
  await page.getByRole("button", { name: PAGE_BUTTON }).click();
  const dialog = reportDialog(page);
  const details = `A code block runs off the page ${RUN}`;
  await dialog.getByRole("radio", { name: /A formula, figure, code block or link/ }).check();
  await dialog.getByLabel(/^Quoted text/).fill("for i in range(10)");
  await dialog.getByLabel(/^Details/).fill(details);
  await dialog.getByLabel(/^Email/).fill("kept@example.org");
  const send = dialog.getByRole("button", { name: "Send report" });
  const expectKept = async () => {
    await expect(dialog.getByRole("radio", { checked: true })).toHaveAccessibleName(/code block/);
    await expect(dialog.getByLabel(/^Quoted text/)).toHaveValue("for i in range(10)");
    await expect(dialog.getByLabel(/^Details/)).toHaveValue(details);
    await expect(dialog.getByLabel(/^Email/)).toHaveValue("kept@example.org");
  };

  // The rate limit, answered as the server shapes it.
  await page.route(
    "**/api/problem-reports",
    (route) =>
      route.fulfill({
        status: 429,
        headers: { "retry-after": "3600" },
        json: { error: "Too many requests. Try again in 1 hour." },
      }),
    { times: 1 },
  );
  await send.click();
  const alert = dialog.getByRole("alert");
  await expect(alert).toContainText("Your report was not sent.");
  await expect(alert).toContainText("Too many requests. Try again in 1 hour.");
  await expect(alert).toContainText("What you wrote is still here.");
  await expectKept();
  await dialogShots(page, "report-lesson-throttled", alert);

  // No connection at all.
  await page.route("**/api/problem-reports", (route) => route.abort(), { times: 1 });
  await send.click();
  await expect(alert).toContainText("Could not send the report: check your connection");
  await expectKept();

  // Field errors from the server show at their fields.
  await page.route(
    "**/api/problem-reports",
    (route) =>
      route.fulfill({
        status: 400,
        json: {
          error: "Must be 1000 characters or less",
          fields: { details: "Must be 1000 characters or less" },
        },
      }),
    { times: 1 },
  );
  await send.click();
  await expectFieldError(page, /^Details/, "Must be 1000 characters or less");
  await expect(dialog.getByLabel(/^Details/)).toBeFocused();
  await expectKept();
  expect(await reportWithDetails(adminApi, details)).toBeNull();

  // And once the server takes it, it is kept.
  await send.click();
  await expect(dialog.getByRole("heading", { name: "Thank you!" })).toBeVisible();
  const found = await reportWithDetails(adminApi, details);
  expect(found?.report).toMatchObject({ reason: "broken", quote: "for i in range(10)" });
});

test("the open dialog: axe in both themes, 390 and 1280 px, errors shown", async ({ page }) => {
  const topic = await longLesson(page.request);
  await page.goto(`/topic/${topic.id}?page=2`);
  await waitForHydration(page);
  await expect(page.getByRole("button", { name: PAGE_BUTTON })).toBeVisible();
  await expectAccessibleAsIs(page, "lesson page with the report button");
  await page.getByRole("button", { name: PAGE_BUTTON }).click();
  const dialog = reportDialog(page);
  await dialogShots(page, "report-lesson");
  await dialog.getByLabel(/^Email/).fill("no");
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByText("Please choose what is wrong")).toBeVisible();
  await dialogShots(page, "report-lesson-errors");
});
