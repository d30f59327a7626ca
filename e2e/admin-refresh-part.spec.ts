import type { APIRequestContext, Page } from "@playwright/test";
import { card, loginAsAdmin, openAdmin, toast, unique } from "./admin-helpers.ts";
import { createTopic, pagesOf, search } from "./admin-topics-helpers.ts";
import { AI_APP_URL, FAKE_LLM_URL } from "./ai-servers.ts";
import { expectAccessibleInBothThemes, expectNoAxeViolations } from "./axe.ts";
import { expect, expectNoHorizontalScroll, test } from "./fixtures.ts";

// A flagged question refreshed on its own (issue 19, ADR 033), against the server whose AI
// provider is the fake LLM: the owner opens a test's answer statistics, sends the flagged
// question to a Refresh job with its statistics in the prompt, and only that question changes;
// History keeps the old test. Edit opens the test's editor at the flagged question.

test.use({ baseURL: AI_APP_URL });

test.beforeEach(async ({ page }) => {
  expect((await page.request.post(`${FAKE_LLM_URL}/__reset`)).ok()).toBe(true);
  await loginAsAdmin(page);
});

const LETTERS = ["A", "B", "C", "D"] as const;
type Letter = (typeof LETTERS)[number];

interface Question {
  question: string;
  options: Record<Letter, string>;
  correct_answer: Letter;
  explanation: string;
}

/** Ten hand-written questions keyed A, B, C, D, A, … */
const QUESTIONS: Question[] = Array.from({ length: 10 }, (_, index) => ({
  question: `Hand-written question ${index + 1}: which option is right?`,
  options: {
    A: `Option one of ${index + 1}`,
    B: `Option two of ${index + 1}`,
    C: `Option three of ${index + 1}`,
    D: `Option four of ${index + 1}`,
  },
  correct_answer: LETTERS[index % 4]!,
  explanation: `Because of reason ${index + 1}.`,
}));

async function createTest(api: APIRequestContext, title: string) {
  const created = await api.post("/api/tests", {
    data: { title, description: `${title}: made by the refresh e2e spec.`, category: "Parts" },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  expect((await api.patch(`/api/tests/${id}`, { data: { questions: QUESTIONS } })).ok()).toBe(true);
  return id;
}

/**
 * 20 visitors send their answers: question 1 (key A) mostly answered C, question 2 (key B)
 * right every time; the others right 14 times in 20, which flags nothing.
 */
async function sendAnswers(api: APIRequestContext, id: number) {
  for (let visitor = 0; visitor < 20; visitor++) {
    const answers = QUESTIONS.map((question, index): Letter => {
      if (index === 0) return visitor < 15 ? "C" : "A";
      if (index === 1 || visitor < 14) return question.correct_answer;
      return LETTERS[(LETTERS.indexOf(question.correct_answer) + 1) % 4]!;
    });
    const sent = await api.post(`/api/tests/${id}/answer-stats`, { data: { answers } });
    expect(sent.status()).toBe(202);
  }
}

async function openStatistics(page: Page, title: string) {
  await openAdmin(page, "/admin/tests", "Admin - Tests Management");
  await page.getByRole("searchbox", { name: "Search tests" }).fill(title);
  await card(page, title)
    .getByRole("button", { name: `Answer statistics of ${title}` })
    .click();
  const dialog = page.getByRole("dialog", { name: "Answer Statistics" });
  await expect(dialog.getByText("20 visitors sent their answers")).toBeVisible();
  return dialog;
}

const questionRow = (dialog: ReturnType<Page["getByRole"]>, number: number) =>
  dialog.getByRole("listitem").filter({ hasText: `${number}. Hand-written question ${number}:` });

async function openRefresh(page: Page, title: string) {
  const stats = await openStatistics(page, title);
  await questionRow(stats, 1).getByRole("button", { name: "Refresh with AI" }).click();
  await expect(stats).toBeHidden();
  const dialog = page.getByRole("dialog", { name: "Refresh this question with AI" });
  await expect(dialog.getByLabel("AI prompt")).toHaveValue(/5 of 20 got it right/);
  return dialog;
}

test("a flagged question is refreshed alone, with its statistics in the prompt, and History keeps the old test", async ({
  page,
  adminApi,
  shot,
}) => {
  const title = unique("Flagged quiz");
  const id = await createTest(adminApi, title);
  await sendAnswers(adminApi, id);

  const stats = await openStatistics(page, title);
  const first = questionRow(stats, 1);
  await expect(first.getByRole("list", { name: "Flags" })).toContainText(
    "A wrong option is chosen more than the answer",
  );
  // Only flagged questions offer the actions: question 3 is not flagged.
  await expect(questionRow(stats, 3).getByRole("button")).toHaveCount(0);
  await expect(questionRow(stats, 2).getByRole("button", { name: "Edit" })).toBeVisible();
  await expectNoAxeViolations(page, "statistics with actions", "dialog");
  await shot("admin-answer-stats-actions");

  let dialog = await openRefresh(page, title);
  await expect(dialog).toContainText(
    `Test: ${title} — question 1: Hand-written question 1: which option is right?`,
  );
  const shown = dialog.getByLabel("AI prompt");
  await expect(shown).toHaveValue(/- A \(the correct answer\): 5 \(25%\)/);
  await expect(shown).toHaveValue(/- C: 15 \(75%\)/);
  await expect(shown).toHaveValue(/More people chose C than the correct answer A/);
  await expectAccessibleInBothThemes(page, async () => {
    dialog = await openRefresh(page, title);
  });
  for (const colorScheme of ["dark", "light"] as const) {
    // The theme is set as the page loads: open the dialog again in each.
    await page.emulateMedia({ colorScheme });
    dialog = await openRefresh(page, title);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoHorizontalScroll(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot(`admin-refresh-question-dialog-${colorScheme}`);
  }

  // The owner adds a word of their own and starts it.
  const prompt = dialog.getByLabel("AI prompt");
  await prompt.fill(`${await prompt.inputValue()}\nKeep it short.`);
  await dialog.getByRole("button", { name: "Rewrite Question" }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, "Success!")).toContainText(
    `One question of "${title}" was rewritten; the others are as they were.`,
  );

  const content = (await (await adminApi.get(`/api/tests/${id}/content`)).json()) as {
    questions: Question[];
  };
  const [rewritten, ...others] = content.questions;
  expect(rewritten!.question).toMatch(/rewritten question #\d+: what makes a multiple-choice/);
  // The fake keys its question on B; it is stored at the old question's letter, A.
  expect(rewritten!.correct_answer).toBe("A");
  expect(rewritten!.options.A).toMatch(/^Exactly one option is right/);
  expect(others).toEqual(QUESTIONS.slice(1));
  // The prompt the model got carried the statistics and the owner's words.
  const requests = (await (await page.request.get(`${FAKE_LLM_URL}/__requests`)).json()) as Array<{
    messages: Array<{ content: string }>;
  }>;
  const sent = requests.at(-1)!.messages.at(-1)!.content;
  expect(sent).toContain("Rewrite question 1 of the multiple-choice test below");
  expect(sent).toContain("- C: 15 (75%)");
  expect(sent).toContain("Keep it short.");

  const item = card(page, title);
  await item.getByRole("button", { name: `History of ${title}` }).click();
  const history = page.getByRole("dialog", { name: "Version History" });
  const rows = history.getByRole("listitem");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText("Current");
  await expect(rows.nth(0)).toContainText("Prompt: Visitors who chose to send their answers");
  await expect(rows.nth(1)).toContainText("Earlier content");
  await expect(rows.nth(1)).toContainText("10 questions");
});

test("Edit on a flagged question opens the test's editor at that question", async ({
  page,
  adminApi,
  shot,
}) => {
  const title = unique("Edited quiz");
  const id = await createTest(adminApi, title);
  await sendAnswers(adminApi, id);
  // On a phone, where the question is furthest down the editor.
  await page.setViewportSize({ width: 390, height: 844 });
  const stats = await openStatistics(page, title);
  const second = questionRow(stats, 2);
  await expect(second).toContainText("Nearly everyone gets it right");
  await second.getByRole("button", { name: "Edit" }).click();
  const editor = page.getByRole("dialog", { name: `Edit Test: ${title}` });
  const field = editor.getByLabel("Question 2 text");
  await expect(field).toBeFocused();
  await expect(field).toBeInViewport();
  await expect(field).toHaveValue(QUESTIONS[1]!.question);
  await shot("admin-edit-flagged-question");
});

/** Five pages in the lesson format, each with an exercise and its worked solution. */
const LESSON = Array.from({ length: 5 }, (_, index) => ({
  title: `Hand-written page ${index + 1}`,
  content: [
    `## Part ${index + 1}`,
    "The owner wrote this page by hand, and most of it is right. ".repeat(8).trim(),
    `::: exercise Sum ${index + 1}\nWhat is $${index + 1} + ${index + 1}$?\n:::`,
    `::: solution\nIt is $${2 * (index + 1)}$.\n:::`,
  ].join("\n\n"),
}));

test("a topic's Refresh can rewrite one page alone, leaving the others as they were", async ({
  page,
  adminApi,
  shot,
}) => {
  const topic = await createTopic(adminApi, { title: unique("One-page lesson"), pages: LESSON });
  const dialog = page.getByRole("dialog", { name: "Refresh AI Content" });
  const choosePage = async () => {
    await openAdmin(page, "/admin/topics", "Admin - Topics Management");
    await search(page, topic.title);
    await card(page, topic.title).getByRole("button", { name: "Refresh", exact: true }).click();
    const choice = dialog.getByLabel("Rewrite");
    await expect(choice.getByRole("option")).toHaveCount(6);
    await choice.selectOption({ label: "Only page 2: Hand-written page 2" });
    await expect(dialog.getByLabel("AI prompt")).toHaveValue(/^Fix what is wrong on page 2:/);
  };
  await expectAccessibleInBothThemes(page, choosePage);
  await page.emulateMedia({ colorScheme: "dark" });
  await choosePage();
  await shot("admin-refresh-page-dialog-dark");
  await page.emulateMedia({ colorScheme: "light" });
  await choosePage();
  await shot("admin-refresh-page-dialog-light");
  // Back to the whole lesson, the offered prompt follows.
  await dialog.getByLabel("Rewrite").selectOption({ label: "The whole lesson" });
  await expect(dialog.getByLabel("AI prompt")).toHaveValue(/^Rewrite this topic as 5 pages/);
  await dialog.getByLabel("Rewrite").selectOption({ label: "Only page 2: Hand-written page 2" });

  // One page is named, so nothing more is asked before it starts.
  await dialog.getByRole("button", { name: "Refresh Content" }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, "Content Refreshed")).toContainText(
    `Page 2 of "${topic.title}" was rewritten; the other pages are as they were.`,
  );
  const pages = await pagesOf(adminApi, topic.id);
  expect(pages[1]!.title).toMatch(/: part 2 — .+ \(rewritten\)$/);
  expect(pages.filter((_, index) => index !== 1)).toEqual(LESSON.filter((_, i) => i !== 1));
  const requests = (await (await page.request.get(`${FAKE_LLM_URL}/__requests`)).json()) as Array<{
    messages: Array<{ content: string }>;
  }>;
  const sent = requests.at(-1)!.messages.at(-1)!.content;
  expect(sent).toMatch(/^Rewrite page 2 of the 5-page lesson below, and only that page/);
  expect(sent).toContain("Fix what is wrong on page 2:");
});
