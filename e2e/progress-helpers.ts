import { mkdirSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import jsqr from "jsqr";
import { listOf } from "./api-lists.ts";
import { expect } from "./fixtures.ts";
import { waitForHydration } from "./hydration.ts";

export const PROGRESS_KEY = "learn-ai:progress:v1";

// jsqr is CommonJS: its module.exports is the function, and so is its `default`.
const jsQR = jsqr.default;

export interface ListedTopic {
  id: number;
  title: string;
  category: string;
  pageCount: number;
}

export interface ListedTest {
  id: number;
  title: string;
  category: string;
  isActive: boolean;
  questionCount: number;
}

/** Readable topics and startable tests of the starter catalog, from the public API. */
export async function catalog(page: Page) {
  const topics = (await listOf<ListedTopic>(page.request, "/api/topics")).filter(
    (topic) => topic.pageCount > 0,
  );
  const tests = (await listOf<ListedTest>(page.request, "/api/tests")).filter(
    (test) => test.isActive && test.questionCount > 0,
  );
  return { topics, tests };
}

/**
 * Progress as the site stores it, written into this browser: `finished` topics read to the end,
 * `started` ones to page 2, tests taken, and activity on the last `days` days (counted from
 * today in the browser's own time zone, every third one missed before the last week).
 */
export async function seedProgress(
  page: Page,
  data: { finished: ListedTopic[]; started: ListedTopic[]; tests: ListedTest[]; days: number },
) {
  await page.evaluate(
    ({ key, finished, started, tests, days }) => {
      const now = Date.now();
      const at = (minutes: number) => new Date(now - minutes * 60_000).toISOString();
      const topic = (t: { title: string; pageCount: number }, page: number, age: number) => ({
        title: t.title,
        page,
        furthest: page,
        pages: t.pageCount,
        finished: page >= t.pageCount - 1,
        updatedAt: at(age),
      });
      const dayOf = (back: number) => {
        const date = new Date(now - back * 86_400_000);
        const pad = (n: number) => String(n).padStart(2, "0");
        return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
      };
      const progress = {
        topics: Object.fromEntries([
          ...finished.map((t, i) => [t.id, topic(t, t.pageCount - 1, 60 * (i + 2))]),
          ...started.map((t, i) => [t.id, topic(t, 1, i + 1)]),
        ]),
        tests: Object.fromEntries(
          tests.map((t, i) => [
            t.id,
            {
              title: t.title,
              bestScore: i === 0 ? 90 : 50,
              lastScore: i === 0 ? 80 : 50,
              lastPassed: i === 0,
              everPassed: i === 0,
              attempts: 2,
              attemptsBy: { seeded: 2 },
              updatedAt: at(30 * (i + 1)),
              scoring: 2,
            },
          ]),
        ),
        days: Array.from({ length: days }, (_, back) => back)
          .filter((back) => back < 7 || back % 3 !== 0)
          .map(dayOf)
          .reverse(),
        browser: "seeded",
      };
      localStorage.setItem(key, JSON.stringify(progress));
    },
    { key: PROGRESS_KEY, ...data },
  );
}

export const stored = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), PROGRESS_KEY);

/** /progress once its content has been read from this browser. */
export async function openProgress(page: Page, url = "/progress") {
  await page.goto(url);
  await waitForHydration(page);
  await expect(page.getByText("Reading your progress from this browser…")).toHaveCount(0);
}

/** A second browser with nothing stored; its console errors are collected like the first's. */
export async function freshBrowser(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return { context, page, problems };
}

/** Uploads a file through the page's "Import from a file" button. */
export async function importFile(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const [chooser] = await Promise.all([
    page.waitForEvent("filechooser"),
    page.getByRole("button", { name: "Import from a file" }).click(),
  ]);
  await chooser.setFiles(file);
}

/** The text of the QR code in the open dialog, read back from its pixels as a phone would. */
export async function readQrCode(page: Page): Promise<string | null> {
  const image = await page.evaluate(async () => {
    const svg = document.querySelector("dialog[open] svg[role='img']") as SVGSVGElement;
    const modules = svg.viewBox.baseVal.width;
    const scale = 6;
    const quiet = 4 * scale;
    const side = modules * scale + 2 * quiet;
    const canvas = document.createElement("canvas");
    canvas.width = side;
    canvas.height = side;
    const context = canvas.getContext("2d")!;
    context.fillStyle = "#fff";
    context.fillRect(0, 0, side, side);
    const picture = new Image();
    picture.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`;
    await picture.decode();
    context.imageSmoothingEnabled = false;
    context.drawImage(picture, quiet, quiet, modules * scale, modules * scale);
    return { data: Array.from(context.getImageData(0, 0, side, side).data), side };
  });
  return jsQR(Uint8ClampedArray.from(image.data), image.side, image.side)?.data ?? null;
}

const SHOTS = "/tmp/shots-progress";

/**
 * Screenshots at 390 and 1280 px in the current theme, for a person to look at: the full page,
 * or (a modal dialog open, which stays in the viewport) what the viewport shows.
 */
export async function shoot(page: Page, name: string, fullPage = true) {
  mkdirSync(SHOTS, { recursive: true });
  const original = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage });
  }
  if (original) await page.setViewportSize(original);
}
