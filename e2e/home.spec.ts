import type { APIRequestContext, Page } from "@playwright/test";
import { listOf } from "./api-lists.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, expectNoHorizontalScroll, test } from "./fixtures.ts";

interface Topic {
  id: number;
  title: string;
  description: string;
  category: string;
  level: string;
  isActive: boolean;
  hasContent: boolean;
}

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

/** What the home page should say, worked out from the public API. */
async function expected(request: APIRequestContext) {
  const topics = await listOf<Topic>(request, "/api/topics");
  // What a visitor is offered: active tests with questions (an admin's list has every test).
  const tests = (
    await listOf<{ isActive: boolean; questionCount: number }>(request, "/api/tests")
  ).filter((item) => item.questionCount > 0);
  const categories = await json<unknown[]>(request, "/api/categories");
  const sponsors = await listOf<unknown>(request, "/api/sponsors");
  const active = topics.filter((topic) => topic.isActive);
  return {
    topics: active.length,
    tests: tests.filter((item) => item.isActive).length,
    categories: categories.length,
    sponsors: sponsors.length,
    popular: active.filter((topic) => topic.hasContent).slice(0, 3),
  };
}

const stat = (page: Page, label: string) =>
  page.getByRole("main").getByText(label, { exact: true }).locator("..");

test("the home page shows its sections in order with the catalog's numbers", async ({
  page,
  request,
}) => {
  const want = await expected(request);
  await page.goto("/");
  await expect(page).toHaveTitle(/Understand Artificial Intelligence/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Understand Artificial Intelligence" }),
  ).toBeVisible();
  await expect(
    page.getByText(
      `${want.topics} topics, ${want.tests} tests across ${want.categories} categories`,
    ),
  ).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Start Learning Today" })).toHaveAttribute(
    "href",
    "/topics",
  );
  await expect(main.getByRole("link", { name: "Take a Test" })).toHaveAttribute("href", "/tests");

  // Sections in the spec's order: hero, features, statistics, popular topics, call to action.
  await expect(main.getByRole("heading", { level: 2 })).toHaveText([
    "Everything you need to start learning AI",
    "The platform in numbers",
    "Popular Topics",
    "Ready to learn something new today?",
  ]);
  await expect(main.getByRole("heading", { level: 3 }).first()).toHaveText("Content");
  for (const title of ["Content", "Tests", "The Platform"]) {
    await expect(main.getByRole("heading", { level: 3, name: title, exact: true })).toBeVisible();
  }

  await expect(stat(page, "Learning Topics")).toContainText(String(want.topics));
  await expect(stat(page, "Practice Tests")).toContainText(String(want.tests));
  await expect(stat(page, "AI Categories")).toContainText(String(want.categories));
  if (want.sponsors === 0) {
    // No partner yet: an invitation, not "0 Industry Partners".
    await expect(
      stat(page, "Industry Partners").getByRole("link", { name: "Be the first" }),
    ).toHaveAttribute("href", "/sponsors/become");
    await expect(stat(page, "Industry Partners")).not.toContainText("0");
  } else {
    await expect(stat(page, "Industry Partners")).toContainText(String(want.sponsors));
  }

  const popular = page.getByRole("region", { name: "Popular Topics" });
  await expect(popular.getByRole("article")).toHaveCount(want.popular.length);
  for (const topic of want.popular) {
    const card = popular.getByRole("article", { name: topic.title });
    await expect(card.getByRole("link", { name: topic.title })).toHaveAttribute(
      "href",
      `/topic/${topic.id}`,
    );
    await expect(card.getByText(topic.category, { exact: true })).toBeVisible();
    await expect(card.getByText(topic.description)).toBeVisible();
    await expect(card.locator("svg").first()).toBeVisible();
  }
  await expect(popular.getByRole("link", { name: "View All Topics" })).toHaveAttribute(
    "href",
    "/topics",
  );

  const cta = page.getByRole("region", { name: "Ready to learn something new today?" });
  await expect(cta.getByRole("link", { name: "Start reading" })).toHaveAttribute("href", "/topics");
  await expect(cta.getByRole("link", { name: "Test your skills" })).toHaveAttribute(
    "href",
    "/tests",
  );
  // Nothing read yet in this browser.
  await expect(page.getByRole("heading", { name: "Continue where you left off" })).toHaveCount(0);
});

test("a popular topic card opens the reader", async ({ page, request }) => {
  const [first] = (await expected(request)).popular;
  await page.goto("/");
  await page
    .getByRole("region", { name: "Popular Topics" })
    .getByRole("link", { name: first!.title })
    .click();
  await expect(page).toHaveURL(`/topic/${first!.id}`);
  await expect(page.getByRole("heading", { level: 1, name: first!.title })).toBeVisible();
});

test("the statistics follow the data: a new sponsor counts as a partner", async ({
  page,
  adminApi,
}) => {
  const before = await expected(adminApi);
  const created = await adminApi.post("/api/sponsors", {
    data: {
      name: "E2E Partner",
      tier: "bronze",
      description: "A partner created by the home page end-to-end test.",
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  try {
    await page.goto("/");
    await expect(stat(page, "Industry Partners")).toContainText(String(before.sponsors + 1));
  } finally {
    await adminApi.delete(`/api/sponsors/${id}`);
  }
});

test("without readable active topics the home page points to the admin panel", async ({
  page,
  adminApi,
}) => {
  const readable = (await listOf<Topic>(adminApi, "/api/topics")).filter(
    (topic) => topic.isActive && topic.hasContent,
  );
  try {
    for (const topic of readable) {
      const hidden = await adminApi.patch(`/api/topics/${topic.id}`, { data: { isActive: false } });
      expect(hidden.ok()).toBe(true);
    }
    await page.goto("/");
    const popular = page.getByRole("region", { name: "Popular Topics" });
    await expect(popular.getByRole("heading", { name: "No Topics Available Yet" })).toBeVisible();
    await expect(popular.getByRole("link", { name: "Go to Admin Panel" })).toHaveAttribute(
      "href",
      "/admin/topics",
    );
  } finally {
    for (const topic of readable) {
      await adminApi.patch(`/api/topics/${topic.id}`, { data: { isActive: true } });
    }
  }
});

test("'Continue where you left off' lists what this browser remembers", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => {
    const now = Date.now();
    localStorage.setItem(
      "learn-ai:progress:v1",
      JSON.stringify({
        topics: {
          7: {
            title: "Remembered Topic",
            page: 1,
            pages: 5,
            finished: false,
            updatedAt: new Date(now - 60_000).toISOString(),
          },
        },
        tests: {
          2: {
            title: "Remembered Test",
            bestScore: 80,
            lastScore: 60,
            lastPassed: false,
            attempts: 2,
            updatedAt: new Date(now).toISOString(),
          },
        },
      }),
    );
  });
  await page.reload();
  const resume = page.getByRole("region", { name: "Continue where you left off" });
  await expect(resume.getByRole("listitem")).toHaveCount(2);
  // The latest first: the test, then the topic.
  await expect(resume.getByRole("heading", { level: 3 })).toHaveText([
    "Remembered Test",
    "Remembered Topic",
  ]);
  await expect(resume.getByText("Best score 80%")).toBeVisible();
  await expect(resume.getByText("Read 2 of 5 pages (40%)")).toBeVisible();
  await expect(
    resume.getByRole("link", { name: "Continue reading: Remembered Topic" }),
  ).toHaveAttribute("href", "/topic/7?page=2");
  await expect(resume.getByRole("link", { name: "Take again: Remembered Test" })).toHaveAttribute(
    "href",
    "/test/2",
  );
  // A returning visitor's place comes right after the hero (issue 14), before the features.
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
    "Continue where you left off",
    "Everything you need to start learning AI",
    "The platform in numbers",
    "Popular Topics",
    "Ready to learn something new today?",
  ]);
});

for (const scheme of ["light", "dark"] as const) {
  test(`the home page has no axe violations in the ${scheme} theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto("/");
    await expect(page.locator("html")).toHaveClass(scheme === "dark" ? /dark/ : /^(?!.*dark)/);
    await expectNoAxeViolations(page);
  });
}

test("the home page fits a 360 px screen", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/");
  await expectNoHorizontalScroll(page);
});

test("screenshots of the home page", async ({ page, shot }) => {
  await page.goto("/");
  await shot("home");
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/");
  await shot("home-dark");
});
