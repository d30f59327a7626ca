import type { APIRequestContext } from "@playwright/test";
import { loginAsAdmin } from "./admin-helpers.ts";
import { listOf } from "./api-lists.ts";
import { expectAccessibleInBothThemes, expectNoAxeViolations } from "./axe.ts";
import { expect, expectNoHorizontalScroll, test } from "./fixtures.ts";
import { answerWithMouse, openAndStart, playableTest, wrongLetter } from "./quiz-helpers.ts";

// A verifiable result (issue 19): the server grades the answers sent, signs the result and keeps
// nothing; /verify/<token> shows it to anyone, and says when it was altered.

interface Question {
  correct_answer: string;
}

/** A signed result for the first startable test, right on all but its last question. */
async function signedResult(request: APIRequestContext) {
  const [test] = await listOf<{ id: number; title: string }>(request, "/api/tests");
  const content = await (await request.get(`/api/tests/${test!.id}/content`)).json();
  const answers = (content.questions as Question[]).map((question, at, all) =>
    at < all.length - 1 ? question.correct_answer : null,
  );
  const response = await request.post(`/api/tests/${test!.id}/verified-results`, {
    data: { answers },
  });
  expect(response.status()).toBe(201);
  return { test: test!, total: answers.length, ...(await response.json()) };
}

test("a signed result shows who graded it and its figures, and passes axe in both themes at 390 and 1280 px", async ({
  page,
  shot,
}) => {
  const { test: taken, total, path } = await signedResult(page.request);
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(taken.title);
  await expect(page.getByText(/^Verified: graded by /)).toBeVisible();
  await expect(page.getByText(`${total - 1} of ${total}`)).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.getByRole("link", { name: "Take this test yourself" })).toHaveAttribute(
    "href",
    `/test/${taken.id}`,
  );
  await expectAccessibleInBothThemes(page, () =>
    expect(page.getByText(/^Verified: graded by /)).toBeVisible(),
  );
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await expectNoHorizontalScroll(page);
  }
  await shot("verified-result");
});

test("a result whose figures were changed says it does not verify; a link that is no result is a 404", async ({
  page,
}) => {
  const { token } = await signedResult(page.request);
  const [payload, signature] = token.split(".");
  const fields = JSON.parse(Buffer.from(payload, "base64url").toString());
  const raised = Buffer.from(JSON.stringify({ ...fields, score: 100, passed: true })).toString(
    "base64url",
  );
  await page.goto(`/verify/${raised}.${signature}`);
  await expect(page.getByRole("alert")).toContainText("This result does not verify");
  await expect(page.getByText("100%")).toBeVisible();

  const missing = await page.goto("/verify/not-a-result");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
});

test("after a timed test, answers leave the browser only on a click: a verifiable result to share, or anonymous counts the admin reads", async ({
  page,
  browser,
  shot,
}) => {
  test.slow();
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") sent.push(new URL(request.url()).pathname);
  });
  const quiz = await playableTest(page);
  await openAndStart(page, quiz);
  // Right on every question but the first.
  let first = true;
  await answerWithMouse(page, quiz, (correct) => {
    const letter = first ? wrongLetter(correct) : correct;
    first = false;
    return letter;
  });
  const total = quiz.questions.length;
  const answers = page.getByRole("region", { name: "Your answers, only if you choose" });
  await expect(answers).toBeVisible();
  expect(sent.filter((path) => path.startsWith("/api/tests/"))).toEqual([]);

  await answers.getByRole("button", { name: "Get a verifiable result" }).click();
  const link = answers.getByRole("link", { name: "Your verifiable result" });
  await expect(link).toHaveAttribute("href", /\/verify\/[\w-]+\.[\w-]{43}$/);
  const href = (await link.getAttribute("href"))!;
  // The share panel now shares the verifiable result, not the test's address.
  const share = page.getByRole("region", { name: "Share your result" });
  await expect(share.getByRole("link", { name: /LinkedIn/ })).toHaveAttribute(
    "href",
    new RegExp(encodeURIComponent(href).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
  );

  await answers.getByRole("button", { name: "Help improve this test" }).click();
  await expect(answers.getByRole("button", { name: "Answers sent, thank you" })).toBeDisabled();
  expect(sent.filter((path) => path.startsWith("/api/tests/"))).toEqual([
    `/api/tests/${quiz.id}/verified-results`,
    `/api/tests/${quiz.id}/answer-stats`,
  ]);

  await expectNoAxeViolations(page, "results with both sent");
  await answers.scrollIntoViewIfNeeded();
  await shot("results-send-answers");

  // Anyone opening the link sees the server's grading of the same answers.
  const visitor = await browser.newPage();
  await visitor.goto(href);
  await expect(visitor.getByText(/^Verified: graded by /)).toBeVisible();
  await expect(visitor.getByText(`${total - 1} of ${total}`)).toBeVisible();
  await visitor.close();

  // The admin's Statistics show the first question answered wrongly once more.
  await loginAsAdmin(page);
  await page.goto("/admin/tests");
  await page.getByRole("searchbox", { name: "Search tests" }).fill(quiz.title);
  await page.getByRole("button", { name: `Answer statistics of ${quiz.title}` }).click();
  const dialog = page.getByRole("dialog", { name: "Answer Statistics" });
  await expect(dialog.getByText("1 visitor sent their answers")).toBeVisible();
  const questions = dialog.getByRole("listitem");
  await expect(questions.filter({ hasText: "0 of 1 right" })).toHaveCount(1);
  await expect(questions.filter({ hasText: "1 of 1 right" })).toHaveCount(total - 1);
  await expectNoAxeViolations(page, "statistics dialog", "dialog");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: ".tmp/screenshots/answer-statistics-390.png" });
});
