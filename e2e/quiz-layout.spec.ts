import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expectNoAxeViolations, settleTransitions } from "./axe.ts";
import { expect, expectNoHorizontalScroll, test } from "./fixtures.ts";
import {
  answerWithMouse,
  openAndStart,
  options,
  type QuizContent,
  testContent,
} from "./quiz-helpers.ts";

// The quiz on a phone: the timer and progress stay in view without covering the question, the
// title stays short. Screenshots of each screen at 390 and 1280 px in both themes.

const SHOTS = ".tmp/screenshots";
const LONG_TITLE =
  "E2E Game-Playing AI: Minimax, Alpha-Beta Pruning and Monte Carlo Tree Search Layout Test";

function longQuestions() {
  const filler =
    "A search tree is explored to a fixed depth, the leaves are scored by an evaluation function and the values are backed up, alternating between the maximising and the minimising player, while the engine keeps a table of positions it has already seen.";
  return Array.from({ length: 10 }, (_, index) => ({
    question: `Scenario ${index + 1}: ${filler} ${filler} Which statement about this engine is right?`,
    options: {
      A: `Statement ${index + 1}A: it looks ahead by plies, one move of one player at a time, so depth 6 means three moves each.`,
      B: `Statement ${index + 1}B: it looks ahead in seconds of thinking time, and the depth only says how long it may think.`,
      C: `Statement ${index + 1}C: it evaluates every leaf twice, once for each player, and keeps the lower of the two values.`,
      D: `Statement ${index + 1}D: it never needs an evaluation function, because every game is searched to its very end.`,
    },
    correct_answer: "A" as const,
    explanation: `A ply is one move by one player (question ${index + 1}).`,
  }));
}

async function createLongTest(api: APIRequestContext): Promise<QuizContent> {
  const created = await api.post("/api/tests", {
    data: {
      title: `${LONG_TITLE} ${Date.now()}`,
      description: "Long questions, to check the quiz's layout on a phone.",
      level: "advanced",
      category: "Machine Learning Basics",
      timeLimit: 15,
      passingScore: 70,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const patched = await api.patch(`/api/tests/${id}`, { data: { questions: longQuestions() } });
  expect(patched.ok()).toBe(true);
  return testContent(api, id);
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test("on a phone the timer and progress stay in view, below the header, over no answer", async ({
  page,
  adminApi,
}) => {
  const quiz = await createLongTest(adminApi);
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await openAndStart(page, quiz);
    const title = page.getByRole("heading", { level: 1 });
    const lineHeight = await title.evaluate((element) =>
      Number.parseFloat(getComputedStyle(element).lineHeight),
    );
    expect((await title.boundingBox())!.height).toBeLessThanOrEqual(2 * lineHeight + 1);

    const timer = page.getByRole("timer");
    const progress = page.getByText(`Question 1 of ${quiz.questions.length}`);
    const question = page.locator("main").getByRole("heading", { level: 2 });
    // From the top (the start scrolls there smoothly): nothing covers the question.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(overlaps((await timer.boundingBox())!, (await question.boundingBox())!)).toBe(false);

    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }),
    );
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const header = (await page.locator("body > header").boundingBox())!;
    for (const part of [timer, progress]) {
      const box = (await part.boundingBox())!;
      expect(box.y, "below the site header").toBeGreaterThanOrEqual(header.y + header.height - 1);
      expect(box.y + box.height, "inside the viewport").toBeLessThanOrEqual(844);
    }
    // The bar keeps a band of its own at the top: what is in view below it, the last option
    // and Submit, is not under it (content scrolling past goes behind it, as under the header).
    const bar = (await page.locator("[data-quiz-bar]").boundingBox())!;
    for (const target of [
      options(page).last(),
      page.getByRole("button", { name: "Submit Answer" }),
    ]) {
      const box = (await target.boundingBox())!;
      expect(overlaps(box, bar)).toBe(false);
      expect(overlaps(box, (await timer.boundingBox())!)).toBe(false);
      expect(box.y + box.height).toBeLessThanOrEqual(844);
      const hit = await target.evaluate((element) => {
        const rect = element.getBoundingClientRect();
        const top = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
        return !!top && element.contains(top);
      });
      expect(hit, "nothing covers it").toBe(true);
    }
    await expectNoHorizontalScroll(page);
  } finally {
    await adminApi.delete(`/api/tests/${quiz.id}`);
  }
});

/**
 * Screenshots at 390 and 1280 px in the light and the dark theme (the `dark` class), each checked
 * with axe: the whole page, or the viewport scrolled to the end or to an element.
 */
async function shots(page: Page, name: string, view: { scrollTo?: "end" | Locator } = {}) {
  for (const dark of [false, true]) {
    await page.evaluate((on) => document.documentElement.classList.toggle("dark", on), dark);
    // Colours fade for 150 ms after a theme change: shoot the page as it settles, not half-way.
    await settleTransitions(page);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      const path = `${SHOTS}/${name}-${width}-${dark ? "dark" : "light"}.png`;
      if (view.scrollTo === "end") {
        await page.evaluate(() =>
          window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }),
        );
        await page.screenshot({ path });
      } else if (view.scrollTo) {
        await view.scrollTo.evaluate((element) => {
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
}

test("screenshots: intro, running, resume offer and results with unanswered questions", async ({
  page,
  adminApi,
}) => {
  test.setTimeout(180_000);
  const quiz = await createLongTest(adminApi);
  try {
    await page.goto(`/test/${quiz.id}`);
    await expect(page.getByRole("button", { name: "Start Quiz" })).toBeEnabled();
    await shots(page, "quiz-intro");

    await openAndStart(page, quiz);
    await shots(page, "quiz-question", {
      scrollTo: page.getByRole("group", { name: "Answer options" }),
    });
    await answerWithMouse(page, quiz, (correct) => (correct === "A" ? "B" : "A"), 1);
    await shots(page, "quiz-running", { scrollTo: "end" });
    await page.getByRole("button", { name: "Next Question" }).click();
    await answerWithMouse(page, quiz, (correct) => correct, 1, 1);
    await page.getByRole("button", { name: "Next Question" }).click();

    page.on("dialog", (dialog) => dialog.accept());
    await page.reload();
    await expect(page.getByRole("button", { name: "Resume your attempt" })).toBeVisible();
    await shots(page, "quiz-resume");

    await page.clock.install();
    await page.getByRole("button", { name: "Resume your attempt" }).click();
    await page.clock.fastForward(16 * 60_000);
    await expect(page.getByText("Out of Time!")).toBeVisible();
    await shots(page, "quiz-results", { scrollTo: page.locator("main") });
    const review = page.getByRole("region", { name: "Question Review" });
    await shots(page, "quiz-review", {
      scrollTo: review.getByRole("listitem").filter({ hasText: "Not answered" }).first(),
    });
  } finally {
    await adminApi.delete(`/api/tests/${quiz.id}`);
  }
});
