import type { APIRequestContext, Page } from "@playwright/test";
import { card, loginAsAdmin, openAdmin, toast, unique } from "./admin-helpers.ts";
import { createTopic, pagesOf } from "./admin-topics-helpers.ts";
import { AI_APP_URL, FAKE_LLM_URL } from "./ai-servers.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

// Problem reports sent to a Refresh job (issue 19, ADR 032/033), against the server whose AI
// provider is the fake LLM: the prompt quotes what readers reported, the job rewrites that one
// page or question, and the owner then marks the reports resolved.

test.use({ baseURL: AI_APP_URL });

test.beforeEach(async ({ page }) => {
  expect((await page.request.post(`${FAKE_LLM_URL}/__reset`)).ok()).toBe(true);
  await loginAsAdmin(page);
});

/** Five pages in the lesson format, each with an exercise and its worked solution. */
const LESSON = Array.from({ length: 5 }, (_, index) => ({
  title: `Reported page ${index + 1}`,
  content: [
    `## Part ${index + 1}`,
    "The owner wrote this page by hand, and most of it is right. ".repeat(8).trim(),
    `::: exercise Sum ${index + 1}\nWhat is $${index + 1} + ${index + 1}$?\n:::`,
    `::: solution\nIt is $${2 * (index + 1)}$.\n:::`,
  ].join("\n\n"),
}));

async function report(api: APIRequestContext, body: Record<string, unknown>) {
  const response = await api.post("/api/problem-reports", { data: body });
  expect(response.status(), await response.text()).toBe(201);
}

async function lastPrompt(page: Page) {
  const requests = (await (await page.request.get(`${FAKE_LLM_URL}/__requests`)).json()) as Array<{
    messages: Array<{ content: string }>;
  }>;
  return requests.at(-1)!.messages.at(-1)!.content;
}

test("a reported lesson page is rewritten alone with the reports in its prompt, then resolved", async ({
  page,
  adminApi,
}) => {
  const topic = await createTopic(adminApi, { title: unique("Reported lesson"), pages: LESSON });
  await report(adminApi, {
    kind: "lesson",
    topicId: topic.id,
    page: 3,
    reason: "wrong",
    quote: "most of it is right",
    details: "The sum in the exercise is off by one.",
    email: "reader@example.org",
  });
  await openAdmin(page, "/admin/contact/reports", "Problem Reports");
  const place = card(page, `${topic.title} · Page 3: Reported page 3`);
  await place.getByRole("button", { name: "Refresh with AI" }).click();
  const dialog = page.getByRole("dialog", { name: "Refresh this page with AI" });
  await expect(dialog).toContainText(`Topic: ${topic.title} — page 3: Reported page 3`);
  const prompt = dialog.getByLabel("AI prompt");
  await expect(prompt).toHaveValue(/^Readers reported a problem with page 3:/);
  await expect(prompt).toHaveValue(
    /- Something is wrong or out of date \(about the passage "most of it is right"\): "The sum in the exercise is off by one\."/,
  );
  await expect(prompt).not.toHaveValue(/reader@example\.org/);
  await expectNoAxeViolations(page, "refresh from reports", "dialog");

  await dialog.getByRole("button", { name: "Rewrite Page" }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, "Content Refreshed")).toContainText(
    `Page 3 of "${topic.title}" was rewritten; the other pages are as they were.`,
  );
  const pages = await pagesOf(adminApi, topic.id);
  expect(pages[2]!.title).toMatch(/\(rewritten\)$/);
  expect(pages.filter((_, index) => index !== 2)).toEqual(LESSON.filter((_, i) => i !== 2));
  const sent = await lastPrompt(page);
  expect(sent).toMatch(/^Rewrite page 3 of the 5-page lesson below, and only that page/);
  expect(sent).toContain('"The sum in the exercise is off by one."');
  expect(sent).not.toContain("reader@example.org");

  // The page has a new title now; the owner closes the reports.
  await page.reload();
  const fixed = page.getByRole("article").filter({ hasText: topic.title });
  await expect(fixed).toContainText("When reported, this page was called “Reported page 3”.");
  await fixed.getByRole("button", { name: /^Mark Resolved/ }).click();
  await expect(toast(page, "Reports resolved")).toContainText("1 report marked done.");
  await expect(fixed).toHaveCount(0);
});

test("a reported question's Refresh quotes its reports and its statistics, and rewrites that question alone", async ({
  page,
  adminApi,
}) => {
  const title = unique("Reported quiz");
  const created = await adminApi.post("/api/tests", {
    data: { title, description: `${title}, for the reports refresh spec.`, category: "Parts" },
  });
  const { id } = (await created.json()) as { id: number };
  const questions = Array.from({ length: 10 }, (_, index) => ({
    question: `Reported question ${index + 1}: which option is right?`,
    options: {
      A: `One of ${index + 1}`,
      B: `Two of ${index + 1}`,
      C: `Three of ${index + 1}`,
      D: `Four of ${index + 1}`,
    },
    correct_answer: (["A", "B", "C", "D"] as const)[index % 4],
    explanation: `Because of reason ${index + 1}.`,
  }));
  expect((await adminApi.patch(`/api/tests/${id}`, { data: { questions } })).ok()).toBe(true);
  const shown = questions[1]!.question;
  await report(adminApi, {
    kind: "question",
    testId: id,
    question: shown,
    reason: "several-right",
    details: "Three is right too.",
  });
  await report(adminApi, { kind: "question", testId: id, question: shown, reason: "wrong-key" });

  await openAdmin(page, "/admin/contact/reports", "Problem Reports");
  await card(page, `${title} · Question 2`)
    .getByRole("button", { name: "Refresh with AI" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Refresh this question with AI" });
  const prompt = dialog.getByLabel("AI prompt");
  await expect(prompt).toHaveValue(/Readers have 2 open problem reports about it/);
  await expect(prompt).toHaveValue(/- More than one answer is right: "Three is right too\."/);
  await expect(prompt).toHaveValue(/- The marked answer is wrong/);
  await dialog.getByRole("button", { name: "Rewrite Question" }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, "Success!")).toContainText(
    `One question of "${title}" was rewritten; the others are as they were.`,
  );
  const content = (await (await adminApi.get(`/api/tests/${id}/content`)).json()) as {
    questions: typeof questions;
  };
  expect(content.questions[1]!.question).not.toBe(shown);
  expect(content.questions[1]!.correct_answer).toBe("B");
  expect(content.questions.filter((_, index) => index !== 1)).toEqual(
    questions.filter((_, index) => index !== 1),
  );
  expect(await lastPrompt(page)).toContain('"Three is right too."');
  // The reports are now about a question since changed.
  await page.reload();
  await expect(card(page, `${title} · A question since changed`)).toContainText(
    "This question has been edited or replaced since.",
  );
});
