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
  timeLimit: number;
  passingScore: number;
  isActive: boolean;
  questionCount: number;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** The tests visitors see: active ones with questions (the public API lists only those). */
async function activeTests(page: Page): Promise<Summary[]> {
  const tests = await listOf<Summary>(page.request, "/api/tests");
  expect(tests.every((item) => item.isActive && item.questionCount > 0)).toBe(true);
  return tests;
}

/** The categories in the catalog's order, as /api/categories gives them. */
async function categoryOrder(page: Page): Promise<string[]> {
  const response = await page.request.get("/api/categories");
  return ((await response.json()) as { name: string }[]).map((category) => category.name);
}

/** A test with no questions (not public yet), optionally hidden; deleted by the caller. */
async function createTest(api: APIRequestContext, title: string, active: boolean) {
  const response = await api.post("/api/tests", {
    data: {
      title,
      description: `${title}: made by the end-to-end tests.`,
      level: "advanced",
      category: "Machine Learning Basics",
      timeLimit: 20,
      passingScore: 80,
    },
  });
  expect(response.status()).toBe(201);
  const created = (await response.json()) as Summary;
  if (!active) {
    const hidden = await api.patch(`/api/tests/${created.id}`, { data: { isActive: false } });
    expect(hidden.ok()).toBe(true);
  }
  return created;
}

test("lists only active tests, grouped by category, with counts and card details", async ({
  page,
  adminApi,
}) => {
  // A card check for every test, over a dozen category pages.
  test.slow();
  const draft = await createTest(adminApi, "E2E Draft Test", true);
  const hidden = await createTest(adminApi, "E2E Hidden Test", false);
  try {
    const tests = await activeTests(page);
    await page.goto("/tests");
    await expect(page.getByRole("heading", { level: 1, name: "AI Knowledge Tests" })).toBeVisible();
    await expect(page.getByText(`${plural(tests.length, "test")} available`)).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(cardsShown(tests));
    await expect(page.getByRole("article", { name: "E2E Hidden Test" })).toHaveCount(0);
    // A test without questions is not public yet: neither listed nor counted.
    await expect(page.getByRole("article", { name: draft.title })).toHaveCount(0);

    const order = await categoryOrder(page);
    const categories = [...new Set(tests.map((item) => item.category))].sort(
      (a, b) => order.indexOf(a) - order.indexOf(b),
    );
    expect(categories[0]).toBe("Foundations and History");
    const headings = page.locator("main").getByRole("heading", { level: 2 });
    await expect(headings).toHaveText(categories);
    for (const category of categories) {
      const group = page.getByRole("region", { name: category });
      const inGroup = tests.filter((item) => item.category === category);
      await expect(group.getByText(plural(inGroup.length, "test"), { exact: true })).toBeVisible();
      await expect(group.getByRole("article")).toHaveCount(
        Math.min(inGroup.length, LIST_LIMITS.perCategory),
      );
      await expect(
        group.getByRole("link", {
          name: `Show all ${plural(inGroup.length, "test")} in ${category}`,
        }),
      ).toHaveCount(inGroup.length > LIST_LIMITS.perCategory ? 1 : 0);
    }

    // Every card, one category's page at a time (it shows all of that category's tests).
    for (const item of tests.toSorted(
      (a, b) => categories.indexOf(a.category) - categories.indexOf(b.category),
    )) {
      if (
        !page.url().endsWith(`category=${encodeURIComponent(item.category).replace(/%20/g, "+")}`)
      ) {
        await page.goto(
          `/tests?category=${encodeURIComponent(item.category).replace(/%20/g, "+")}`,
        );
      }
      const card = page.getByRole("article", { name: item.title });
      await expect(card.getByText(plural(item.questionCount, "question"))).toBeVisible();
      await expect(card.getByText(plural(item.timeLimit, "minute"))).toBeVisible();
      await expect(card.getByText(`${item.passingScore}% to pass`)).toBeVisible();
      const level = item.level.charAt(0).toUpperCase() + item.level.slice(1);
      await expect(card.getByText(level, { exact: true })).toBeVisible();
      await expect(card.getByRole("link", { name: "Start Test" })).toHaveAttribute(
        "href",
        `/test/${item.id}`,
      );
    }
    // The level badge colours of spec §2: advanced is red.
    const advanced = tests.find((item) => item.level === "advanced")!;
    await page.goto(`/tests?category=${encodeURIComponent(advanced.category)}`);
    const advancedCard = page.getByRole("article", { name: advanced.title });
    await expect(advancedCard.getByText("Advanced", { exact: true })).toHaveClass(/bg-red-100/);
  } finally {
    await adminApi.delete(`/api/tests/${draft.id}`);
    await adminApi.delete(`/api/tests/${hidden.id}`);
  }
});

test("search, category and level filters narrow the list and live in the URL", async ({ page }) => {
  const tests = await activeTests(page);
  await page.goto("/tests");
  await waitForHydration(page);
  const search = page.getByRole("searchbox", { name: "Search tests" });
  const category = page.getByRole("combobox", { name: "Category" });
  const level = page.getByRole("combobox", { name: "Level" });
  await expect(category.locator("option").first()).toHaveText("All Categories");
  await expect(level.locator("option").first()).toHaveText("All Levels");

  // Search matches the description too, case-insensitively.
  const target = tests[0]!;
  const word = target.description.split(/\s+/).find((w) => w.length > 8)!;
  const query = word.toUpperCase();
  const matching = tests.filter((item) =>
    `${item.title} ${item.description}`.toLowerCase().includes(word.toLowerCase()),
  );
  await search.fill(query);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(query)}`));
  await expect(page.getByRole("article")).toHaveCount(cardsShown(matching));
  await expect(page.getByText(`Showing ${matching.length} of`)).toBeVisible();
  await search.fill("");

  const chosen = target.category;
  await category.selectOption(chosen);
  await expect(page).toHaveURL(/[?&]category=/);
  await expect(page.locator("main").getByRole("heading", { level: 2 })).toHaveText([chosen]);
  await expect(page.getByRole("article")).toHaveCount(
    cardsShown(
      tests.filter((item) => item.category === chosen),
      true,
    ),
  );
  await category.selectOption("");

  await level.selectOption("beginner");
  await expect(page).toHaveURL(/[?&]level=beginner/);
  const beginners = tests.filter((item) => item.level === "beginner");
  await expect(page.getByRole("article")).toHaveCount(cardsShown(beginners));

  // The URL keeps the filters across a reload.
  await page.reload();
  await waitForHydration(page);
  await expect(level).toHaveValue("beginner");
  await expect(page.getByRole("article")).toHaveCount(cardsShown(beginners));

  await search.fill("no test is called this");
  await expect(page.getByRole("heading", { name: "No tests found" })).toBeVisible();
  await expect(page.getByText("Try adjusting your search criteria or filters.")).toBeVisible();
  await page.getByRole("button", { name: "Clear Filters" }).click();
  await expect(page.getByRole("article")).toHaveCount(cardsShown(tests));
  await expect(page).toHaveURL(/\/tests$/);
});

test("a filtered URL is rendered by the server", async ({ page }) => {
  const tests = await activeTests(page);
  const chosen = tests[0]!.category;
  const response = await page.request.get(`/tests?category=${encodeURIComponent(chosen)}`);
  const html = await response.text();
  expect(html).toContain("AI Knowledge Tests");
  for (const item of tests) {
    expect(html.includes(`>${item.title}<`)).toBe(item.category === chosen);
  }
});

test("'Loading tests...' shows while the list loads again", async ({ page }) => {
  await page.goto("/tests");
  await waitForHydration(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/tests.data*", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Tests" }).click();
  await expect(page.getByRole("status").getByText("Loading tests...")).toBeVisible();
  release();
  await expect(page.getByText("Loading tests...")).toHaveCount(0);
  await expect(page.getByRole("article").first()).toBeVisible();
});

test("a second filter change made before the first reaches the URL builds on it", async ({
  page,
}) => {
  const tests = await activeTests(page);
  const chosen = tests[0]!.category;
  await page.goto("/tests?q=zzz-no-such-test");
  await waitForHydration(page);
  await expect(page.getByText("No tests found")).toBeVisible();
  // Clear the search and pick a category in one task, as a quick hand can: the second change
  // runs before the first one's navigation has updated the URL.
  await page.evaluate((category) => {
    const box = document.querySelector<HTMLInputElement>('main input[name="q"]')!;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
    setValue.call(box, "");
    box.dispatchEvent(new Event("input", { bubbles: true }));
    const menu = document.querySelector<HTMLSelectElement>('select[name="category"]')!;
    menu.value = category;
    menu.dispatchEvent(new Event("change", { bubbles: true }));
  }, chosen);
  await expect(page).toHaveURL(/[?&]category=/);
  expect(new URL(page.url()).searchParams.get("q")).toBeNull();
  await expect(page.getByRole("searchbox", { name: "Search tests" })).toHaveValue("");
  await expect(page.getByRole("article")).toHaveCount(
    cardsShown(
      tests.filter((item) => item.category === chosen),
      true,
    ),
  );
});

test("a failed load shows 'Unable to load tests'", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.route("**/tests.data*", (route) =>
    // A broken answer rather than an error status: the browser would log a failed request.
    route.fulfill({ status: 200, contentType: "text/x-script", body: "not the data" }),
  );
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Tests" }).click();
  await expect(page.getByRole("heading", { name: "Unable to load tests" })).toBeVisible();
  await expect(
    page.getByText("Please try refreshing the page or contact support if the problem persists."),
  ).toBeVisible();
});

for (const scheme of ["light", "dark"] as const) {
  test(`the tests list has no axe violations (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto("/tests");
    await expect(page.getByRole("article").first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test("the tests list holds at 360 px and is photographed", async ({ page, shot }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/tests");
  await expect(page.getByRole("article").first()).toBeVisible();
  await expectNoHorizontalScroll(page);
  await shot("tests");
});
