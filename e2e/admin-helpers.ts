import { expect, type Locator, type Page } from "@playwright/test";
import { ADMIN } from "./fixtures.ts";

export { listOf } from "./api-lists.ts";

/** Logs the page's browser context in as the e2e admin (the cookie is shared with the page). */
export async function loginAsAdmin(page: Page) {
  const response = await page.request.post("/api/login", { data: ADMIN });
  expect(response.status()).toBe(200);
}

/** Opens an admin screen as the logged-in admin and waits until it has rendered its heading. */
export async function openAdmin(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
}

/** A card on an admin list: an article named by its title. */
export const card = (scope: Page | Locator, name: string) =>
  scope.getByRole("article", { name, exact: true });

/** A tab whose label is `name (count)`. */
export const tab = (page: Page, name: string) =>
  page.getByRole("tab", { name: new RegExp(`^${name} \\(`) });

/** The newest toast (sonner lists it first) carrying this text. */
export const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

/** A unique suffix, so rows a test creates never collide with another test's. */
export function unique(label: string) {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
