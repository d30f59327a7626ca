import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { listOf } from "./api-lists.ts";
import { expectNoAxeViolations, settleTransitions } from "./axe.ts";
import { expect } from "./fixtures.ts";

// "Report a problem": the lessons to report, what reached the owner, and the open dialog in
// both themes at both widths.

const SHOTS = process.env.SHOTS_DIR ?? ".tmp/screenshots";

export interface ListedTopic {
  id: number;
  title: string;
  pageCount: number;
  isActive: boolean;
}

/** An active lesson of at least three pages, from the public list. */
export async function longLesson(api: APIRequestContext): Promise<ListedTopic> {
  const topics = await listOf<ListedTopic>(api, "/api/topics");
  const found = topics.find((topic) => topic.isActive && topic.pageCount >= 3);
  expect(found, "a lesson of three pages or more").toBeTruthy();
  return found!;
}

export interface ReportedPlace {
  kind: "lesson" | "question";
  contentId: number;
  page: number | null;
  shown: string;
  reports: Array<{
    reason: string;
    details: string | null;
    email: string | null;
    quote: string | null;
  }>;
}

/** The owner's list of reported places and the one report whose details say `details`. */
export async function reportWithDetails(api: APIRequestContext, details: string) {
  const places = await listOf<ReportedPlace>(api, "/api/problem-reports");
  for (const place of places) {
    const report = place.reports.find((item) => item.details === details);
    if (report) return { place, report };
  }
  return null;
}

export function reportDialog(page: Page) {
  return page.getByRole("dialog", { name: "Report a problem" });
}

/** axe finds nothing on the page as it is, light and dark (no reload: a run would be lost). */
export async function expectAccessibleAsIs(page: Page, label: string) {
  for (const dark of [false, true]) {
    await page.evaluate((on) => document.documentElement.classList.toggle("dark", on), dark);
    await expectNoAxeViolations(page, `${label} ${dark ? "dark" : "light"}`);
  }
  await page.evaluate(() => document.documentElement.classList.remove("dark"));
}

/**
 * The open dialog at 390 and 1280 px, light and dark (the class the theme toggle sets), with
 * axe run on it each time; saved as <name>-<width>-<theme>.png, `inView` scrolled to.
 */
export async function dialogShots(page: Page, name: string, inView?: Locator) {
  for (const dark of [false, true]) {
    await page.evaluate((on) => document.documentElement.classList.toggle("dark", on), dark);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await settleTransitions(page);
      await inView?.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/${name}-${width}-${dark ? "dark" : "light"}.png` });
      await expectNoAxeViolations(
        page,
        `${name} ${width} ${dark ? "dark" : "light"}`,
        "dialog[open]",
      );
    }
  }
  await page.evaluate(() => document.documentElement.classList.remove("dark"));
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** One element (a review's question with its report button) at 390 and 1280 px, light. */
export async function itemShots(item: Locator, name: string) {
  const page = item.page();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await item.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
