import { mkdirSync } from "node:fs";
import { type APIRequestContext, test as base, expect, type Page } from "@playwright/test";

export const ADMIN = { username: "e2e-admin", password: "e2e admin password 1" };
const SHOTS = ".tmp/screenshots";

interface Fixtures {
  /** The API as the logged-in admin, to check what reached the database. */
  adminApi: APIRequestContext;
  /** Writes full-page screenshots at 390 px and 1280 px wide: .tmp/screenshots/<name>-<w>.png */
  shot: (name: string) => Promise<void>;
  /**
   * Console errors this test provokes on purpose (a logo URL that 404s, a POST answered 500):
   * `expectedConsole.push(/status of 500/)`. Any other console error still fails the test.
   */
  expectedConsole: RegExp[];
}

export const test = base.extend<Fixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  expectedConsole: async ({}, use) => {
    await use([]);
  },
  page: async ({ page, expectedConsole }, use) => {
    // An unexpected console error or warning on a page fails its test.
    const problems: string[] = [];
    page.on("console", (message) => {
      // A page answered 404 on purpose logs its own status; that is not a problem.
      const documentStatus =
        message.text().includes("the server responded with a status of 404") &&
        message.location().url === page.url();
      if (documentStatus) return;
      // The admin area asks GET /api/user who is logged in; a visitor gets the API's 401, which
      // the browser logs. A refused login is a 401 too. Both are answers, not failures.
      const authAnswer =
        /status of 401/.test(message.text()) && /\/api\/(user|login)$/.test(message.location().url);
      if (authAnswer) return;
      if (expectedConsole.some((pattern) => pattern.test(message.text()))) return;
      if (message.type() === "error" || message.type() === "warning") {
        problems.push(`${message.type()}: ${message.text()}`);
      }
    });
    page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
    await use(page);
    expect(problems, "console errors on the page").toEqual([]);
  },
  adminApi: async ({ playwright, baseURL }, use) => {
    const api = await playwright.request.newContext({ baseURL });
    const response = await api.post("/api/login", { data: ADMIN });
    expect(response.status()).toBe(200);
    await use(api);
    await api.dispose();
  },
  shot: async ({ page }, use) => {
    mkdirSync(SHOTS, { recursive: true });
    await use(async (name) => {
      const original = page.viewportSize();
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
        await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
      }
      if (original) await page.setViewportSize(original);
    });
  },
});

export { expect };

/** Fails when the page has content wider than the viewport (a layout that does not hold). */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}
