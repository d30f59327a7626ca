import type { APIRequestContext, Page } from "@playwright/test";
import { card, loginAsAdmin, openAdmin, toast, unique } from "./admin-helpers.ts";
import { createTopic, pagesOf, search } from "./admin-topics-helpers.ts";
import { AI_APP_URL, FAKE_LLM_URL } from "./ai-servers.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, expectNoHorizontalScroll, test } from "./fixtures.ts";

// What generation leaves behind, against the server whose provider is the fake LLM: each
// accepted generation is a version that can be restored, a generated test's correct answers are
// spread over A-D on its card, and analytics counts the tokens and their estimated cost.

test.use({ baseURL: AI_APP_URL });

test.beforeEach(async ({ page }) => {
  expect((await page.request.post(`${FAKE_LLM_URL}/__reset`)).ok()).toBe(true);
  await loginAsAdmin(page);
});

/** Starts a generation through the API and waits for the job to end. */
async function generate(api: APIRequestContext, url: string, data: object = {}) {
  const started = await api.post(url, { data });
  expect(started.status()).toBe(202);
  const { jobId } = (await started.json()) as { jobId: number };
  await expect
    .poll(
      async () =>
        ((await (await api.get(`/api/generation-jobs/${jobId}`)).json()) as { status: string })
          .status,
    )
    .toBe("succeeded");
}

/** The fake LLM numbers each topic it writes: "Generation #K" on the first page. */
const generationMark = (pages: { content: string }[]) =>
  /Generation #\d+/.exec(pages[0]?.content ?? "")?.[0] ?? "none";

async function openHistory(page: Page, title: string) {
  await openAdmin(page, "/admin/topics", "Admin - Topics Management");
  await search(page, title);
  await card(page, title).getByRole("button", { name: "History" }).click();
  return page.getByRole("dialog", { name: "Version History" });
}

test("History lists each generation with its model and tokens, and Restore brings an older one back", async ({
  page,
  adminApi,
  shot,
}) => {
  const topic = await createTopic(adminApi, { title: unique("Versioned lesson") });
  await generate(adminApi, "/api/topics/generate-content", {
    topicId: topic.id,
    customPrompt: "Explain it with a bakery",
  });
  const first = generationMark(await pagesOf(adminApi, topic.id));
  await generate(adminApi, `/api/topics/${topic.id}/refresh`, { prompt: "Shorter sentences" });
  const second = generationMark(await pagesOf(adminApi, topic.id));
  expect(second).not.toBe(first);

  const dialog = await openHistory(page, topic.title);
  const rows = dialog.getByRole("listitem");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText("AI generation");
  await expect(rows.nth(0)).toContainText("Current");
  await expect(rows.nth(0)).toContainText("Prompt: Shorter sentences");
  await expect(rows.nth(1)).toContainText("Prompt: Explain it with a bakery");
  for (const index of [0, 1]) {
    await expect(rows.nth(index)).toContainText("5 pages");
    await expect(rows.nth(index)).toContainText("openai-compatible fake-tutor");
    await expect(rows.nth(index)).toContainText(/[\d,]+ tokens in \/ [\d,]+ out/);
  }
  await expect(rows.nth(0).getByRole("button", { name: "Restore" })).toHaveCount(0);
  await expectNoAxeViolations(page, "history dialog", "dialog");
  await shot("admin-versions-history");

  await rows.nth(1).getByRole("button", { name: "Restore" }).click();
  const confirm = page.getByRole("dialog", { name: "Restore Version" });
  await expect(confirm).toContainText("The current content is kept in the history.");
  await confirm.getByRole("button", { name: "Restore" }).click();
  await expect(toast(page, "Version Restored")).toContainText(topic.title);
  await expect(rows.nth(1)).toContainText("Current");
  await expect(rows.nth(0).getByRole("button", { name: "Restore" })).toBeVisible();

  await page.goto(`/topic/${topic.id}`);
  await expect(page.getByText(first).first()).toBeVisible();
  await expect(page.getByText(second)).toHaveCount(0);
});

test("History offers the hand-written pages a generation replaced", async ({ page, adminApi }) => {
  const handwritten = [1, 2, 3, 4, 5].map((n) => ({
    title: `Handwritten page ${n}`,
    content: `## Page ${n}\n\n${"The owner wrote this page by hand before any generation. ".repeat(8)}`,
  }));
  const topic = await createTopic(adminApi, {
    title: unique("Handwritten lesson"),
    pages: handwritten,
  });
  await generate(adminApi, `/api/topics/${topic.id}/refresh`);

  const dialog = await openHistory(page, topic.title);
  const earlier = dialog.getByRole("listitem").filter({ hasText: "Earlier content" });
  await expect(earlier).toContainText("5 pages");
  await earlier.getByRole("button", { name: "Restore" }).click();
  await page
    .getByRole("dialog", { name: "Restore Version" })
    .getByRole("button", { name: "Restore" })
    .click();
  await expect(toast(page, "Version Restored")).toBeVisible();
  expect((await pagesOf(adminApi, topic.id))[0]?.title).toBe("Handwritten page 1");
});

test("a generated test's correct answers are spread over A-D on its card", async ({
  page,
  adminApi,
}) => {
  const title = unique("Spread quiz");
  const created = await adminApi.post("/api/tests", {
    data: {
      title,
      description: "Keys from the fake all say B.",
      category: "Machine Learning Basics",
    },
  });
  const test = (await created.json()) as { id: number };
  await generate(adminApi, `/api/tests/${test.id}/generate`);

  await openAdmin(page, "/admin/tests", "Admin - Tests Management");
  await page.getByRole("searchbox", { name: "Search tests" }).fill(title);
  const item = card(page, title);
  await expect(item).toContainText("12 questions");
  await expect(item).toContainText("Answers: A 3 · B 3 · C 3 · D 3");
  await expect(item).not.toContainText("uneven");
  await item.getByRole("button", { name: `History of ${title}` }).click();
  await expect(
    page.getByRole("dialog", { name: "Version History" }).getByRole("listitem"),
  ).toContainText("12 questions");
});

test("analytics shows AI tokens and their estimated cost per model", async ({
  page,
  adminApi,
  shot,
}) => {
  const topic = await createTopic(adminApi, { title: unique("Costed lesson") });
  await generate(adminApi, "/api/topics/generate-content", { topicId: topic.id });

  await openAdmin(page, "/admin/analytics", "Analytics");
  const section = page.getByRole("region", { name: "AI generation" });
  await expect(section).toBeVisible();
  const cost = section
    .getByRole("term")
    .filter({ hasText: /^Estimated cost$/ })
    .locator("..");
  // A non-zero dollar amount (AI_PRICES has a price for fake-tutor).
  await expect(cost).toContainText(/\$0\.0*[1-9]|\$[1-9]/);
  const models = section.getByRole("table", { name: "AI usage per model" });
  await expect(models.getByRole("row", { name: /fake-tutor/ })).toContainText("$");
  await expect(section.getByRole("figure", { name: "Tokens per day" })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "analytics with AI usage");
  await section.scrollIntoViewIfNeeded();
  await shot("admin-analytics-ai");
});
