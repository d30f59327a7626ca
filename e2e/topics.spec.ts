import type { APIRequestContext, Page } from "@playwright/test";
import { listOf } from "./api-lists.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, expectNoHorizontalScroll, test } from "./fixtures.ts";
import { waitForHydration } from "./hydration.ts";
import { cardsShown, LIST_LIMITS } from "./list-paging.ts";

interface Summary {
  id: number;
  title: string;
  description: string;
  category: string;
  level: string;
  isActive: boolean;
  hasContent: boolean;
  pageCount: number;
}

interface Content {
  id: number;
  title: string;
  pages: { title: string; content: string }[];
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

async function allTopics(page: Page): Promise<Summary[]> {
  return listOf<Summary>(page.request, "/api/topics");
}

async function contentOf(page: Page, id: number): Promise<Content> {
  const response = await page.request.get(`/api/topics/${id}/content`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Content;
}

async function readableTopic(page: Page) {
  const topic = (await allTopics(page)).find((item) => item.hasContent && item.pageCount >= 3)!;
  return contentOf(page, topic.id);
}

const cards = (page: Page) => page.getByRole("main").getByRole("article");

const pageLabel = (page: Page) => page.getByRole("progressbar", { name: /of \d+ pages/ });

async function expectOnPage(page: Page, content: Content, number: number) {
  const total = content.pages.length;
  await expect(page.getByText(`${number} of ${total} pages`, { exact: true })).toBeVisible();
  await expect(pageLabel(page)).toHaveAttribute("aria-valuenow", String(number));
  await expect(
    page.getByRole("heading", { level: 2, name: content.pages[number - 1]!.title, exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: `Go to page ${number}` })).toHaveAttribute(
    "aria-current",
    "step",
  );
  await expect(page.getByRole("button", { name: "Previous" })).toBeEnabled({
    enabled: number > 1,
  });
  await expect(page.getByRole("button", { name: "Next" })).toBeEnabled({
    enabled: number < total,
  });
  const completion = page.getByRole("heading", {
    name: "Congratulations! You've completed this topic!",
  });
  await expect(completion).toBeVisible({ visible: number === total });
  if (number === 1) await expect(page).toHaveURL(new RegExp(`/topic/${content.id}$`));
  else await expect(page).toHaveURL(new RegExp(`/topic/${content.id}\\?page=${number}$`));
}

async function createTopic(api: APIRequestContext, title: string, active: boolean) {
  const response = await api.post("/api/topics", {
    data: {
      title,
      description: `${title}: made by the end-to-end tests.`,
      level: "intermediate",
      category: "Machine Learning Basics",
    },
  });
  expect(response.status()).toBe(201);
  const created = (await response.json()) as Summary;
  if (!active) {
    const hidden = await api.patch(`/api/topics/${created.id}`, { data: { isActive: false } });
    expect(hidden.ok()).toBe(true);
  }
  return created;
}

/**
 * Runs `check` with a topic of its own that has no pages yet: every shipped topic is written, so
 * a test of what an unwritten topic shows makes one rather than hoping another spec left one.
 */
async function withUnwrittenTopic(
  api: APIRequestContext,
  check: (topic: Summary) => Promise<void>,
) {
  const topic = await createTopic(api, `E2E Unwritten ${Date.now().toString(36)}`, true);
  try {
    await check(topic);
  } finally {
    await api.delete(`/api/topics/${topic.id}`);
  }
}

/** What /topics shows before any choice: only readable topics while fewer than half are. */
function shownByDefault(topics: Summary[]): Summary[] {
  const readable = topics.filter((topic) => topic.hasContent);
  return readable.length * 2 < topics.length ? readable : topics;
}

test("lists every topic, active or not, grouped by category with totals", async ({
  page,
  adminApi,
}) => {
  const hidden = await createTopic(adminApi, "E2E Hidden Topic", false);
  try {
    const topics = await allTopics(page);
    await page.goto("/topics?show=all");
    await expect(page.getByRole("heading", { level: 1, name: "AI Learning Topics" })).toBeVisible();
    await expect(cards(page)).toHaveCount(cardsShown(topics));

    // In the catalog's order, as /api/categories gives it: Foundations and History first.
    const order = (
      (await (await page.request.get("/api/categories")).json()) as { name: string }[]
    ).map((category) => category.name);
    const categories = [...new Set(topics.map((topic) => topic.category))].sort(
      (a, b) => order.indexOf(a) - order.indexOf(b),
    );
    expect(categories[0]).toBe("Foundations and History");
    const headings = page.getByRole("main").getByRole("heading", { level: 2 });
    await expect(headings).toHaveText([...categories, "Topic totals"]);
    // Each category shows its first topics and its full count; a longer one links to the rest.
    for (const category of categories) {
      const section = page.getByRole("region", { name: category });
      const count = topics.filter((topic) => topic.category === category).length;
      await expect(section.getByText(plural(count, "topic"), { exact: true })).toBeVisible();
      await expect(section.getByRole("article")).toHaveCount(
        Math.min(count, LIST_LIMITS.perCategory),
      );
      const showAll = section.getByRole("link", {
        name: `Show all ${plural(count, "topic")} in ${category}`,
      });
      await expect(showAll).toHaveCount(count > LIST_LIMITS.perCategory ? 1 : 0);
    }

    // The whole of a category, the hidden topic included, is one link away.
    const hiddenCategory = page.getByRole("region", { name: hidden.category });
    const showAll = hiddenCategory.getByRole("link", { name: /^Show all \d+ topics in / });
    if ((await showAll.count()) > 0) {
      await showAll.click();
      await expect(page).toHaveURL(/category=Machine\+Learning\+Basics/);
    }
    await expect(page.getByRole("article", { name: "E2E Hidden Topic" })).toBeVisible();
    await page.goto("/topics?show=all");

    const totals = page.getByRole("region", { name: "Topic totals" });
    const figure = (label: string) => totals.getByText(label, { exact: true }).locator("..");
    await expect(figure("Total Topics")).toContainText(String(topics.length));
    await expect(figure("Categories")).toContainText(String(categories.length));
    await expect(figure("Beginner Topics")).toContainText(
      String(topics.filter((topic) => topic.level === "beginner").length),
    );
    await expect(figure("Advanced Topics")).toContainText(
      String(topics.filter((topic) => topic.level === "advanced").length),
    );
  } finally {
    await adminApi.delete(`/api/topics/${hidden.id}`);
  }
});

test("a card shows pages, reading time and Read, or a disabled Coming Soon", async ({
  page,
  adminApi,
}) => {
  await withUnwrittenTopic(adminApi, async () => {
    const topics = await allTopics(page);
    const written = topics.find((topic) => topic.hasContent)!;
    const empty = topics.find((topic) => !topic.hasContent)!;
    // In the whole list a long category shows only its first topics: each is asked for by category.
    const categoryPage = (category: string) =>
      page.goto(`/topics?show=all&category=${encodeURIComponent(category)}`);
    await categoryPage(written.category);

    const card = page.getByRole("article", { name: written.title });
    await expect(card.getByText(plural(written.pageCount, "page"), { exact: true })).toBeVisible();
    await expect(card.getByText(/^\d+ min read$/)).toBeVisible();
    await expect(card.getByText(written.category, { exact: true })).toBeVisible();
    await expect(card.getByRole("link", { name: `Read ${written.title}` })).toHaveAttribute(
      "href",
      `/topic/${written.id}`,
    );

    await categoryPage(empty.category);
    const soon = page.getByRole("article", { name: empty.title });
    await expect(soon.getByRole("button", { name: "Coming Soon" })).toBeDisabled();
    await expect(soon.getByRole("link")).toHaveCount(0);
    await expect(soon.getByText(/min read|pages?$/)).toHaveCount(0);
  });
});

test("search, category and level filter the list, alone and together, and stay in the URL", async ({
  page,
  request,
}) => {
  const topics = await allTopics(page);
  const categoriesResponse = await request.get("/api/categories");
  const categoryNames = ((await categoriesResponse.json()) as { name: string }[]).map(
    (c) => c.name,
  );
  // Every topic, readable or not: the filters below work across all of them.
  await page.goto("/topics?show=all");
  const search = page.getByRole("searchbox", { name: "Search topics" });
  const category = page.getByRole("combobox", { name: "Category" });
  const level = page.getByRole("combobox", { name: "Level" });
  await expect(search).toHaveAttribute("placeholder", "Search topics...");
  await expect(category.locator("option")).toHaveText(["All Categories", ...categoryNames]);
  const levels = ["beginner", "intermediate", "advanced"].filter((value) =>
    topics.some((topic) => topic.level === value),
  );
  await expect(level.locator("option")).toHaveText([
    "All Levels",
    ...levels.map((value) => value[0]!.toUpperCase() + value.slice(1)),
  ]);

  // Search matches the title or the description, whatever the case.
  await search.fill("TRANSFORMER");
  const bySearch = topics.filter((topic) =>
    `${topic.title} ${topic.description}`.toLowerCase().includes("transformer"),
  );
  expect(bySearch.length).toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/topics\?q=TRANSFORMER&show=all$/);
  await expect(cards(page)).toHaveCount(cardsShown(bySearch));
  await search.fill("");
  await expect(page).toHaveURL(/\/topics\?show=all$/);
  await expect(cards(page)).toHaveCount(cardsShown(topics));

  const chosen = "Machine Learning Basics";
  await category.selectOption(chosen);
  await expect(page).toHaveURL(/category=Machine\+Learning\+Basics/);
  await expect(cards(page)).toHaveCount(
    cardsShown(
      topics.filter((t) => t.category === chosen),
      true,
    ),
  );

  await category.selectOption("");
  await level.selectOption("advanced");
  await expect(cards(page)).toHaveCount(cardsShown(topics.filter((t) => t.level === "advanced")));

  // All three together, then a reload keeps them.
  await category.selectOption(chosen);
  await search.fill("boost");
  const combined = topics.filter(
    (t) =>
      t.category === chosen &&
      t.level === "advanced" &&
      `${t.title} ${t.description}`.toLowerCase().includes("boost"),
  );
  expect(combined.length).toBeGreaterThan(0);
  await expect(page).toHaveURL(/q=boost/);
  await expect(cards(page)).toHaveCount(combined.length);
  await page.reload();
  await expect(search).toHaveValue("boost");
  await expect(category).toHaveValue(chosen);
  await expect(level).toHaveValue("advanced");
  await expect(cards(page)).toHaveCount(combined.length);
  await expect(page.getByRole("status").first()).toHaveText(
    `Showing ${combined.length} of ${plural(topics.length, "topic")}`,
  );

  // No match, then Clear Filters resets all three.
  await search.fill("no topic is called this");
  await expect(page.getByRole("heading", { name: "No topics found" })).toBeVisible();
  await expect(
    page.getByText("Try adjusting your filters or search query to find relevant topics."),
  ).toBeVisible();
  await page.getByRole("button", { name: "Clear Filters" }).click();
  await expect(page).toHaveURL(/\/topics$/);
  await expect(search).toHaveValue("");
  await expect(category).toHaveValue("");
  await expect(level).toHaveValue("");
  await expect(cards(page)).toHaveCount(cardsShown(shownByDefault(topics)));
});

test("'Available now' shows the topics that can be read, on while fewer than half can, readable first", async ({
  page,
  adminApi,
}) => {
  await withUnwrittenTopic(adminApi, async () => {
    const topics = await allTopics(page);
    const readable = topics.filter((topic) => topic.hasContent);
    const onByDefault = readable.length * 2 < topics.length;
    await page.goto("/topics");
    await waitForHydration(page);
    const box = page.getByRole("checkbox", { name: "Available now" });
    if (onByDefault) await expect(box).toBeChecked();
    else await expect(box).not.toBeChecked();
    await expect(cards(page)).toHaveCount(cardsShown(shownByDefault(topics)));

    await (onByDefault ? box.uncheck() : box.check());
    await expect(page).toHaveURL(onByDefault ? /show=all/ : /show=available/);
    await expect(cards(page)).toHaveCount(cardsShown(onByDefault ? topics : readable));

    // With every topic shown, those that can be read come first in each category.
    await page.goto("/topics?show=all");
    for (const section of await page.getByRole("main").getByRole("region").all()) {
      const states = await section
        .getByRole("article")
        .evaluateAll((articles) =>
          articles.map((a) => a.querySelector("a[href^='/topic/']") !== null),
        );
      expect(states).toEqual([...states].sort((a, b) => Number(b) - Number(a)));
    }

    // Without script, the form says the same.
    const html = await (await page.request.get("/topics?show=all&show=available")).text();
    const empty = topics.find((topic) => !topic.hasContent && !/[&<>"']/.test(topic.title))!;
    expect(html).not.toContain(`>${empty.title}<`);
  });
});

test("the server renders the filtered list", async ({ page, request }) => {
  const topics = await allTopics(page);
  const plain = (t: Summary) => !/[&<>"']/.test(t.title);
  const advanced = topics.find((t) => t.level === "advanced" && plain(t))!;
  const beginner = topics.find((t) => t.level === "beginner" && plain(t))!;
  const html = await (await request.get("/topics?level=advanced&show=all")).text();
  expect(html).toContain(advanced.title);
  expect(html).not.toContain(beginner.title);
});

test("six skeleton cards show while a filter change loads", async ({ page }) => {
  await page.goto("/topics");
  await page.route("**/topics.data*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await route.continue();
  });
  await page.getByRole("combobox", { name: "Level" }).selectOption("beginner");
  const skeleton = page.getByTestId("topics-skeleton");
  await expect(skeleton).toBeVisible();
  await expect(skeleton.locator(":scope > div")).toHaveCount(6);
  await expect(skeleton).toBeHidden({ timeout: 5000 });
  await expect(page).toHaveURL(/level=beginner/);
});

test("reads a topic to the end with Next, then back with Previous", async ({ page }) => {
  test.slow();
  const content = await readableTopic(page);
  const total = content.pages.length;
  await page.goto(`/topic/${content.id}`);
  await expect(page.getByRole("heading", { level: 1, name: content.title })).toBeVisible();
  await expectOnPage(page, content, 1);
  for (let number = 2; number <= total; number++) {
    await page.getByRole("button", { name: "Next" }).click();
    await expectOnPage(page, content, number);
  }
  await expect(page.getByRole("link", { name: "Explore More Topics" })).toHaveAttribute(
    "href",
    "/topics",
  );
  await page.getByRole("button", { name: "Previous" }).click();
  await expectOnPage(page, content, total - 1);
});

test("the dots jump to any page", async ({ page }) => {
  const content = await readableTopic(page);
  const total = content.pages.length;
  await page.goto(`/topic/${content.id}`);
  await expect(page.getByRole("button", { name: /^Go to page \d+$/ })).toHaveCount(total);
  await page.getByRole("button", { name: `Go to page ${total}` }).click();
  await expectOnPage(page, content, total);
  await page.getByRole("button", { name: "Go to page 2" }).click();
  await expectOnPage(page, content, 2);
  await page.getByRole("button", { name: "Go to page 1" }).click();
  await expectOnPage(page, content, 1);
});

test("the arrow keys turn pages", async ({ page }) => {
  const content = await readableTopic(page);
  const total = content.pages.length;
  await page.goto(`/topic/${content.id}`);
  await expectOnPage(page, content, 1);
  await page.keyboard.press("ArrowLeft");
  await expectOnPage(page, content, 1);
  for (let number = 2; number <= total; number++) {
    await page.keyboard.press("ArrowRight");
    await expectOnPage(page, content, number);
  }
  await page.keyboard.press("ArrowRight");
  await expectOnPage(page, content, total);
  await page.keyboard.press("ArrowLeft");
  await expectOnPage(page, content, total - 1);
  // Tab order still works: the keyboard alone reaches Next.
  await page.getByRole("button", { name: "Next" }).focus();
  await page.keyboard.press("Enter");
  await expectOnPage(page, content, total);
  await expect(
    page.getByRole("heading", { level: 2, name: content.pages[total - 1]!.title }),
  ).toBeFocused();
});

test("a page change scrolls back to the top", async ({ page }) => {
  const content = await readableTopic(page);
  await page.goto(`/topic/${content.id}`);
  await page.getByRole("button", { name: "Next" }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await page.getByRole("button", { name: "Next" }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("progress survives a reload and shows on the topics list and the home page", async ({
  page,
}) => {
  test.slow();
  const content = await readableTopic(page);
  const total = content.pages.length;
  await page.goto(`/topic/${content.id}`);
  await page.getByRole("button", { name: "Go to page 3" }).click();
  await expectOnPage(page, content, 3);
  await page.reload();
  await expectOnPage(page, content, 3);

  await page.goto("/topics");
  const card = page.getByRole("article", { name: content.title });
  await expect(card.getByText(`Page 3 of ${total}`)).toBeVisible();
  await expect(card.getByRole("link", { name: `Read ${content.title}` })).toHaveAttribute(
    "href",
    `/topic/${content.id}?page=3`,
  );

  // Going back to page 1 does not lose how far the visitor got.
  await page.goto(`/topic/${content.id}`);
  await expectOnPage(page, content, 1);
  await page.goto("/");
  const resume = page.getByRole("region", { name: "Continue where you left off" });
  await expect(resume.getByText(content.title)).toBeVisible();
  await expect(resume.getByText(`Read 3 of ${total} pages`, { exact: false })).toBeVisible();
  // It sits near the top for a returning visitor: above the feature cards.
  const features = page.getByRole("heading", { name: "The Platform", exact: true });
  expect((await resume.boundingBox())!.y).toBeLessThan((await features.boundingBox())!.y);
  await resume.getByRole("link", { name: `Continue reading: ${content.title}` }).click();
  await expectOnPage(page, content, 3);

  await page.getByRole("button", { name: `Go to page ${total}` }).click();
  await expectOnPage(page, content, total);
  await page.goto("/topics");
  await expect(
    page.getByRole("article", { name: content.title }).getByText("Completed"),
  ).toBeVisible();
  await page.goto("/");
  await expect(
    page.getByRole("region", { name: "Continue where you left off" }).getByText("Completed"),
  ).toBeVisible();
});

test("page bodies are rendered Markdown: headings, lists, bold and tables", async ({ page }) => {
  const content = await readableTopic(page);
  const withTable = content.pages.findIndex((item) => /^\|.*\|\s*$/m.test(item.content));
  await page.goto(`/topic/${content.id}?page=${Math.max(withTable, 0) + 1}`);
  const body = page.locator(".prose-like");
  await expect(body.locator("h3").first()).toBeVisible();
  await expect(body.locator("strong").first()).toBeVisible();
  await expect(body).not.toContainText("**");
  if (withTable >= 0) await expect(body.locator("table").first()).toBeVisible();
});

test("an unknown topic answers 404", async ({ page }) => {
  for (const path of ["/topic/999999", "/topic/not-a-number"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  }
});

test("a topic without content says so", async ({ page, adminApi }) => {
  await withUnwrittenTopic(adminApi, async (empty) => {
    const response = await page.goto(`/topic/${empty.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: empty.title })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Content Not Available" })).toBeVisible();
    await expect(page.getByText("This topic's content hasn't been generated yet.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Topics" })).toHaveAttribute(
      "href",
      "/topics",
    );
    await expect(page.getByRole("button", { name: "Next" })).toHaveCount(0);
  });
});

const AXE_PAGES = [
  { name: "/topics", path: () => "/topics" },
  { name: "a topic's first page", path: (id: number) => `/topic/${id}` },
  {
    name: "a topic's table page",
    path: (id: number, table: number) => `/topic/${id}?page=${table}`,
  },
];

for (const scheme of ["light", "dark"] as const) {
  for (const target of AXE_PAGES) {
    test(`${target.name} has no axe violations in the ${scheme} theme`, async ({ page }) => {
      const content = await readableTopic(page);
      const table = content.pages.findIndex((item) => /^\|.*\|\s*$/m.test(item.content)) + 1;
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(target.path(content.id, Math.max(table, 2)));
      await expect(page.locator("html")).toHaveClass(scheme === "dark" ? /dark/ : /^(?!.*dark)/);
      await expectNoAxeViolations(page);
    });
  }
}

test("the list and every page of a topic fit a 360 px screen", async ({ page }) => {
  const content = await readableTopic(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/topics");
  await expectNoHorizontalScroll(page);
  for (let number = 1; number <= content.pages.length; number++) {
    await page.goto(`/topic/${content.id}?page=${number}`);
    await expectNoHorizontalScroll(page);
  }
});

test("screenshots of the topics list and a topic", async ({ page, shot }) => {
  test.slow();
  const content = await readableTopic(page);
  await page.goto("/topics");
  await shot("topics");
  const withTable = content.pages.findIndex((item) => /^\|.*\|\s*$/m.test(item.content));
  await page.goto(`/topic/${content.id}?page=${Math.max(withTable, 0) + 1}`);
  await shot("topic");
  await page.goto(`/topic/${content.id}?page=${content.pages.length}`);
  await shot("topic-last");
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto(`/topic/${content.id}?page=${Math.max(withTable, 0) + 1}`);
  await shot("topic-dark");
});
