import type { APIRequestContext } from "@playwright/test";
import { listOf } from "./api-lists.ts";
import { expectAccessibleInBothThemes } from "./axe.ts";
import { expect, expectNoHorizontalScroll, test } from "./fixtures.ts";

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
