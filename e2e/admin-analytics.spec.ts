import type { APIRequestContext, Page } from "@playwright/test";
import { listOf, loginAsAdmin, openAdmin, unique } from "./admin-helpers.ts";
import { expectAccessibleInBothThemes } from "./axe.ts";
import { expect, expectNoHorizontalScroll, test } from "./fixtures.ts";
import { createSponsors, deleteSponsors } from "./sponsor-helpers.ts";

// /admin/analytics: the numbers on the screen are the API's, every chart draws an SVG and
// carries its numbers in a table for screen readers, and a site with no views looks finished.

interface Item {
  id: number;
  title: string;
  category: string;
  hasContent: boolean;
  createdAt: string;
}
interface Sponsor {
  tier: "gold" | "silver" | "bronze";
  isActive: boolean;
  status: string;
}
interface PageViews {
  windowDays: number;
  total: number;
  topicViews: number;
  testViews: number;
  allTime: { total: number; topicViews: number; testViews: number };
  perDay: { day: string; topic: number; test: number }[];
  topContent: { contentType: string; contentId: number; title: string; views: number }[];
}

const TITLE = "Analytics";
const number = (value: number) => value.toLocaleString("en");

/** The value of a stat card: its <dt> label and the first <dd> after it. */
const stat = (page: Page, label: string) =>
  page
    .locator("dt", { hasText: new RegExp(`^${label}$`) })
    .locator("xpath=following-sibling::dd[1]");

const figure = (page: Page, title: string) =>
  page.locator("figure").filter({ has: page.getByRole("heading", { name: title, exact: true }) });

/** Reads a page as a visitor would, in a context with no admin cookie, so the view counts. */
async function visitAsVisitor(page: Page, path: string) {
  const visitor = await page.context().browser()!.newPage();
  const response = await visitor.goto(path);
  expect(response?.status()).toBe(200);
  await visitor.close();
}

async function pageViews(api: APIRequestContext) {
  const response = await api.get("/api/analytics/page-views");
  expect(response.ok()).toBe(true);
  return (await response.json()) as PageViews;
}

test("views, API health and the catalog match the API; each chart has its data table", async ({
  page,
  adminApi,
}) => {
  const topics = await listOf<Item>(adminApi, "/api/topics");
  const tests = await listOf<Item>(adminApi, "/api/tests");
  const topic = topics.find((item) => item.hasContent)!;
  const quiz = tests.find((item) => item.hasContent)!;
  await visitAsVisitor(page, `/topic/${topic.id}`);
  await visitAsVisitor(page, `/topic/${topic.id}`);
  await visitAsVisitor(page, `/test/${quiz.id}`);
  const sponsorIds = await createSponsors(adminApi, [
    { name: unique("Gold One"), tier: "gold", description: "A gold sponsor for analytics." },
    {
      name: unique("Gold Two"),
      tier: "gold",
      description: "A suspended gold sponsor.",
      suspended: true,
    },
    { name: unique("Silver One"), tier: "silver", description: "A silver sponsor for analytics." },
  ]);

  await loginAsAdmin(page);
  await openAdmin(page, "/admin/analytics", TITLE);
  await expect(stat(page, "Views, last 30 days")).toHaveText(/\d/);
  const views = await pageViews(adminApi);
  expect(views.topicViews).toBeGreaterThanOrEqual(2);
  expect(views.testViews).toBeGreaterThanOrEqual(1);
  await expect(stat(page, "Views, last 30 days")).toHaveText(number(views.total));
  await expect(stat(page, "Views, all time")).toHaveText(number(views.allTime.total));
  await expect(stat(page, "Topic views, last 30 days")).toHaveText(number(views.topicViews));
  await expect(stat(page, "Test views, last 30 days")).toHaveText(number(views.testViews));
  await expect(
    page.getByText(
      `${number(views.allTime.topicViews)} topic and ${number(views.allTime.testViews)} test views`,
    ),
  ).toBeVisible();
  // Each figure once: no card repeats another's number as its hint.
  await expect(page.getByText(/^[\d,]+ all time$/)).toHaveCount(0);
  await expect(page.getByText(/^Over [\d,]+ requests$/)).toHaveCount(0);

  await expect(stat(page, "Average response time")).toHaveText(/^[\d,.]+ ms$/);
  await expect(stat(page, "Success rate")).toHaveText(/^[\d.]+%$/);
  await expect(stat(page, "Error rate")).toHaveText(/^[\d.]+%$/);
  const slowest = page.getByRole("table", { name: "Slowest API routes" });
  await expect(slowest.getByRole("rowheader").first()).toHaveText(/^(GET|POST|PATCH|DELETE) \//);

  // Every chart draws an SVG, hidden from screen readers, and its numbers are in a table.
  for (const title of [
    "Views per day",
    "API requests per day",
    "Top categories",
    "Content growth",
  ]) {
    await expect(figure(page, title).locator("svg.recharts-surface").first()).toBeVisible();
    await expect(figure(page, title).locator("[aria-hidden=true] svg").first()).toBeAttached();
    await expect(page.getByRole("table", { name: title })).toBeAttached();
  }
  const today = views.perDay.at(-1)!;
  const viewsTable = page.getByRole("table", { name: "Views per day" });
  await expect(viewsTable.getByRole("row")).toHaveCount(views.windowDays + 1);
  await expect(viewsTable.getByRole("row").last().getByRole("cell")).toHaveText([
    String(today.topic),
    String(today.test),
  ]);
  const mostViewed = page.locator("section").filter({ hasText: "Most viewed" });
  await expect(mostViewed.getByRole("link", { name: topic.title, exact: true })).toHaveAttribute(
    "href",
    `/topic/${topic.id}`,
  );

  // The catalog: completion, sponsors by tier, top categories, growth.
  const withContent = topics.filter((item) => item.hasContent).length;
  // Each bar's line holds its label and its figures (both can read "202 of 202 (100%)").
  const bar = (label: string) => page.getByText(label, { exact: true }).locator("..");
  await expect(bar("Topics with content")).toContainText(
    `${withContent} of ${topics.length} (${Math.round((withContent / topics.length) * 100)}%)`,
  );
  const testsWithContent = tests.filter((item) => item.hasContent).length;
  await expect(bar("Tests with content")).toContainText(`${testsWithContent} of ${tests.length} (`);

  const sponsors = await listOf<Sponsor>(adminApi, "/api/sponsors?all=true");
  for (const [tier, label] of [
    ["gold", "Gold"],
    ["silver", "Silver"],
    ["bronze", "Bronze"],
  ] as const) {
    const ofTier = sponsors.filter((sponsor) => sponsor.tier === tier);
    const active = ofTier.filter((s) => s.isActive && s.status === "active");
    await expect(stat(page, label)).toHaveText(String(ofTier.length));
    await expect(
      page.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[2]"),
    ).toHaveText(`${active.length} active`);
  }

  const expected = new Map<string, { topics: number; tests: number }>();
  for (const { name } of await listOf<{ name: string }>(adminApi, "/api/categories")) {
    expected.set(name, { topics: 0, tests: 0 });
  }
  for (const item of topics) {
    const entry = expected.get(item.category) ?? { topics: 0, tests: 0 };
    entry.topics += 1;
    expected.set(item.category, entry);
  }
  for (const item of tests) {
    const entry = expected.get(item.category) ?? { topics: 0, tests: 0 };
    entry.tests += 1;
    expected.set(item.category, entry);
  }
  const top = [...expected]
    .sort(([a, x], [b, y]) => y.topics + y.tests - (x.topics + x.tests) || a.localeCompare(b))
    .slice(0, 9);
  const categories = page.getByRole("table", { name: "Top categories" });
  await expect(categories.getByRole("rowheader")).toHaveText(top.map(([name]) => name));
  await expect(categories.getByRole("row").nth(1).getByRole("cell")).toHaveText([
    String(top[0]![1].topics),
    String(top[0]![1].tests),
  ]);

  const growth = page.getByRole("table", { name: "Content growth" });
  await expect(growth.getByRole("row").last().getByRole("cell")).toHaveText([
    /^\d+$/,
    /^\d+$/,
    /^\d+$/,
    String(topics.length),
    String(tests.length),
    String(sponsors.length),
  ]);
  await deleteSponsors(adminApi, sponsorIds);
});

test("the day axes mark every 7th day, evenly spaced, in one format", async ({ page }) => {
  await loginAsAdmin(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await openAdmin(page, "/admin/analytics", TITLE);
    for (const title of ["Views per day", "API requests per day", "Content growth"]) {
      const ticks = figure(page, title).locator(
        ".recharts-xAxis-tick-labels text.recharts-cartesian-axis-tick-value",
      );
      await expect(ticks.first()).toBeVisible();
      const labels = await ticks.allTextContents();
      const xs = await ticks.evaluateAll((elements) =>
        elements.map((element) => {
          const box = element.getBoundingClientRect();
          return box.x + box.width / 2;
        }),
      );
      const where = `${title} at ${width} px: ${labels.join(", ")}`;
      expect(labels.length, where).toBe(5);
      for (const label of labels) expect(label, where).toMatch(/^[A-Z][a-z]{2} \d{1,2}$/);
      const gaps = xs.slice(1).map((x, index) => x - xs[index]!);
      for (const gap of gaps) expect(Math.abs(gap - gaps[0]!), where).toBeLessThan(1.5);
      // The last tick is today, the window's last day.
      const table = page.getByRole("table", { name: title });
      await expect(table.getByRole("row").last().getByRole("rowheader")).toHaveText(labels.at(-1)!);
    }
  }
});

test("a site with no views yet still looks finished", async ({ page }) => {
  await page.route("**/api/analytics/page-views", async (route) => {
    const response = await route.fetch();
    const real = (await response.json()) as PageViews;
    const empty: PageViews = {
      ...real,
      total: 0,
      topicViews: 0,
      testViews: 0,
      allTime: { total: 0, topicViews: 0, testViews: 0 },
      perDay: real.perDay.map((day) => ({ ...day, topic: 0, test: 0 })),
      topContent: [],
    };
    await route.fulfill({ response, json: empty });
  });
  await loginAsAdmin(page);
  await openAdmin(page, "/admin/analytics", TITLE);
  await expect(stat(page, "Views, last 30 days")).toHaveText("0");
  await expect(stat(page, "Views, all time")).toHaveText("0");
  await expect(page.getByText("No views in this window yet.")).toBeVisible();
  await expect(page.getByText("Nothing has been viewed yet.")).toBeVisible();
  await expect(figure(page, "Views per day").locator("svg.recharts-surface")).toBeVisible();
});

test("a failed load says so and Try Again loads the screen", async ({ page, expectedConsole }) => {
  expectedConsole.push(/status of 500/);
  let fail = true;
  await page.route("**/api/analytics/api-metrics", (route) =>
    fail
      ? route.fulfill({ status: 500, json: { error: "Internal Server Error" } })
      : route.fallback(),
  );
  await loginAsAdmin(page);
  await openAdmin(page, "/admin/analytics", TITLE);
  await expect(page.getByRole("alert")).toContainText("Could not load analytics");
  fail = false;
  await page.getByRole("button", { name: "Try Again" }).click();
  await expect(stat(page, "Average response time")).toHaveText(/ms$/);
});

test("the analytics screen holds at 360 px and is accessible in both themes", async ({
  page,
  adminApi,
  shot,
}) => {
  const topic = (await listOf<Item>(adminApi, "/api/topics")).find((item) => item.hasContent)!;
  await visitAsVisitor(page, `/topic/${topic.id}`);
  await loginAsAdmin(page);
  await page.emulateMedia({ reducedMotion: "reduce" });
  const ready = async () => {
    await expect(figure(page, "Content growth").locator("svg.recharts-surface")).toBeVisible();
  };
  await page.setViewportSize({ width: 360, height: 800 });
  await openAdmin(page, "/admin/analytics", TITLE);
  await ready();
  await expectNoHorizontalScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot("admin-analytics");
  await expectAccessibleInBothThemes(page, ready);
  await page.emulateMedia({ colorScheme: "dark" });
  await page.reload();
  await ready();
  await shot("admin-analytics-dark");
});
