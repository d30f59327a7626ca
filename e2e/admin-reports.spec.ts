import type { APIRequestContext, Page } from "@playwright/test";
import { card, loginAsAdmin, openAdmin, tab, toast, unique } from "./admin-helpers.ts";
import { createTopic, PAGES } from "./admin-topics-helpers.ts";
import { expectAccessibleInBothThemes } from "./axe.ts";
import { expect, expectNoHorizontalScroll, test } from "./fixtures.ts";

// /admin/contact/reports (issue 19, ADR 032): what readers reported, one card per lesson page or
// question with the exact place and what it holds now; Mark Resolved moves it to Resolved.

const TITLE = "Problem Reports";

async function report(api: APIRequestContext, body: Record<string, unknown>) {
  const response = await api.post("/api/problem-reports", { data: body });
  expect(response.status(), await response.text()).toBe(201);
}

async function createTest(api: APIRequestContext, title: string) {
  const created = await api.post("/api/tests", {
    data: {
      title,
      description: `${title}, for the reports spec.`,
      category: "Machine Learning Basics",
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const questions = Array.from({ length: 10 }, (_, index) => ({
    question: `Reported question ${index + 1} of ${title}?`,
    options: { A: "First", B: "Second", C: "Third", D: "Fourth" },
    correct_answer: (["A", "B", "C", "D"] as const)[index % 4],
    explanation: `Because of reason ${index + 1}.`,
  }));
  expect((await api.patch(`/api/tests/${id}`, { data: { questions } })).status()).toBe(200);
  return { id, title, questions };
}

async function openReports(page: Page) {
  await loginAsAdmin(page);
  await openAdmin(page, "/admin/contact/reports", TITLE);
}

test("reports show per place with where it is and what it holds now; Mark Resolved moves them to Resolved", async ({
  page,
  adminApi,
}) => {
  const topic = await createTopic(adminApi, { title: unique("Reported lesson"), pages: PAGES });
  const quiz = await createTest(adminApi, unique("Reported quiz"));
  await report(adminApi, {
    kind: "lesson",
    topicId: topic.id,
    page: 3,
    reason: "wrong",
    quote: "Notes on worked examples.",
    details: "This example has the wrong sign.",
    email: "reader@example.org",
  });
  const question = quiz.questions[1]!;
  await report(adminApi, {
    kind: "question",
    testId: quiz.id,
    question: question.question,
    reason: "wrong-key",
  });
  await report(adminApi, {
    kind: "question",
    testId: quiz.id,
    question: question.question,
    reason: "several-right",
    details: "Third is right too.",
  });

  await openReports(page);
  await expect(tab(page, "Open")).toHaveAttribute("aria-selected", "true");
  const nav = page.getByRole("navigation", { name: "Messages" });
  await expect(nav.getByRole("link", { name: /^Problem reports \(\d+ open\)$/ })).toHaveAttribute(
    "aria-current",
    "page",
  );

  const lessonCard = card(page, `${topic.title} · Page 3: Worked examples`);
  await expect(lessonCard).toContainText("Lesson page");
  await expect(lessonCard).toContainText("1 open of 1 report");
  await expect(lessonCard).toContainText("Something is wrong or out of date");
  await expect(lessonCard).toContainText("This example has the wrong sign.");
  await expect(lessonCard.getByRole("link", { name: "reader@example.org" })).toHaveAttribute(
    "href",
    "mailto:reader@example.org",
  );
  await expect(lessonCard.getByRole("link", { name: /^View on site/ })).toHaveAttribute(
    "href",
    `/topic/${topic.id}?page=3`,
  );
  await expect(lessonCard.getByRole("link", { name: /^Find on page/ })).toHaveAttribute(
    "href",
    `/topic/${topic.id}?page=3#:~:text=Notes%20on%20worked%20examples.`,
  );

  // The question reported last comes first, with both reports, newest first, and its key.
  const questionCard = card(page, `${quiz.title} · Question 2`);
  await expect(page.getByRole("article").first()).toHaveAccessibleName(
    `${quiz.title} · Question 2`,
  );
  await expect(questionCard).toContainText("2 open of 2 reports");
  await expect(questionCard.getByRole("list", { name: "Options" })).toContainText(
    "B. Second (the key)",
  );
  const reasons = questionCard.getByRole("list", { name: "Reports" }).getByRole("listitem");
  await expect(reasons.nth(0)).toContainText("More than one answer is right");
  await expect(reasons.nth(0)).toContainText("Third is right too.");
  await expect(reasons.nth(1)).toContainText("The marked answer is wrong");

  await questionCard.getByRole("button", { name: /^Mark Resolved/ }).click();
  await expect(toast(page, "Reports resolved")).toContainText("2 reports marked done.");
  await expect(questionCard).toHaveCount(0);
  await tab(page, "Resolved").click();
  await expect(card(page, `${quiz.title} · Question 2`)).toContainText("2 resolved reports");
  await expect(
    card(page, `${quiz.title} · Question 2`).getByRole("button", { name: /^Mark Resolved/ }),
  ).toHaveCount(0);
});

test("Edit by Hand opens the test's own editor; an edited question is then shown as changed since", async ({
  page,
  adminApi,
}) => {
  const quiz = await createTest(adminApi, unique("Edited quiz"));
  const question = quiz.questions[4]!;
  await report(adminApi, {
    kind: "question",
    testId: quiz.id,
    question: question.question,
    reason: "typo",
  });
  await openReports(page);
  const place = card(page, `${quiz.title} · Question 5`);
  await place.getByRole("button", { name: "Edit by Hand" }).click();
  const dialog = page.getByRole("dialog", { name: `Edit Test: ${quiz.title}` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  // The owner fixes the question (here through the API, as the editor's own spec covers it).
  const fixed = quiz.questions.map((item, index) =>
    index === 4 ? { ...item, question: `${item.question} (fixed)` } : item,
  );
  expect(
    (await adminApi.patch(`/api/tests/${quiz.id}`, { data: { questions: fixed } })).status(),
  ).toBe(200);
  await page.reload();
  const changed = card(page, `${quiz.title} · A question since changed`);
  await expect(changed).toContainText("This question has been edited or replaced since.");
  await expect(changed).toContainText(question.question);
});

test("Delete report asks first and removes only that report", async ({ page, adminApi }) => {
  const topic = await createTopic(adminApi, { title: unique("Spammed lesson"), pages: PAGES });
  await report(adminApi, {
    kind: "lesson",
    topicId: topic.id,
    page: 1,
    reason: "other",
    details: "Buy cheap watches",
  });
  await report(adminApi, {
    kind: "lesson",
    topicId: topic.id,
    page: 1,
    reason: "typo",
    details: "'teh' in line 2",
  });
  await openReports(page);
  const place = card(page, `${topic.title} · Page 1: Getting started`);
  await expect(place).toContainText("2 open of 2 reports");
  const spam = place.getByRole("listitem").filter({ hasText: "Buy cheap watches" });
  await spam.getByRole("button", { name: "Delete report" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this report?" });
  await confirm.getByRole("button", { name: "Delete Report" }).click();
  await expect(toast(page, "Report deleted")).toBeVisible();
  await expect(place).toContainText("1 open of 1 report");
  await expect(place).not.toContainText("Buy cheap watches");
  await expect(place).toContainText("'teh' in line 2");
});

test("the reports screen holds at 360 px and is accessible in both themes", async ({
  page,
  adminApi,
  shot,
}) => {
  const topic = await createTopic(adminApi, { title: unique("Looked-at lesson"), pages: PAGES });
  const quiz = await createTest(adminApi, unique("Looked-at quiz"));
  await report(adminApi, {
    kind: "lesson",
    topicId: topic.id,
    page: 2,
    reason: "broken",
    quote: `A long quoted passage ${"with many words ".repeat(12)}`,
    details: `The formula does not render. ${"x".repeat(120)}`,
    email: "a.reader.with.a.long.address@example.org",
  });
  await report(adminApi, {
    kind: "question",
    testId: quiz.id,
    question: quiz.questions[0]!.question,
    reason: "unclear",
  });
  await loginAsAdmin(page);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.setViewportSize({ width: 360, height: 800 });
  await openAdmin(page, "/admin/contact/reports", TITLE);
  await expect(page.getByRole("article").first()).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot("admin-reports");
  await expectAccessibleInBothThemes(page, async () => {
    await expect(page.getByRole("article").first()).toBeVisible();
  });
  await page.emulateMedia({ colorScheme: "dark" });
  await page.reload();
  await expect(page.getByRole("article").first()).toBeVisible();
  await shot("admin-reports-dark");
});
