import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { BrowserContext, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, expectNoHorizontalScroll, test } from "./fixtures.ts";
import { waitForHydration } from "./hydration.ts";

// Offline reading (issue 18, ADR 027): the service worker registers and controls public pages,
// a saved lesson opens and turns its pages with no network, an unsaved page shows the offline
// page with the saved list, Remove takes a lesson off it, the site is installable, and a new
// worker replaces the old shell while saved lessons stay and are fetched again.

const TOPIC = { id: 1, title: "What Is Artificial Intelligence?" };
const OTHER = 2;
const SERVICE_WORKER = fileURLToPath(new URL("../build/client/sw.js", import.meta.url));

/**
 * Offline, the page's route discovery and prefetches of pages that are not saved fail as they
 * would without a worker (the worker answers them with a network error: ERR_FAILED).
 */
const OFFLINE_NOISE = [
  /Failed to fetch manifest patches/,
  /ERR_INTERNET_DISCONNECTED/,
  /ERR_FAILED/,
  /FetchEvent/,
];

async function workerReady(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

async function cacheNames(page: Page) {
  return page.evaluate(() => caches.keys());
}

async function saveTopic(page: Page, id = TOPIC.id) {
  await page.goto(`/topic/${id}`);
  await waitForHydration(page);
  await workerReady(page);
  await page.getByRole("button", { name: "Save for offline" }).click();
  await expect(page.getByText(/^Saved for offline: 5 pages, \d+ KB\./)).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove" })).toBeVisible();
}

async function offline(context: BrowserContext, expectedConsole: RegExp[]) {
  expectedConsole.push(...OFFLINE_NOISE);
  await context.setOffline(true);
}

test("the worker is served fresh, controls public pages and leaves the admin area alone", async ({
  page,
  request,
  browser,
}) => {
  const script = await request.get("/sw.js");
  expect(script.status()).toBe(200);
  expect(script.headers()["cache-control"]).toBe("no-cache");
  expect(script.headers()["content-type"]).toMatch(/^(application|text)\/javascript/);
  expect(script.headers()["content-security-policy"]).toContain("default-src 'self'");

  await page.goto(`/topic/${TOPIC.id}`);
  await workerReady(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
    /\/sw\.js$/,
  );
  expect(await cacheNames(page)).toEqual([expect.stringMatching(/^learn-ai-shell-[0-9a-f]{12}$/)]);
  // Public pages come through the worker; the admin area never does.
  expect((await page.goto("/topics"))?.fromServiceWorker()).toBe(true);
  expect((await page.goto("/admin/login"))?.fromServiceWorker()).toBe(false);

  // Opened first, the admin area registers no worker at all.
  const admin = await (await browser.newContext()).newPage();
  await admin.goto("/admin/login");
  await admin.waitForLoadState("load");
  await admin.waitForTimeout(500);
  expect(await admin.evaluate(() => navigator.serviceWorker.getRegistrations())).toHaveLength(0);
  await admin.context().close();
});

test("the manifest and the worker make the site installable", async ({
  playwright,
  baseURL,
}, testInfo) => {
  // Chromium never offers to install from an incognito profile, which Playwright's contexts
  // are: a profile on disk is a browser as a visitor has it.
  const profile = mkdtempSync(join(tmpdir(), "learn-ai-install-"));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto("/");
    await workerReady(page);
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send("Page.getAppManifest");
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test("a saved lesson opens and turns its pages with no network", async ({
  page,
  context,
  expectedConsole,
}) => {
  await saveTopic(page);
  await offline(context, expectedConsole);

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: TOPIC.title })).toBeVisible();
  await expect(page.getByText("Saved for offline", { exact: true })).toBeVisible();
  const first = await page.locator("#page-title").textContent();

  // A client-side page turn: the page stays (its marker too), only the lesson's data is fetched.
  await page.evaluate(() => Object.assign(window, { stayedHere: true }));
  await page.getByRole("button", { name: /Next/ }).first().click();
  await expect(page).toHaveURL(new RegExp(`/topic/${TOPIC.id}\\?page=2$`));
  await expect(page.getByText("2 of 5 pages")).toBeVisible();
  await expect(page.locator("#page-title")).not.toHaveText(first ?? "");
  expect(await page.evaluate(() => "stayedHere" in window)).toBe(true);
  // Page 2 has a figure: saved with the lesson.
  const figure = page.locator("article img[src^='/media/']").first();
  await expect(figure).toBeVisible();
  await expect
    .poll(() => figure.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);

  // A full load of a later page, from the saved copy.
  await page.goto(`/topic/${TOPIC.id}?page=3`);
  await waitForHydration(page);
  await expect(page.getByText("3 of 5 pages")).toBeVisible();
  await page
    .getByRole("button", { name: /Previous/ })
    .first()
    .click();
  await expect(page.getByText("2 of 5 pages")).toBeVisible();
});

test("offline, an unsaved page shows the offline page with the saved list; Remove takes a lesson off it", async ({
  page,
  context,
  expectedConsole,
}) => {
  await saveTopic(page);
  await offline(context, expectedConsole);

  for (const address of [`/topic/${OTHER}`, "/tests?level=advanced"]) {
    await page.goto(address);
    await expect(page.getByRole("heading", { level: 1, name: "You're offline" })).toBeVisible();
    await expect(page.getByRole("link", { name: "try this page again" })).toHaveAttribute(
      "href",
      address,
    );
  }
  await page.getByRole("link", { name: TOPIC.title }).click();
  await expect(page.getByRole("heading", { level: 1, name: TOPIC.title })).toBeVisible();

  // The saved page opens offline too, from the shell.
  await page.goto("/saved");
  await waitForHydration(page);
  await expect(page.getByText("1 lesson saved for offline in this browser.")).toBeVisible();

  await context.setOffline(false);
  await page.getByRole("button", { name: `Remove ${TOPIC.title}` }).click();
  await expect(page.getByText("No lessons are saved for offline in this browser.")).toBeVisible();
  await expect(page.getByText("No lessons are saved for offline in this browser.")).toBeFocused();
  const left = await page.evaluate(async () =>
    (await (await caches.open("learn-ai-saved-v1")).keys()).map((request) => request.url),
  );
  expect(left.filter((url) => url.includes(`/topic/${TOPIC.id}`))).toEqual([]);

  await context.setOffline(true);
  await page.goto(`/topic/${TOPIC.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "You're offline" })).toBeVisible();
  await expect(page.getByText("No lessons are saved on this device yet.")).toBeVisible();
});

test("a new worker replaces the old shell, keeps saved lessons, and saved lessons are fetched again", async ({
  page,
  context,
  expectedConsole,
}) => {
  await saveTopic(page);
  const [oldShell] = (await cacheNames(page)).filter((name) => name.startsWith("learn-ai-shell-"));
  const version = oldShell!.slice("learn-ai-shell-".length);
  const original = readFileSync(SERVICE_WORKER, "utf8");
  expect(original).toContain(version);
  // The next deploy: the same worker with another version.
  const next = `e2e${version.slice(3)}`;
  writeFileSync(SERVICE_WORKER, original.replaceAll(version, next));
  try {
    await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
    await expect
      .poll(() => cacheNames(page), { timeout: 15_000 })
      .toEqual(expect.arrayContaining([`learn-ai-shell-${next}`, "learn-ai-saved-v1"]));
    await expect.poll(() => cacheNames(page)).not.toContain(oldShell);
  } finally {
    writeFileSync(SERVICE_WORKER, original);
  }

  // A saved lesson from another build is fetched again at the next page load online.
  const entryOf = () =>
    page.evaluate(async (id) => {
      const found = await (await caches.open("learn-ai-saved-index-v1")).match(
        `/offline-index/topic/${id}`,
      );
      return (await found?.json()) as { build: string; refreshedAt: string };
    }, TOPIC.id);
  const saved = await entryOf();
  await page.evaluate(async (id) => {
    const index = await caches.open("learn-ai-saved-index-v1");
    const key = `/offline-index/topic/${id}`;
    const entry = await (await index.match(key))!.json();
    await index.put(key, new Response(JSON.stringify({ ...entry, build: "an-older-build" })));
  }, TOPIC.id);
  await page.reload();
  await expect.poll(async () => (await entryOf()).build, { timeout: 15_000 }).toBe(saved.build);
  expect((await entryOf()).refreshedAt > saved.refreshedAt).toBe(true);

  await offline(context, expectedConsole);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: TOPIC.title })).toBeVisible();
});

test("a whole category saves for offline from the topics list", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/topics?category=Foundations+and+History&show=all");
  await waitForHydration(page);
  await workerReady(page);
  await page
    .getByRole("button", { name: "Save category for offline: Foundations and History" })
    .click();
  const done = page.getByText(/^Saved (\d+) lessons from Foundations and History for offline/);
  await expect(done).toBeVisible({ timeout: 100_000 });
  const count = Number((await done.textContent())?.match(/Saved (\d+)/)?.[1]);
  expect(count).toBeGreaterThan(5);
  await expect(page.getByText(`${count} lessons saved for offline in this browser`)).toBeVisible();
  await page.getByRole("link", { name: "See saved lessons" }).click();
  await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(count);
});

/** axe and the layout at both widths in both themes, and a screenshot of each theme. */
async function checkScreen(
  page: Page,
  shot: (name: string) => Promise<void>,
  name: string,
  ready: () => Promise<void>,
) {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await page.reload();
    await ready();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page, `${name}, ${colorScheme}, ${width} px`);
    }
    await shot(`offline-${name}-${colorScheme}`);
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("the save button, the saved list and the offline page pass axe in both themes at 390 and 1280 px", async ({
  page,
  context,
  shot,
  expectedConsole,
}) => {
  test.slow();
  const unsaved = async () => {
    await waitForHydration(page);
    await expect(page.getByRole("button", { name: "Save for offline" })).toBeVisible();
  };
  await page.goto(`/topic/${TOPIC.id}`);
  await workerReady(page);
  await checkScreen(page, shot, "topic-unsaved", unsaved);

  await saveTopic(page);
  await saveTopic(page, OTHER);
  const saved = async () => {
    await waitForHydration(page);
    await expect(page.getByRole("button", { name: "Remove" })).toBeVisible();
  };
  await checkScreen(page, shot, "topic-saved", saved);

  await page.goto("/saved");
  const list = async () => {
    await waitForHydration(page);
    await expect(page.getByText("2 lessons saved for offline in this browser.")).toBeVisible();
  };
  await checkScreen(page, shot, "saved-list", list);

  await offline(context, expectedConsole);
  await page.goto("/tests");
  const fallback = async () => {
    await expect(page.getByRole("heading", { level: 1, name: "You're offline" })).toBeVisible();
  };
  await checkScreen(page, shot, "offline-page", fallback);
});

test("the privacy policy says what saving keeps; clearing progress leaves saved lessons", async ({
  page,
}) => {
  await saveTopic(page);
  await page.goto("/privacy-policy");
  await waitForHydration(page);
  const policy = page.locator("main");
  for (const fact of [
    "Lessons saved for offline reading",
    "Cache Storage",
    "Nothing is sent to us about what you save",
    "The button leaves lessons you saved for offline reading",
  ]) {
    await expect(policy).toContainText(fact);
  }
  await expect(policy.getByRole("link", { name: "Saved for offline" })).toHaveAttribute(
    "href",
    "/saved",
  );
  await page.getByRole("button", { name: "Clear my progress" }).click();
  await page.getByRole("button", { name: "Yes, clear my progress" }).click();
  await expect(page.getByText("This browser holds no progress for this site.")).toBeVisible();
  await page.goto("/saved");
  await expect(page.getByRole("link", { name: TOPIC.title })).toBeVisible();
});
