import type { APIRequestContext, Page } from "@playwright/test";
import { card, loginAsAdmin, openAdmin, toast, unique } from "./admin-helpers.ts";
import { createTopic, PAGES, search } from "./admin-topics-helpers.ts";
import { AI_APP_URL, FAKE_LLM_URL } from "./ai-servers.ts";
import { expectAccessibleInBothThemes } from "./axe.ts";
import { expect, expectNoHorizontalScroll, test } from "./fixtures.ts";

// Generation jobs in the admin screens, against the server whose AI provider is the fake LLM:
// the card's pending state and progress, the toasts when a job ends (also after navigating away
// and reloading), a failed refresh that keeps the old pages, and 'Generate all missing'.

test.use({ baseURL: AI_APP_URL });

type FakeMode = "ok" | "http-401" | "hang";

/** Sets how the fake LLM answers from now on; every test starts from a reset. */
async function fake(page: Page, mode: FakeMode, delayMs = 0) {
  const response = await page.request.post(`${FAKE_LLM_URL}/__control`, {
    data: { mode, delayMs },
  });
  expect(response.ok()).toBe(true);
}

test.beforeEach(async ({ page }) => {
  const response = await page.request.post(`${FAKE_LLM_URL}/__reset`);
  expect(response.ok()).toBe(true);
  await loginAsAdmin(page);
});

async function openTopic(page: Page, title: string) {
  await openAdmin(page, "/admin/topics", "Admin - Topics Management");
  await search(page, title);
  return card(page, title);
}

const background = (locator: ReturnType<Page["locator"]>) =>
  locator.evaluate((element) => getComputedStyle(element).backgroundColor);

async function createTest(api: APIRequestContext, title: string, questions = 0) {
  const response = await api.post("/api/tests", {
    data: {
      title,
      description: `${title}: made by the generation e2e spec.`,
      level: "beginner",
      category: "Machine Learning Basics",
      timeLimit: 20,
      passingScore: 70,
    },
  });
  expect(response.status()).toBe(201);
  const created = (await response.json()) as { id: number; title: string };
  if (questions > 0) {
    const patched = await api.patch(`/api/tests/${created.id}`, {
      data: {
        questions: Array.from({ length: questions }, (_, index) => ({
          question: `Written by hand ${index + 1}?`,
          options: { A: "First", B: "Second", C: "Third", D: "Fourth" },
          correct_answer: (["A", "B", "C", "D"] as const)[index % 4],
          explanation: `Because of reason ${index + 1}.`,
        })),
      },
    });
    expect(patched.ok()).toBe(true);
  }
  return created;
}

const progress = (scope: Page | ReturnType<typeof card>) =>
  scope.getByRole("progressbar", { name: "Generation progress" });

test("Generate runs as a job: the card shows Generating... and its progress, then the new pages", async ({
  page,
  adminApi,
}) => {
  await fake(page, "ok", 1500);
  const topic = await createTopic(adminApi, { title: unique("Generated lesson") });
  const item = await openTopic(page, topic.title);

  await item.getByRole("button", { name: "Generate", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Generate AI Content" });
  await expect(dialog.getByText("AI provider:")).toBeVisible();
  await dialog.getByRole("button", { name: "Generate Content" }).click();
  await expect(dialog).toBeHidden();

  await expect(item.getByRole("button", { name: "Generating..." })).toBeDisabled();
  await expect(progress(item)).toBeVisible();
  await expect(item.getByRole("button", { name: "Cancel" })).toBeEnabled();
  await expect(toast(page, "Content Generated")).toContainText(`"${topic.title}" has 5 new pages.`);
  await expect(item.getByRole("button", { name: "Refresh", exact: true })).toBeEnabled();
  await expect(item.getByText("5 pages", { exact: true })).toBeVisible();
  await expect(progress(item)).toHaveCount(0);

  await item.getByRole("link", { name: topic.title }).click();
  await expect(page.getByRole("heading", { level: 1, name: topic.title })).toBeVisible();
  await expect(page.getByText("1 of 5 pages", { exact: true })).toBeVisible();
  await expect(page.getByText(/Generation #\d+/).first()).toBeVisible();
});

test("a test's questions are generated as a job and the quiz can be taken", async ({
  page,
  adminApi,
}) => {
  await fake(page, "ok", 800);
  const mine = await createTest(adminApi, unique("Generated quiz"));
  await openAdmin(page, "/admin/tests", "Admin - Tests Management");
  await page.getByRole("searchbox", { name: "Search tests" }).fill(mine.title);
  const item = card(page, mine.title);

  await item.getByRole("button", { name: "Generate", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Generate AI Quiz Content" });
  await dialog.getByRole("button", { name: "Generate Quiz" }).click();
  await expect(dialog).toBeHidden();
  await expect(item.getByRole("button", { name: "Generating..." })).toBeDisabled();
  await expect(progress(item)).toBeVisible();
  await expect(toast(page, "Success!")).toContainText("Generated 12 questions for the test.");
  await expect(item.getByText("12 questions", { exact: true })).toBeVisible();
  await expect(item.getByText("Generated", { exact: true })).toBeVisible();

  await page.goto(`/test/${mine.id}`);
  await page.getByRole("button", { name: "Start Quiz" }).click();
  await expect(page.getByText("Question 1 of 12")).toBeVisible();
});

test("a test with questions offers Refresh as its main action, which asks before replacing them", async ({
  page,
  adminApi,
}) => {
  await fake(page, "ok", 300);
  const mine = await createTest(adminApi, unique("Refreshed quiz"), 10);
  await openAdmin(page, "/admin/tests", "Admin - Tests Management");
  await expect(page.getByRole("note", { name: "AI provider not configured" })).toHaveCount(0);
  await page.getByRole("searchbox", { name: "Search tests" }).fill(mine.title);
  const item = card(page, mine.title);
  await expect(item.getByRole("button", { name: "Generate", exact: true })).toHaveCount(0);
  const refresh = item.getByRole("button", { name: "Refresh", exact: true });
  expect(await background(refresh)).toBe(
    await background(page.getByRole("button", { name: "Add Test" })),
  );

  await refresh.click();
  const dialog = page.getByRole("dialog", { name: "Refresh AI Quiz Content" });
  await dialog.getByRole("button", { name: "Refresh Quiz" }).click();
  const confirm = page.getByRole("dialog", { name: "Replace the questions?" });
  await expect(confirm).toContainText(`The 10 questions of "${mine.title}" will be replaced`);
  await expect(confirm).toContainText("History");
  // Going back starts nothing.
  await confirm.getByRole("button", { name: "Back" }).click();
  await expect(dialog.getByRole("button", { name: "Refresh Quiz" })).toBeVisible();
  await expect(item.getByText("10 questions", { exact: true })).toBeVisible();

  await dialog.getByRole("button", { name: "Refresh Quiz" }).click();
  await confirm.getByRole("button", { name: "Replace Questions" }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, "Success!")).toContainText("Generated 12 questions for the test.");
  await expect(item.getByText("12 questions", { exact: true })).toBeVisible();
  // A refresh revises the current questions rather than writing anew (ADR 033).
  const requests = (await (await page.request.get(`${FAKE_LLM_URL}/__requests`)).json()) as Array<{
    messages: Array<{ content: string }>;
  }>;
  const asked = requests.at(-1)?.messages.at(-1)?.content ?? "";
  expect(asked).toMatch(/^Revise the multiple-choice test below/);
  expect(asked).toContain("Question 10: Written by hand 10?");

  // The hand-written questions are in History.
  await item.getByRole("button", { name: `History of ${mine.title}` }).click();
  await expect(page.getByRole("dialog", { name: /History/ })).toContainText("10 questions");
});

test("a topic with pages offers Refresh as its main action, which asks before replacing them", async ({
  page,
  adminApi,
}) => {
  await fake(page, "ok", 300);
  const topic = await createTopic(adminApi, { title: unique("Refreshed lesson"), pages: PAGES });
  const item = await openTopic(page, topic.title);
  const refresh = item.getByRole("button", { name: "Refresh", exact: true });
  expect(await background(refresh)).toBe(
    await background(page.getByRole("button", { name: "Add Topic" })),
  );
  await refresh.click();
  const dialog = page.getByRole("dialog", { name: "Refresh AI Content" });
  await dialog.getByRole("button", { name: "Refresh Content" }).click();
  const confirm = page.getByRole("dialog", { name: "Replace the pages?" });
  await expect(confirm).toContainText(`The 5 pages of "${topic.title}" will be replaced`);
  await expect(confirm).toContainText("History");
  await confirm.getByRole("button", { name: "Replace Pages" }).click();
  await expect(toast(page, "Content Refreshed")).toBeVisible();
});

test("a refresh the provider refuses says why and leaves the old pages", async ({
  page,
  adminApi,
}) => {
  await fake(page, "http-401");
  const topic = await createTopic(adminApi, { title: unique("Kept lesson"), pages: PAGES });
  const item = await openTopic(page, topic.title);

  await item.getByRole("button", { name: "Refresh", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Refresh AI Content" });
  await dialog.getByRole("button", { name: "Refresh Content" }).click();
  await page
    .getByRole("dialog", { name: "Replace the pages?" })
    .getByRole("button", { name: "Replace Pages" })
    .click();
  await expect(toast(page, "Refresh Failed")).toContainText("refused the API key");
  await expect(item.getByRole("button", { name: "Refresh", exact: true })).toBeEnabled();

  await page.goto(`/topic/${topic.id}`);
  await expect(
    page.getByRole("heading", { level: 2, name: PAGES[0]!.title, exact: true }),
  ).toBeVisible();
  await expect(page.getByText(/Generation #\d+/)).toHaveCount(0);
});

test("a generation started before leaving the screen and reloading still ends in its toast", async ({
  page,
  adminApi,
}) => {
  await fake(page, "ok", 3500);
  const topic = await createTopic(adminApi, { title: unique("Watched lesson") });
  const item = await openTopic(page, topic.title);
  await item.getByRole("button", { name: "Generate", exact: true }).click();
  await page
    .getByRole("dialog", { name: "Generate AI Content" })
    .getByRole("button", { name: "Generate Content" })
    .click();
  await expect(item.getByRole("button", { name: "Generating..." })).toBeDisabled();

  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Dashboard" })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.reload();
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Topics" })
    .click();
  await search(page, topic.title);
  // Still running after the reload: the card learns it from the server.
  await expect(item.getByRole("button", { name: "Generating..." })).toBeDisabled();
  await expect(toast(page, "Content Generated")).toContainText(topic.title);
  await expect(item.getByRole("button", { name: "Refresh", exact: true })).toBeEnabled();
});

test("a job in progress: axe in both themes, 360 px, screenshots, and Cancel keeps the content", async ({
  page,
  adminApi,
  shot,
}) => {
  await fake(page, "hang");
  const topic = await createTopic(adminApi, { title: unique("Pending lesson") });
  const item = await openTopic(page, topic.title);
  await item.getByRole("button", { name: "Generate", exact: true }).click();
  await page
    .getByRole("dialog", { name: "Generate AI Content" })
    .getByRole("button", { name: "Generate Content" })
    .click();
  await expect(progress(item)).toBeVisible();
  await expect(item.getByText(/Writing \(attempt 1 of 2\)/)).toBeVisible();

  await expectAccessibleInBothThemes(page, async () => {
    await expect(page.getByText(/^Showing \d+ of \d+ topics$/)).toBeVisible();
    await search(page, topic.title);
    await expect(progress(item)).toBeVisible();
  });
  await search(page, topic.title);
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(progress(item)).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot("admin-generation-progress");

  await item.getByRole("button", { name: "Cancel" }).click();
  await expect(toast(page, "Generation Cancelled")).toContainText(
    "The content was left as it was.",
  );
  await expect(item.getByRole("button", { name: "Generate", exact: true })).toBeEnabled();
  await expect(item.getByText("No content yet")).toBeVisible();
});

test("Generate all missing: a run can be cancelled, and the next one fills every test", async ({
  page,
  adminApi,
  shot,
}) => {
  const marker = unique("Bulk quiz");
  const mine = [
    await createTest(adminApi, `${marker} one`),
    await createTest(adminApi, `${marker} two`),
    await createTest(adminApi, `${marker} three`),
  ];
  await fake(page, "hang");
  await openAdmin(page, "/admin/tests", "Admin - Tests Management");
  const generateAll = page.getByRole("button", { name: "Generate all missing" });

  // A run that hangs, cancelled.
  await generateAll.click();
  let dialog = page.getByRole("dialog", { name: "Generate All Missing" });
  const question = dialog.getByText(/^Generate questions for \d+ tests? without questions\?$/);
  const total = Number((await question.textContent())?.match(/\d+/)?.[0]);
  expect(total).toBeGreaterThanOrEqual(mine.length);
  await expect(dialog.getByLabel("AI prompt (optional)")).toHaveValue(/10-15 multiple-choice/);
  await dialog.getByRole("button", { name: "Generate all" }).click();
  await expect(dialog).toBeHidden();

  const panel = page.getByRole("region", { name: `Generating ${total} tests` });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("progressbar", { name: "Bulk generation progress" })).toBeVisible();
  await expect(panel).toContainText(`Done 0 · Failed 0 · Remaining ${total}`);
  await expect(generateAll).toBeDisabled();
  await expect(page.getByText("A bulk generation is running.")).toBeVisible();
  await shot("admin-generation-bulk");

  await panel.getByRole("button", { name: "Cancel" }).click();
  const confirm = page.getByRole("dialog", { name: "Cancel Bulk Generation" });
  await expect(confirm).toContainText(
    "Cancel the remaining generations? Finished ones keep their content.",
  );
  await confirm.getByRole("button", { name: "Cancel Remaining" }).click();
  await expect(toast(page, "Bulk Generation Cancelled")).toContainText("0 generated, 0 failed.");
  const cancelled = page.getByRole("region", { name: "Bulk generation cancelled" });
  await expect(cancelled).toContainText(`Remaining 0 · Cancelled ${total}`);
  await cancelled.getByRole("button", { name: "Close" }).click();
  await expect(cancelled).toBeHidden();

  // The next run, with quick answers, goes to the end; the panel survives a reload meanwhile.
  await fake(page, "ok", 300);
  await generateAll.click();
  dialog = page.getByRole("dialog", { name: "Generate All Missing" });
  await dialog.getByRole("button", { name: "Generate all" }).click();
  await page.reload();
  const finished = page.getByRole("region", { name: "Bulk generation finished" });
  await expect(toast(page, "Bulk Generation Finished")).toContainText(
    `${total} generated, 0 failed.`,
    { timeout: 15_000 },
  );
  await expect(finished).toContainText(`Done ${total} · Failed 0 · Remaining 0`);
  for (const test of mine) {
    await expect(card(page, test.title).getByText("Generated", { exact: true })).toBeVisible();
  }
  await finished.getByRole("button", { name: "Close" }).click();
  await expect(finished).toBeHidden();
});
