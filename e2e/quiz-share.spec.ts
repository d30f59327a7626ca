import { expectNoAxeViolations } from "./axe.ts";
import { expect, expectNoHorizontalScroll, test } from "./fixtures.ts";
import {
  answerWithMouse,
  openAndStart,
  optionFor,
  playableTest,
  shownQuestion,
  wrongLetter,
} from "./quiz-helpers.ts";

// The quiz's share panel, leave warning, unavailable and unknown tests, accessibility and layout.

test("the share panel links to {origin}/test/{id} with the result text", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  // Record popups instead of opening third-party sites.
  await page.addInitScript(() => {
    const opened: string[][] = [];
    (window as unknown as { opened: string[][] }).opened = opened;
    window.open = (...args: unknown[]) => {
      opened.push(args.map(String));
      return null;
    };
  });
  const quiz = await playableTest(page);
  await openAndStart(page, quiz);
  await answerWithMouse(page, quiz, (correct) => correct);

  const link = `${baseURL}/test/${quiz.id}`;
  const encodedLink = encodeURIComponent(link);
  const text = `I just passed ${quiz.title} with 100%`;
  const share = page.getByRole("region", { name: "Share your result" });
  const expected: [string, string][] = [
    ["LinkedIn", `https://www.linkedin.com/sharing/share-offsite/?url=${encodedLink}`],
    ["Twitter", `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}`],
    ["Facebook", `https://www.facebook.com/sharer/sharer.php?u=${encodedLink}`],
    ["WhatsApp", `https://wa.me/?text=${encodeURIComponent(text)}`],
  ];
  for (const [name, start] of expected) {
    const anchor = share.getByRole("link", { name: new RegExp(name) });
    const href = (await anchor.getAttribute("href"))!;
    expect(href.startsWith(start), `${name}: ${href}`).toBe(true);
    expect(decodeURIComponent(href)).toContain(link);
    await expect(anchor).toHaveAttribute("rel", "noopener noreferrer");
    await anchor.click();
  }
  const twitter = decodeURIComponent(expected[1]![1]);
  expect(twitter).toContain(text);
  const opened = await page.evaluate(() => (window as unknown as { opened: string[][] }).opened);
  expect(opened).toHaveLength(4);
  for (const [index, call] of opened.entries()) {
    expect(call[0]).toContain(encodedLink);
    expect(call.slice(1)).toEqual(["_blank", "width=600,height=400,noopener,noreferrer"]);
    expect(call[0]!.startsWith(expected[index]![1])).toBe(true);
  }
  const tweet = new URL(opened[1]![0]!).searchParams.get("text")!;
  expect(tweet).toMatch(/^I just passed .+ with 100%! Test your AI knowledge too! #AI/);

  await share.getByRole("button", { name: "Copy Link" }).click();
  await expect(page.getByText("Link copied to clipboard!")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
});

test("a failed attempt shares 'I just completed … on AI learning'", async ({ page }) => {
  const quiz = await playableTest(page);
  await openAndStart(page, quiz);
  await answerWithMouse(page, quiz, wrongLetter);
  const href = await page.getByRole("link", { name: /Twitter/ }).getAttribute("href");
  const text = new URL(href!).searchParams.get("text");
  expect(text).toContain(`I just completed ${quiz.title} on AI learning`);
  expect(text).toContain("#AI");
});

test("leaving a running quiz asks first", async ({ page }) => {
  const quiz = await playableTest(page);
  await openAndStart(page, quiz);
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Tests" }).click();
  const dialog = page.getByRole("dialog", { name: "Leave this quiz?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Stay on Quiz" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/test/${quiz.id}$`));
  await expect(page.getByText(`Question 1 of ${quiz.questions.length}`)).toBeVisible();

  await nav.getByRole("link", { name: "Tests" }).click();
  await dialog.getByRole("button", { name: "Leave Quiz" }).click();
  await expect(page).toHaveURL(/\/tests$/);
  await expect(page.getByRole("heading", { level: 1, name: /AI Knowledge Tests/ })).toBeVisible();

  // The browser's own warning guards reloads and closing the tab.
  await openAndStart(page, quiz);
  const beforeUnload = page.waitForEvent("dialog");
  await page.close({ runBeforeUnload: true });
  const shown = await beforeUnload;
  expect(shown.type()).toBe("beforeunload");
  await shown.dismiss();
});

test("an unknown test id answers 404; a test without questions is 'Quiz Not Available'", async ({
  page,
  adminApi,
}) => {
  for (const path of ["/test/999999", "/test/abc"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  }
  const created = await adminApi.post("/api/tests", {
    data: {
      title: "E2E Empty Quiz",
      description: "No questions yet.",
      category: "Machine Learning Basics",
    },
  });
  const { id } = (await created.json()) as { id: number };
  try {
    await page.goto(`/test/${id}`);
    await expect(page.getByRole("heading", { name: "Quiz Not Available" })).toBeVisible();
    await expect(
      page.getByText("This quiz content is not available or hasn't been generated yet."),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Tests" })).toHaveAttribute(
      "href",
      "/tests",
    );
  } finally {
    await adminApi.delete(`/api/tests/${id}`);
  }
});

for (const scheme of ["light", "dark"] as const) {
  test(`the quiz has no axe violations and holds at 360 px (${scheme})`, async ({ page, shot }) => {
    test.setTimeout(90_000);
    const quiz = await playableTest(page);
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width: 360, height: 740 });
    const check = async () => {
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);
    };
    // Full-page shots from the top, so the sticky header sits where it belongs.
    const topShot = async (name: string) => {
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      await shot(name);
    };
    await page.goto(`/test/${quiz.id}`);
    // Start is enabled once the quiz's script runs; measure the page a visitor can use.
    await expect(page.getByRole("button", { name: "Start Quiz" })).toBeEnabled();
    await check();
    await page.getByRole("button", { name: "Start Quiz" }).click();
    await check();
    await (await optionFor(page, quiz, (await shownQuestion(page, quiz)).correct_answer)).click();
    await check();
    await page.getByRole("button", { name: "Submit Answer" }).click();
    await check();
    if (scheme === "light") await topShot("quiz-running");
    await page.getByRole("button", { name: "Next Question" }).click();
    let index = 1;
    await answerWithMouse(
      page,
      quiz,
      (correct) => (index++ % 3 === 0 ? wrongLetter(correct) : correct),
      quiz.questions.length - 1,
      1,
    );
    await expect(page.getByRole("region", { name: "Question Review" })).toBeVisible();
    await check();
    if (scheme === "light") await topShot("quiz-results");
  });
}
