import { topicPagesSchema } from "../src/shared/schemas/content.ts";
import { card, listOf, loginAsAdmin, unique } from "./admin-helpers.ts";
import {
  CATEGORY,
  type Category,
  CONFIRM,
  createTopic,
  openTopics,
  PAGES,
  pagesOf,
  REWRITTEN,
  search,
  type Topic,
  topicById,
} from "./admin-topics-helpers.ts";
import { expectAccessibleInBothThemes, expectNoAxeViolations } from "./axe.ts";
import { expect, expectNoHorizontalScroll, test } from "./fixtures.ts";

test("search, category and level filter the list; Clear and the count line follow", async ({
  page,
  adminApi,
}) => {
  const marker = unique("Filterable");
  await createTopic(adminApi, { title: `${marker} alpha`, level: "advanced" });
  await createTopic(adminApi, { title: `${marker} beta`, level: "beginner" });
  await openTopics(page);
  const all = await listOf<Topic>(adminApi, "/api/topics");
  const count = page.getByText(/^Showing \d+ of \d+ topics$/);
  await expect(count).toHaveText(`Showing ${all.length} of ${all.length} topics`);

  await search(page, marker.toUpperCase());
  await expect(count).toHaveText(`Showing 2 of ${all.length} topics`);
  await expect(card(page, `${marker} alpha`)).toBeVisible();

  await page.getByLabel("Level").selectOption("advanced");
  await expect(count).toHaveText(`Showing 1 of ${all.length} topics`);
  await expect(card(page, `${marker} beta`)).toHaveCount(0);

  await page.getByRole("button", { name: "Clear", exact: true }).click();
  await expect(count).toHaveText(`Showing ${all.length} of ${all.length} topics`);
  await expect(page.getByRole("searchbox", { name: "Search topics" })).toHaveValue("");
  await expect(page.getByLabel("Level")).toHaveValue("");

  const inCategory = all.filter((topic) => topic.category === CATEGORY);
  await page.getByLabel("Category").selectOption(CATEGORY);
  await expect(count).toHaveText(`Showing ${inCategory.length} of ${all.length} topics`);
  // A page at a time (ADR 019): at most 50 cards, the rest behind Next page.
  await expect(page.getByRole("article")).toHaveCount(Math.min(inCategory.length, 50));

  await search(page, "no topic is called this");
  await expect(count).toHaveText(`Showing 0 of ${all.length} topics`);
  await expect(page.getByRole("heading", { name: "No topics found" })).toBeVisible();
  await expect(
    page.getByText("Try adjusting your filters or search query to find relevant topics."),
  ).toBeVisible();
  await page.getByRole("button", { name: "Clear Filters" }).click();
  await expect(count).toHaveText(`Showing ${all.length} of ${all.length} topics`);
});

test("Add Topic waits for title, description and category, then creates the topic", async ({
  page,
  adminApi,
}) => {
  await openTopics(page);
  const title = unique("Created topic");
  await page.getByRole("button", { name: "Add Topic" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Topic" });
  const create = dialog.getByRole("button", { name: "Create Topic" });
  await expect(create).toBeDisabled();
  await dialog.getByLabel("Title").fill(title);
  await expect(create).toBeDisabled();
  await dialog.getByLabel("Description").fill("A topic the e2e test adds through the dialog.");
  await expect(create).toBeDisabled();
  await dialog.getByLabel("Category").selectOption(CATEGORY);
  await dialog.getByLabel("Level").selectOption("intermediate");
  await expect(create).toBeEnabled();
  await create.click();

  await expect(page.getByText("Topic Created")).toBeVisible();
  await expect(dialog).toBeHidden();
  const saved = (await listOf<Topic>(adminApi, "/api/topics")).find((t) => t.title === title);
  expect(saved).toMatchObject({
    description: "A topic the e2e test adds through the dialog.",
    level: "intermediate",
    category: CATEGORY,
    hasContent: false,
  });
  await search(page, title);
  await expect(card(page, title)).toBeVisible();
  await expect(card(page, title).getByText("No content yet")).toBeVisible();

  // A new category name creates the category with the topic.
  const category = unique("New category");
  await page.getByRole("button", { name: "Add Topic" }).click();
  await dialog.getByLabel("Title").fill(`${title} two`);
  await dialog.getByLabel("Description").fill("Another topic, in a category of its own.");
  await dialog.getByLabel("Category").selectOption({ label: "New category..." });
  await expect(dialog.getByLabel("New category name")).toBeFocused();
  await expect(create).toBeDisabled();
  await dialog.getByLabel("New category name").fill(category);
  await create.click();
  await expect(dialog).toBeHidden();
  const categories = await listOf<Category>(adminApi, "/api/categories");
  expect(categories.map((c) => c.name)).toContain(category);
  await expect(page.getByLabel("Category", { exact: true })).toContainText(category);
});

test("Add Category needs a name, creates it, and reports a duplicate", async ({
  page,
  adminApi,
  expectedConsole,
}) => {
  expectedConsole.push(/status of 409/);
  await openTopics(page);
  const name = unique("Category");
  await page.getByRole("button", { name: "Add Category" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Category" });
  const create = dialog.getByRole("button", { name: "Create Category" });
  await expect(create).toBeDisabled();
  await dialog.getByLabel("Description").fill("Made by the e2e test.");
  await expect(create).toBeDisabled();
  await dialog.getByLabel("Name").fill(name);
  await create.click();
  await expect(page.getByText("Category Created")).toBeVisible();
  await expect(dialog).toBeHidden();
  const saved = (await listOf<Category>(adminApi, "/api/categories")).find((c) => c.name === name);
  expect(saved?.description).toBe("Made by the e2e test.");

  await page.getByRole("button", { name: "Add Category" }).click();
  await dialog.getByLabel("Name").fill(name);
  await create.click();
  await expect(page.getByText("Creation Failed")).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Name")).toHaveValue(name);
});

test("the generate and refresh dialogs say no AI provider is set up and offer no button that fails", async ({
  page,
  adminApi,
  shot,
}) => {
  const marker = unique("Generatable");
  const bare = await createTopic(adminApi, { title: `${marker} bare`, level: "advanced" });
  await createTopic(adminApi, { title: `${marker} written`, pages: PAGES });
  await openTopics(page);
  await search(page, marker);

  await card(page, bare.title).getByRole("button", { name: "Generate" }).click();
  const dialog = page.getByRole("dialog", { name: "Generate AI Content" });
  await expect(dialog.getByText(bare.title)).toBeVisible();
  await expect(dialog.getByText(CATEGORY)).toBeVisible();
  await expect(dialog.getByText("Advanced")).toBeVisible();
  const prompt = dialog.getByLabel("AI prompt");
  await expect(prompt).toHaveValue(/5 pages of 500–600 words/);
  await expect(
    dialog.getByText("The topic's title, category and level are inserted automatically."),
  ).toBeVisible();
  await expect(dialog.getByText("AI provider not configured")).toBeVisible();
  for (const variable of ["AI_PROVIDER", "AI_MODEL", "AI_API_KEY", "AI_BASE_URL"]) {
    await expect(dialog.getByText(variable)).toBeVisible();
  }
  await expect(dialog.getByText("openai, anthropic or openai-compatible")).toBeVisible();
  const submit = dialog.getByRole("button", { name: "Generate Content" });
  await expect(submit).toBeDisabled();
  await prompt.fill("   ");
  await expect(dialog.getByText("Prompt is required")).toBeVisible();
  await expect(submit).toBeDisabled();
  await prompt.fill("Write it for a curious teenager.");
  await shot("admin-topics-generate-dialog");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  await card(page, `${marker} written`).getByRole("button", { name: "Refresh" }).click();
  const refresh = page.getByRole("dialog", { name: "Refresh AI Content" });
  await expect(refresh.getByLabel("AI prompt")).toHaveValue(/5 pages of 500–600 words/);
  await expect(refresh.getByText("AI provider not configured")).toBeVisible();
  await expect(refresh.getByRole("button", { name: "Refresh Content" })).toBeDisabled();
  await page.keyboard.press("Escape");
  await expect(refresh).toBeHidden();
});

test("Edit saves the title, the active flag and a page's text", async ({ page, adminApi }) => {
  const topic = await createTopic(adminApi, { title: unique("Editable"), pages: PAGES });
  await openTopics(page);
  await search(page, topic.title);
  await card(page, topic.title).getByRole("button", { name: "Edit" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Topic" });
  const save = dialog.getByRole("button", { name: "Save Changes" });
  await expect(dialog.getByLabel("Title", { exact: true })).toHaveValue(topic.title);
  await expect(save).toBeDisabled();

  const renamed = `${topic.title} renamed`;
  await dialog.getByLabel("Title", { exact: true }).fill(renamed);
  await dialog.getByLabel("Active").uncheck();
  const first = dialog.getByRole("group", { name: "Page 1" });
  await first.getByLabel("Page content").fill(REWRITTEN);
  await expect(first.getByText(`${REWRITTEN.length} characters`)).toBeVisible();
  // The edited page moves below the second.
  await dialog.getByRole("button", { name: "Move page 2 up" }).click();
  await save.click();

  await expect(page.getByText("Topic Updated")).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await topicById(adminApi, topic.id)).toMatchObject({
    title: renamed,
    isActive: false,
    pageCount: PAGES.length,
  });
  expect(await pagesOf(adminApi, topic.id)).toEqual([
    PAGES[1],
    { title: PAGES[0]!.title, content: REWRITTEN },
    ...PAGES.slice(2),
  ]);
  await search(page, renamed);
  await expect(card(page, renamed).getByText("Inactive")).toBeVisible();
  await expect(card(page, renamed).getByText(`${PAGES.length} pages`)).toBeVisible();

  await page.goto(`/topic/${topic.id}?page=2`);
  await expect(page.getByText("The owner wrote this")).toBeVisible();
});

test("an invalid page shows the schema's message at the field and loses nothing", async ({
  page,
  adminApi,
}) => {
  const topic = await createTopic(adminApi, { title: unique("Guarded"), pages: PAGES });
  await openTopics(page);
  await search(page, topic.title);
  await card(page, topic.title).getByRole("button", { name: "Edit" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Topic" });
  const title = dialog.getByLabel("Title", { exact: true });
  await title.fill(`${topic.title} changed`);
  const second = dialog.getByRole("group", { name: "Page 2" });
  await second.getByLabel("Page content").fill("   ");
  await dialog.getByRole("button", { name: "Save Changes" }).click();

  await expect(second.getByText("Page content is required")).toBeVisible();
  await expect(second.getByLabel("Page content")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog).toBeVisible();
  await expect(title).toHaveValue(`${topic.title} changed`);
  await expect(
    dialog.getByRole("group", { name: "Page 1" }).getByLabel("Page content"),
  ).toHaveValue(PAGES[0]!.content);
  expect((await topicById(adminApi, topic.id))?.title).toBe(topic.title);

  // Removing every page is refused too, with the schema's own message.
  const message = topicPagesSchema.safeParse([]).error?.issues[0]?.message ?? "";
  expect(message).not.toBe("");
  for (let number = PAGES.length; number >= 1; number -= 1) {
    await dialog.getByRole("button", { name: `Remove page ${number}` }).click();
  }
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog.getByRole("alert").filter({ hasText: message })).toBeVisible();
  expect(await pagesOf(adminApi, topic.id)).toEqual(PAGES);
});

test("Delete asks first: Cancel keeps the topic, Delete removes it", async ({ page, adminApi }) => {
  const topic = await createTopic(adminApi, { title: unique("Doomed") });
  await openTopics(page);
  await search(page, topic.title);
  await card(page, topic.title).getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete Topic" });
  await expect(dialog.getByText(CONFIRM, { exact: true })).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, topic.title)).toBeVisible();
  expect(await topicById(adminApi, topic.id)).toBeDefined();

  await card(page, topic.title).getByRole("button", { name: "Delete" }).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Topic Deleted")).toBeVisible();
  await expect(card(page, topic.title)).toHaveCount(0);
  expect(await topicById(adminApi, topic.id)).toBeUndefined();
});

test("only a topic with content links to its reader and offers Refresh", async ({
  page,
  adminApi,
}) => {
  const marker = unique("Linked");
  const written = await createTopic(adminApi, { title: `${marker} written`, pages: PAGES });
  const bare = await createTopic(adminApi, { title: `${marker} bare` });
  await openTopics(page);
  await search(page, marker);

  const withContent = card(page, written.title);
  await expect(withContent.getByRole("link", { name: written.title })).toHaveAttribute(
    "href",
    `/topic/${written.id}`,
  );
  await expect(withContent.getByText(`${PAGES.length} pages`)).toBeVisible();
  await expect(withContent.getByRole("button", { name: "Refresh" })).toBeVisible();
  await expect(withContent.getByRole("button", { name: "Generate" })).toHaveCount(0);

  const without = card(page, bare.title);
  await expect(without.getByRole("link")).toHaveCount(0);
  await expect(without.getByRole("button", { name: "Generate" })).toBeVisible();
  await expect(without.getByRole("button", { name: "Refresh" })).toHaveCount(0);

  await withContent.getByRole("link", { name: written.title }).click();
  await expect(page).toHaveURL(new RegExp(`/topic/${written.id}$`));
  await expect(page.getByRole("heading", { name: written.title })).toBeVisible();
});

test("the list shows six skeleton cards while loading, then an error with a retry", async ({
  page,
  expectedConsole,
}) => {
  expectedConsole.push(/status of 500/);
  await loginAsAdmin(page);
  let calls = 0;
  await page.route(
    (url) => url.pathname === "/api/topics",
    async (route) => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 500));
      if (calls === 1)
        await route.fulfill({ status: 500, json: { error: "Database unavailable" } });
      else await route.continue();
    },
  );
  await page.goto("/admin/topics");
  await expect(page.getByTestId("topics-skeleton").locator("> div")).toHaveCount(6);
  await expect(page.getByRole("heading", { name: "Could not load topics" })).toBeVisible();
  await expect(page.getByText("Database unavailable")).toBeVisible();
  await page.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByText(/^Showing \d+ of \d+ topics$/)).not.toHaveText(
    "Showing 0 of 0 topics",
  );
  await expect(page.getByRole("article").first()).toBeVisible();
});

test("the screen and its dialogs pass axe in both themes and hold at 360 px", async ({
  page,
  adminApi,
  shot,
}) => {
  // axe reads every card of the full catalog (200-odd), four times.
  test.setTimeout(90_000);
  // A long category name must not widen the filter menus past a narrow screen.
  await createTopic(adminApi, {
    title: unique("Narrow"),
    category: unique("A category whose name is long enough to stretch its menu"),
  });
  await openTopics(page);
  const ready = () => expect(page.getByText(/^Showing \d+ of \d+ topics$/)).toBeVisible();
  await expectAccessibleInBothThemes(page, ready);
  await page.reload();
  await ready();
  await shot("admin-topics");

  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoHorizontalScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  const written = (await listOf<Topic>(adminApi, "/api/topics")).find((t) => t.hasContent)!;
  await search(page, written.title);
  await card(page, written.title).getByRole("button", { name: "Edit" }).click();
  await expect(page.getByRole("group", { name: "Page 1" })).toBeVisible();
  await shot("admin-topics-edit-dialog");
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoAxeViolations(page, colorScheme, "dialog");
  }
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: "Add Topic" }).click();
  await expect(page.getByRole("dialog", { name: "Add Topic" })).toBeVisible();
  await shot("admin-topics-add-dialog");
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoAxeViolations(page, colorScheme, "dialog");
  }
});

test("with two hundred more topics the screen still holds one page, and search and Clear work", async ({
  page,
  adminApi,
}) => {
  test.setTimeout(90_000);
  const marker = unique("Bulk");
  const made: Topic[] = [];
  try {
    for (let batch = 0; batch < 10; batch += 1) {
      made.push(
        ...(await Promise.all(
          Array.from({ length: 21 }, (_, index) =>
            createTopic(adminApi, { title: `${marker} ${batch * 21 + index}` }),
          ),
        )),
      );
    }
    const total = (await listOf<Topic>(adminApi, "/api/topics")).length;
    await openTopics(page);
    const count = page.getByText(/^Showing \d+ of \d+ topics$/);
    await expect(count).toHaveText(`Showing ${total} of ${total} topics`);
    // A page at a time (ADR 019), whatever the catalog's size.
    await expect(page.getByRole("article")).toHaveCount(50);

    await search(page, `${marker} 137`);
    await expect(count).toHaveText(`Showing 1 of ${total} topics`);
    await page.getByRole("button", { name: "Clear", exact: true }).click();
    await expect(count).toHaveText(`Showing ${total} of ${total} topics`);
  } finally {
    // Four hundred cards would slow every later spec that lists topics, and test nothing new.
    for (let start = 0; start < made.length; start += 21) {
      await Promise.all(
        made.slice(start, start + 21).map((topic) => adminApi.delete(`/api/topics/${topic.id}`)),
      );
    }
  }
});

test("the list comes 50 at a time, newest first, with Next and Previous pages", async ({
  page,
  adminApi,
}) => {
  const mine = await createTopic(adminApi, { title: unique("Newest topic") });
  await openTopics(page);
  const total = (await listOf<Topic>(adminApi, "/api/topics")).length;
  expect(total).toBeGreaterThan(100);
  const pages = page.getByRole("navigation", { name: "Pages of topics" });
  await expect(pages).toContainText(/^1–50 of \d+ topics/);
  await expect(page.getByRole("article")).toHaveCount(50);
  // Newest first: the one just made is on the first page.
  await expect(card(page, mine.title)).toBeVisible();
  const firstCard = page.getByRole("article").first().getByRole("heading");
  const first = await firstCard.textContent();
  await expect(pages.getByRole("button", { name: "Previous page" })).toBeDisabled();

  await pages.getByRole("button", { name: "Next page" }).click();
  await expect(pages).toContainText(/^51–100 of \d+ topics/);
  await expect(card(page, mine.title)).toHaveCount(0);
  await expect(page.getByRole("article")).toHaveCount(50);
  await pages.getByRole("button", { name: "Previous page" }).click();
  await expect(pages).toContainText(/^1–50 of \d+ topics/);
  await expect(firstCard).toHaveText(first!);
});
