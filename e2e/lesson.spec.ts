import type { Page } from "@playwright/test";
import { listOf } from "./api-lists.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, expectNoHorizontalScroll, test } from "./fixtures.ts";
import { waitForHydration } from "./hydration.ts";

// A lesson as issues 14 and 15 ask: formulas as MathML, exercises whose worked solution stays
// folded until asked for (without script too), figures from the site's own store with a caption,
// "Before this" at the start, and its own test and "Next" at the end, the test linking back.

const LESSON = "Calculus for Machine Learning: Derivatives, Gradients and the Chain Rule";
const BEFORE = "Linear Algebra for Machine Learning: Vectors, Matrices and Dot Products";
const NEXT = "Backpropagation and Gradient Descent";

interface Listed {
  id: number;
  title: string;
  pageCount: number;
}

async function lesson(page: Page): Promise<Listed> {
  const topics = await listOf<Listed>(page.request, "/api/topics");
  const found = topics.find((topic) => topic.title === LESSON);
  expect(found, LESSON).toBeTruthy();
  return found!;
}

/** The first page of the lesson that shows a figure. */
async function pageWithFigure(page: Page, topic: Listed): Promise<number> {
  for (let number = 1; number <= topic.pageCount; number++) {
    await page.goto(`/topic/${topic.id}?page=${number}`);
    if ((await page.locator("article figure").count()) > 0) return number;
  }
  throw new Error("no page with a figure");
}

test("formulas are MathML, solutions stay folded until asked for, figures come with captions", async ({
  page,
}) => {
  const topic = await lesson(page);
  const number = await pageWithFigure(page, topic);
  const article = page.getByRole("article");

  // Maths: rendered on the server, with MathML for assistive technology.
  expect(await article.locator("math").count()).toBeGreaterThan(0);
  await expect(article.locator(".katex-error")).toHaveCount(0);

  // A figure from /media, loaded, described and captioned, cached for a year.
  const image = article.locator("figure img").first();
  const src = (await image.getAttribute("src"))!;
  expect(src).toMatch(/^\/media\/[0-9a-f]{16}\.svg$/);
  expect((await image.getAttribute("alt"))!.length).toBeGreaterThan(20);
  await expect(article.locator("figure figcaption").first()).not.toBeEmpty();
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const served = await page.request.get(src);
  expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

  // Exercises: the solution is folded; the summary opens it.
  await page.goto(`/topic/${topic.id}?page=1`);
  await waitForHydration(page);
  for (let at = 1; at <= topic.pageCount; at++) {
    await page.goto(`/topic/${topic.id}?page=${at}`);
    if ((await page.locator("details.solution").count()) > 0) break;
  }
  const solution = page.locator("details.solution").first();
  await expect(solution).not.toHaveAttribute("open", "");
  await expect(solution.locator(".solution-body")).toBeHidden();
  await expect(page.locator(".exercise-label").first()).toHaveText(/^Exercise \d+/);
  await solution.getByText("Show solution").click();
  await expect(solution.locator(".solution-body")).toBeVisible();
  expect(number).toBeGreaterThan(0);
});

test("the solution opens without JavaScript too", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  const topic = await lesson(page);
  let found = false;
  for (let at = 1; at <= topic.pageCount && !found; at++) {
    await page.goto(`/topic/${topic.id}?page=${at}`);
    found = (await page.locator("details.solution").count()) > 0;
  }
  expect(found).toBe(true);
  const solution = page.locator("details.solution").first();
  await solution.getByText("Show solution").click();
  await expect(solution.locator(".solution-body")).toBeVisible();
  await context.close();
});

test("a lesson shows what to read before it, and ends with its own test and what comes next", async ({
  page,
}) => {
  const topic = await lesson(page);
  await page.goto(`/topic/${topic.id}`);
  const before = page.getByRole("navigation", { name: "Before this" });
  await expect(before.getByRole("link", { name: BEFORE })).toHaveAttribute(
    "href",
    /^\/topic\/\d+$/,
  );

  await page.goto(`/topic/${topic.id}?page=${topic.pageCount}`);
  await expect(page.getByRole("navigation", { name: "Before this" })).toHaveCount(0);
  const take = page.getByRole("link", { name: "Take the test" });
  const href = (await take.getAttribute("href"))!;
  expect(href).toMatch(/^\/test\/\d+$/);
  await expect(
    page.getByRole("navigation", { name: "Next" }).getByRole("link", { name: NEXT }),
  ).toBeVisible();

  // The test names its lesson on its intro, and its results offer it again.
  await page.goto(href);
  await expect(page.getByRole("link", { name: LESSON })).toHaveAttribute(
    "href",
    `/topic/${topic.id}`,
  );
});

test("a lesson page's HTML is sent once, in the document, and stays whole through hydration and page turns", async ({
  page,
}) => {
  const topic = await lesson(page);
  const address = `/topic/${topic.id}?page=2`;
  const document = await (await page.request.get(address)).text();
  await page.goto(address);
  const body = page.getByRole("article").locator(".katex-html");
  const formulas = await body.count();
  expect(formulas).toBeGreaterThan(0);
  // Each formula's markup appears once in what was sent: none again in the hydration data.
  expect(document.split("katex-html").length - 1).toBe(formulas);

  const article = page.getByRole("article");
  const text = await article.innerText();
  const shown = () => article.innerText();
  await waitForHydration(page);
  expect(await shown()).toBe(text);
  // A page turn loads the next page's data (with its HTML); turning back shows this one whole.
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/page=3$/);
  await expect.poll(shown).not.toBe(text);
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(page).toHaveURL(/page=2$/);
  await expect.poll(shown).toBe(text);
});

for (const scheme of ["light", "dark"] as const) {
  test(`a page with a figure, formulas and an open solution passes axe in the ${scheme} theme, at 390 and 1280 px`, async ({
    page,
    shot,
  }) => {
    test.slow();
    await page.emulateMedia({ colorScheme: scheme });
    const topic = await lesson(page);
    const number = await pageWithFigure(page, topic);
    await waitForHydration(page);
    const solution = page.locator("details.solution").first();
    if ((await solution.count()) > 0) await solution.getByText("Show solution").click();
    await expectNoAxeViolations(page, `lesson page ${number} (${scheme})`);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await expectNoHorizontalScroll(page);
    }
    await shot(`lesson-figure-${scheme}`);
  });
}
