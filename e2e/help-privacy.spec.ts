import { expectNoAxeViolations } from "./axe.ts";
import { expect, expectNoHorizontalScroll, test } from "./fixtures.ts";

const PROGRESS_KEY = "learn-ai:progress:v1";

const ARTICLES = [
  { title: "Reading the site in your language", mentions: ["Chrome", "Edge", "Firefox", "Safari"] },
  { title: "Who owns and built this platform?", mentions: ["built and owned by one person"] },
  { title: "What is this platform?", mentions: ["about 202 topics"] },
  { title: "Why does this platform exist?", mentions: ["passion project", "sponsors"] },
  { title: "Sponsors and contributions", mentions: ["Become a Sponsor"] },
];

test.describe("help centre", () => {
  test("shows the four categories, the popular articles and Get in Touch", async ({ page }) => {
    await page.goto("/help-center");
    await expect(page).toHaveTitle(/Help Center/);
    await expect(page.getByRole("heading", { level: 1, name: "Help Center" })).toBeVisible();
    for (const name of [
      "Getting Started",
      "Translation & Languages",
      "Technical Support",
      "Account & Settings",
    ]) {
      await expect(page.getByRole("heading", { level: 3, name, exact: true })).toBeVisible();
    }
    const account = page.getByRole("listitem").filter({
      has: page.getByRole("heading", { name: "Account & Settings" }),
    });
    await expect(account.getByText("Not implemented")).toBeVisible();
    await expect(account).toContainText("no accounts");

    const popular = page.getByRole("region", { name: "Popular Help Articles" });
    await expect(popular.getByRole("link")).toHaveCount(5);
    for (const article of ARTICLES) {
      await expect(popular.getByRole("heading", { name: article.title })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Get in Touch" })).toBeVisible();
  });

  test("every article opens at its own address and returns to the help centre", async ({
    page,
  }) => {
    await page.goto("/help-center");
    for (const article of ARTICLES) {
      const popular = page.getByRole("region", { name: "Popular Help Articles" });
      await popular.getByRole("link", { name: article.title }).click();
      await expect(page).toHaveURL(/\/help-center\?article=[a-z-]+$/);
      await expect(page.getByRole("heading", { level: 1, name: article.title })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(article.title.replace(/[?]/g, "\\?")));
      for (const text of article.mentions)
        await expect(page.locator("article")).toContainText(text);
      await page.getByRole("link", { name: "Back to Help Center" }).click();
      await expect(page).toHaveURL(/\/help-center$/);
      await expect(page.getByRole("heading", { level: 1, name: "Help Center" })).toBeVisible();
    }
  });

  test("an article is server-rendered at its own link", async ({ request }) => {
    const response = await request.get("/help-center?article=who-built-this");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain("Who owns and built this platform?");
    expect(html).toContain("built and owned by one person");
    expect(html).toMatch(/rel="canonical" href="[^"]+\/help-center\?article=who-built-this"/);
    const unknown = await request.get("/help-center?article=no-such-article");
    expect(unknown.status()).toBe(404);
    expect(await unknown.text()).toContain("Page Not Found");
  });

  test("the sponsors article says how to sponsor and how donations stand", async ({ page }) => {
    await page.goto("/help-center?article=sponsors-and-contributions");
    const body = page.locator("article");
    await expect(body.getByRole("link", { name: "Become a Sponsor" })).toHaveAttribute(
      "href",
      "/sponsors/become",
    );
    // The e2e server sets no DONATION_URL.
    await expect(body).toContainText("Donations are not open yet");
  });

  test("'Get in Touch' leads to the contact page", async ({ page }) => {
    await page.goto("/help-center");
    const card = page.getByRole("region", { name: "Get in Touch" });
    await card.getByRole("link", { name: "Contact us" }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe("privacy policy", () => {
  test("states the spec's facts, dated January 2025 and signed by the owner", async ({ page }) => {
    await page.goto("/privacy-policy");
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    const text = page.locator("main");
    for (const fact of [
      "Last updated: January 2025",
      "No accounts",
      "No tracking cookies",
      "No personal data collected",
      "session cookie for the owner",
      "local storage",
      "never sent to our server",
      "Nothing is shared unless you choose to",
      "third-party hosting provider",
      "third-party payment service",
      "we store what you send so that we can answer it",
      "delete it",
      "keep no IP addresses",
    ]) {
      await expect(text).toContainText(fact);
    }
    // The e2e server leaves OWNER_NAME at its default.
    await expect(page.locator("main footer")).toContainText(/the site's owner/i);
    await expect(page.locator("main footer")).toContainText("January 2025");
  });

  test("clears the progress kept in this browser after a confirmation", async ({ page }) => {
    await page.goto("/privacy-policy");
    await page.evaluate((key) => {
      const now = new Date().toISOString();
      const progress = {
        topics: {
          1: { title: "A", page: 2, pages: 5, finished: false, updatedAt: now },
          2: { title: "B", page: 4, pages: 5, finished: true, updatedAt: now },
        },
        tests: { 1: { title: "T", bestScore: 80, lastScore: 80, lastPassed: true, attempts: 1 } },
      };
      localStorage.setItem(key, JSON.stringify(progress));
    }, PROGRESS_KEY);
    await page.reload();
    await expect(
      page.getByText("This browser holds your progress for 2 topics and 1 test."),
    ).toBeVisible();

    await page.getByRole("button", { name: "Clear my progress" }).click();
    await page.getByRole("button", { name: "Cancel" }).click();
    expect(await page.evaluate((key) => localStorage.getItem(key), PROGRESS_KEY)).not.toBeNull();

    await page.getByRole("button", { name: "Clear my progress" }).click();
    await expect(page.getByText("Clear your progress for 2 topics and 1 test?")).toBeVisible();
    await page.getByRole("button", { name: "Yes, clear my progress" }).click();
    await expect(page.getByText("Your progress has been cleared")).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), PROGRESS_KEY)).toBeNull();
    await expect(page.getByText("This browser holds no progress for this site.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Clear my progress" })).toBeDisabled();
  });
});

test.describe("help and privacy pages hold up", () => {
  const PAGES = ["/help-center", "/help-center?article=translate-pages", "/privacy-policy"];

  for (const scheme of ["light", "dark"] as const) {
    test(`axe finds no violations in the ${scheme} theme`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      for (const path of PAGES) {
        await page.goto(path);
        await expect(page.locator("html")).toHaveClass(scheme === "dark" ? /dark/ : /^(?!.*dark)/);
        await expectNoAxeViolations(page);
      }
    });
  }

  test("no horizontal scroll at 360 px", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    for (const path of PAGES) {
      await page.goto(path);
      await expectNoHorizontalScroll(page);
    }
  });

  test("screenshots", async ({ page, shot }) => {
    await page.goto("/help-center");
    await shot("help-center");
    await page.goto("/help-center?article=translate-pages");
    await shot("help-article");
    await page.goto("/privacy-policy");
    await shot("privacy-policy");
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/help-center");
    await shot("help-center-dark");
    await page.goto("/privacy-policy");
    await shot("privacy-policy-dark");
  });
});
