import type { Page } from "@playwright/test";
import { listOf } from "./api-lists.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, expectNoHorizontalScroll, test } from "./fixtures.ts";
import { createSponsors, deleteSponsors, type SponsorSeed } from "./sponsor-helpers.ts";

// Each test creates its sponsors through the admin API under a unique name and deletes them
// afterwards; assertions look only at those names, so other specs' sponsors do not matter.

const RUN = Date.now().toString(36);

const DIRECTORY: SponsorSeed[] = [
  {
    name: `Aurora Labs ${RUN}`,
    tier: "gold",
    featured: true,
    organizationType: "tech-software",
    description: "Aurora Labs builds open tools for training and evaluating language models.",
  },
  {
    name: `Beacon Consulting ${RUN}`,
    tier: "gold",
    organizationType: "consulting-services",
    description: "Beacon helps public services adopt machine learning responsibly and safely.",
  },
  {
    name: `Cedar University ${RUN}`,
    tier: "silver",
    organizationType: "education-research",
    description: "A research university with a long history of teaching neural networks.",
  },
  {
    name: `Delta Manufacturing ${RUN}`,
    tier: "bronze",
    organizationType: "enterprise-industry",
    description: "Delta uses computer vision on its factory floors and supports AI literacy.",
  },
  {
    name: `Echo Suspended ${RUN}`,
    tier: "bronze",
    suspended: true,
    description: "This suspended sponsor must never appear in the public directory.",
  },
];

const card = (page: Page, name: string) => page.getByRole("article", { name });
const sectionHeadings = (page: Page) =>
  page
    .locator("#sponsor-list section > h2")
    .evaluateAll((els) => els.map((el) => el.firstChild?.textContent?.trim()));

test.describe("sponsor directory", () => {
  let ids: number[] = [];
  test.beforeEach(async ({ adminApi }) => {
    ids = await createSponsors(adminApi, DIRECTORY);
  });
  test.afterEach(async ({ adminApi }) => {
    await deleteSponsors(adminApi, ids);
  });

  test("sections in order, featured banner, cards and no suspended sponsor", async ({
    page,
    adminApi,
  }) => {
    // The server-rendered HTML already carries the directory.
    const html = await (await adminApi.get("/sponsors")).text();
    expect(html).toContain(`Beacon Consulting ${RUN}`);

    await page.goto("/sponsors");
    await expect(page.getByRole("heading", { level: 1, name: "Our Partners" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Become a Sponsor" }).first()).toHaveAttribute(
      "href",
      "/sponsors/become",
    );
    // The page a visitor gets holds the whole directory: no placeholder that a script must
    // swap out (entry.server.tsx), so the sections are there as soon as it has loaded.
    const visitorHtml = await (await page.request.get("/sponsors")).text();
    expect(visitorHtml).toContain(`Beacon Consulting ${RUN}`);
    expect(visitorHtml).not.toContain("Loading sponsors...");
    expect(await sectionHeadings(page)).toEqual([
      "Featured Partners",
      "Gold Partners",
      "Silver Partners",
      "Bronze Partners",
    ]);

    const featured = page.getByRole("region", { name: /Featured Partners/ });
    const aurora = featured.getByRole("article", { name: `Aurora Labs ${RUN}` });
    await expect(aurora.getByText("FEATURED PARTNER")).toBeVisible();
    await expect(aurora.getByText("Gold Partner", { exact: true })).toBeVisible();
    await expect(aurora.getByText("Tech & Software")).toBeVisible();
    // A featured sponsor shows only under Featured Partners.
    await expect(page.getByRole("article", { name: `Aurora Labs ${RUN}` })).toHaveCount(1);

    const gold = page.getByRole("region", { name: /Gold Partners/ });
    const beacon = gold.getByRole("article", { name: `Beacon Consulting ${RUN}` });
    await expect(beacon.getByText("FEATURED PARTNER")).toHaveCount(0);
    await expect(beacon.getByText("Consulting & Services")).toBeVisible();
    await expect(beacon.locator("p.line-clamp-4")).toContainText("Beacon helps public services");
    const visit = beacon.getByRole("link", { name: /Visit Website/ });
    await expect(visit).toHaveAttribute("href", "https://example.com");
    await expect(visit).toHaveAttribute("target", "_blank");
    await expect(visit).toHaveAttribute("rel", "noopener noreferrer");

    await expect(
      page.getByRole("region", { name: /Silver Partners/ }).getByRole("article", {
        name: `Cedar University ${RUN}`,
      }),
    ).toBeVisible();
    await expect(
      page.getByRole("region", { name: /Bronze Partners/ }).getByRole("article", {
        name: `Delta Manufacturing ${RUN}`,
      }),
    ).toBeVisible();
    await expect(page.getByText(`Echo Suspended ${RUN}`)).toHaveCount(0);
  });

  test("tier, organization type and search filter the cards", async ({ page }) => {
    await page.goto("/sponsors");
    const mine = page.getByRole("article", { name: new RegExp(RUN) });
    await expect(mine).toHaveCount(4);

    await page.getByLabel("Tier").selectOption("silver");
    await expect(mine).toHaveCount(1);
    await expect(card(page, `Cedar University ${RUN}`)).toBeVisible();
    expect(await sectionHeadings(page)).toEqual(["Silver Partners"]);

    await page.getByLabel("Tier").selectOption("all");
    await page.getByLabel("Organization type").selectOption({ label: "Enterprise & Industry" });
    await expect(mine).toHaveCount(1);
    await expect(card(page, `Delta Manufacturing ${RUN}`)).toBeVisible();

    await page.getByLabel("Organization type").selectOption("all");
    const search = page.getByPlaceholder("Search sponsors by name or description...");
    await search.fill(`aurora labs ${RUN}`);
    await expect(mine).toHaveCount(1);
    await expect(card(page, `Aurora Labs ${RUN}`)).toBeVisible();
    // The search reads descriptions too, case-insensitively.
    await search.fill("FACTORY FLOORS");
    await expect(card(page, `Delta Manufacturing ${RUN}`)).toBeVisible();
    await expect(mine).toHaveCount(1);

    await search.fill(`nothing matches this ${RUN}`);
    await expect(page.getByRole("heading", { name: "No sponsors found" })).toBeVisible();
    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect(search).toHaveValue("");
    await expect(mine).toHaveCount(4);
  });

  test("'Visit our Sponsors!' scrolls smoothly to the cards", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto("/sponsors");
    await expect(page.locator("#sponsor-list")).not.toBeInViewport();
    await page.getByRole("button", { name: "Visit our Sponsors!" }).click();
    await expect(page.locator("#sponsor-list")).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test("six placeholders show while a navigation loads the list", async ({ page }) => {
    await page.goto("/");
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/sponsors.data*", async (route) => {
      await held;
      await route.continue();
    });
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Sponsors" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Our Partners" })).toBeVisible();
    await expect(page.getByTestId("sponsor-skeleton")).toHaveCount(6);
    release();
    await expect(page.getByTestId("sponsor-skeleton")).toHaveCount(0);
    await expect(card(page, `Beacon Consulting ${RUN}`)).toBeVisible();
  });

  test("no axe violations in light and dark, no sideways scroll at 360 px", async ({
    page,
    shot,
  }) => {
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto("/sponsors");
      await expect(card(page, `Beacon Consulting ${RUN}`)).toBeVisible();
      await expectNoAxeViolations(page, colorScheme);
    }
    await shot("sponsors-dark");
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoHorizontalScroll(page);
    await page.emulateMedia({ colorScheme: "light" });
    await page.reload();
    await shot("sponsors");
  });
});

test("a logo that fails to load is removed from its card", async ({
  page,
  adminApi,
  expectedConsole,
}) => {
  expectedConsole.push(/Failed to load resource: the server responded with a status of 404/);
  // Sponsor URLs must have a domain name (no IP literals), so the logo host is answered here:
  // one address 404s, the other serves a small SVG.
  await page.route("https://logos.e2e.example/**", (route) =>
    route.request().url().endsWith("/ok.svg")
      ? route.fulfill({
          contentType: "image/svg+xml",
          body: '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#4338ca"/></svg>',
        })
      : route.fulfill({ status: 404, contentType: "text/plain", body: "Not Found" }),
  );
  const ids = await createSponsors(adminApi, [
    {
      name: `Broken Logo ${RUN}`,
      tier: "silver",
      logo: "https://logos.e2e.example/missing.png",
      description: "A sponsor whose logo address answers 404 Not Found.",
    },
    {
      name: `Good Logo ${RUN}`,
      tier: "silver",
      logo: "https://logos.e2e.example/ok.svg",
      description: "A sponsor whose logo loads fine.",
    },
  ]);
  try {
    await page.goto("/sponsors");
    await expect(
      card(page, `Good Logo ${RUN}`).getByRole("img", { name: `Good Logo ${RUN} logo` }),
    ).toBeVisible();
    await expect(card(page, `Broken Logo ${RUN}`)).toBeVisible();
    await expect(card(page, `Broken Logo ${RUN}`).locator("img")).toHaveCount(0);
  } finally {
    await deleteSponsors(adminApi, ids);
  }
});

test("with no public sponsors the page invites the first partner", async ({
  page,
  adminApi,
  shot,
}) => {
  // Hide whatever other specs left active for the length of this test.
  const all = await listOf<{ id: number }>(adminApi, "/api/sponsors");
  for (const { id } of all)
    await adminApi.patch(`/api/sponsors/${id}`, { data: { status: "suspended" } });
  try {
    await page.goto("/sponsors");
    await expect(page.getByRole("heading", { name: "No Sponsors Yet" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Be Our First Partner" })).toHaveAttribute(
      "href",
      "/sponsors/become",
    );
    await expect(page.getByPlaceholder("Search sponsors by name or description...")).toHaveCount(0);
    await expectNoAxeViolations(page);
    await shot("sponsors-empty");
  } finally {
    for (const { id } of all)
      await adminApi.patch(`/api/sponsors/${id}`, { data: { status: "active" } });
  }
});
