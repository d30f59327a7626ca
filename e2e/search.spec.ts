import type { Page } from "@playwright/test";
import { expectAccessibleInBothThemes } from "./axe.ts";
import { expect, expectNoHorizontalScroll, test } from "./fixtures.ts";
import { waitForHydration } from "./hydration.ts";

// The site search (issue 18, ADR 025) on the shipped catalog: the header's box at 1280 px and
// its link at 390 px, the results page, a result that opens its lesson at the page it is on,
// the "/" key, and the whole flow with JavaScript off.

const HISTORY = "A Short History of AI: From Turing to Deep Learning";
const WINTERS = "The AI Winters: Booms, Promises and Busts";

const results = (page: Page) => page.getByRole("main").getByRole("article");
const result = (page: Page, title: string) =>
  results(page).filter({ has: page.getByRole("heading", { level: 2, name: title, exact: true }) });

test.describe("site search", () => {
  test("the header's box finds McCarthy in the lesson that tells his story", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const box = page.getByRole("banner").getByRole("searchbox", { name: "Search lessons" });
    await box.fill("McCarthy");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=McCarthy$/);
    await expect(page.getByRole("status")).toHaveText(/^\d+ results? for “McCarthy”/);
    const history = result(page, HISTORY);
    await expect(history).toContainText("Page 1 of 5 · Can Machines Think?");
    await expect(history.locator("mark")).toHaveText(["McCarthy"]);
    await expect(page).toHaveTitle("Search: McCarthy | Learn AI");
  });

  test("a result opens its lesson at the page it was found on", async ({ page }) => {
    await page.goto("/search");
    await waitForHydration(page);
    const box = page.getByRole("searchbox", { name: "Search lessons and tests" });
    // The page's one task: its box has the focus.
    await expect(box).toBeFocused();
    await box.fill("Lighthill");
    await page.getByRole("button", { name: "Search" }).click();
    const history = result(page, HISTORY);
    await expect(history).toContainText(`Page 3 of 5 · ${WINTERS}`);
    await expect(history.getByRole("link", { name: `Page 1 of ${HISTORY}` })).toBeVisible();
    await history.getByRole("link", { name: HISTORY, exact: true }).click();
    await expect(page).toHaveURL(/\/topic\/\d+\?page=3$/);
    await expect(page.getByRole("heading", { level: 2, name: WINTERS })).toBeVisible();
    await expect(page.getByText("3 of 5 pages", { exact: true })).toBeVisible();
  });

  test('"/" takes the focus to the search box, not while typing elsewhere', async ({ page }) => {
    await page.goto("/topics");
    await waitForHydration(page);
    const header = page.getByRole("banner").getByRole("searchbox", { name: "Search lessons" });
    const topics = page.getByRole("searchbox", { name: "Search topics" });
    await topics.click();
    await page.keyboard.type("a/b");
    await expect(topics).toHaveValue("a/b");
    // The topics list searches once typing pauses; that navigation comes first.
    await expect(page).toHaveURL(/\/topics\?q=a%2Fb$/);
    await page.getByRole("heading", { level: 1 }).click();
    await page.keyboard.press("/");
    await expect(header).toBeFocused();
    await page.keyboard.type("attention");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=attention$/);
    await expect(results(page).first()).toBeVisible();
  });

  test("at 390 px the header's link leads to the search, and results fit the screen", async ({
    page,
    shot,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.getByRole("banner").getByRole("searchbox")).toBeHidden();
    await page.getByRole("banner").getByRole("link", { name: "Search lessons" }).click();
    await expect(page).toHaveURL(/\/search$/);
    const box = page.getByRole("searchbox", { name: "Search lessons and tests" });
    await expect(box).toBeFocused();
    await box.fill("neural network");
    await box.press("Enter");
    await expect(page.getByRole("status")).toHaveText(
      /^\d+ results for “neural network” · page 1 of \d+$/,
    );
    await expectNoHorizontalScroll(page);
    await page.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\/search\?q=neural\+network&page=2$/);
    await expect(page.getByRole("status")).toHaveText(/page 2 of \d+$/);
    await expectNoHorizontalScroll(page);
    await shot("search-results");
  });

  test("works with JavaScript off: the header's form, the results, their pages", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto("/tests");
      const box = page.getByRole("banner").getByRole("searchbox", { name: "Search lessons" });
      await box.fill("Lighthill");
      await box.press("Enter");
      await expect(page).toHaveURL(/\/search\?q=Lighthill$/);
      const history = result(page, HISTORY);
      await expect(history).toContainText(`Page 3 of 5 · ${WINTERS}`);
      await history.getByRole("link", { name: HISTORY, exact: true }).click();
      await expect(page).toHaveURL(/\/topic\/\d+\?page=3$/);
      await expect(page.getByRole("heading", { level: 2, name: WINTERS })).toBeVisible();

      await page.goto("/search?q=learning");
      await page.getByRole("link", { name: "Next page" }).click();
      await expect(page).toHaveURL(/page=2$/);
      await expect(page.getByRole("status")).toHaveText(/page 2 of \d+$/);
    } finally {
      await context.close();
    }
  });

  test("nothing found, and text too long, say what to do next", async ({
    page,
    expectedConsole,
  }) => {
    await page.goto("/search?q=zzqxvplonk");
    await expect(page.getByRole("status")).toHaveText("Nothing found for “zzqxvplonk”");
    await expect(page.getByRole("heading", { name: "Tips" })).toBeVisible();
    await page.getByRole("link", { name: '"gradient descent"' }).click();
    await expect(page).toHaveURL(/\/search\?q=%22gradient\+descent%22$/);
    await expect(results(page).first().locator("mark").first()).toHaveText(/gradient/i);

    // The page answers 400, which the browser reports.
    expectedConsole.push(/status of 400/);
    const response = await page.goto(`/search?q=${"x".repeat(201)}`);
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("alert")).toHaveText(
      "Search must be 200 characters or less. Shorten it and search again.",
    );
  });

  test("has no accessibility violations in either theme", async ({ page, shot }) => {
    for (const url of ["/search?q=gradient%20descent", "/search", "/search?q=zzqxvplonk"]) {
      await page.goto(url);
      await expectAccessibleInBothThemes(page, async () => {
        await expect(
          page.getByRole("heading", { level: 1, name: "Search the lessons" }),
        ).toBeVisible();
      });
    }
    await page.goto("/search?q=gradient%20descent");
    await shot("search-gradient-descent");
  });
});
