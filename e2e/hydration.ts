import type { Page } from "@playwright/test";

/** Waits until React has taken over the server-rendered page, so controls respond. */
export async function waitForHydration(page: Page, selector = "main") {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return !!element && Object.keys(element).some((key) => key.startsWith("__reactProps$"));
  }, selector);
}
