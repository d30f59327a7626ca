import { listOf } from "./api-lists.ts";
import { expect, expectNoHorizontalScroll, test } from "./fixtures.ts";

test("the shared header and footer carry the spec's links", async ({ page }) => {
  await page.goto("/");
  const header = page.getByRole("navigation", { name: "Main" });
  for (const [name, href] of [
    ["Topics", "/topics"],
    ["Tests", "/tests"],
    ["Sponsors", "/sponsors"],
    ["Feedback", "/contact"],
  ]) {
    await expect(header.getByRole("link", { name })).toHaveAttribute("href", href!);
  }
  const footer = page.getByRole("navigation", { name: "Footer" });
  for (const [name, href] of [
    ["Topics", "/topics"],
    ["Tests", "/tests"],
    ["Your Progress", "/progress"],
    ["Become a Sponsor", "/sponsors/become"],
    ["Help Center (a must read ;)", "/help-center"],
    ["Contact", "/contact"],
    ["Admin", "/admin/login"],
    ["Privacy Policy", "/privacy-policy"],
  ]) {
    await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href!);
  }
  await expectNoHorizontalScroll(page);
});

test("a page's heading is named as the links to it name it", async ({ page }) => {
  // The header says Feedback and the footer Contact (spec §2); the page is not a third name.
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^(Contact|Feedback)$/);
  await expect(page).toHaveTitle(/^(Contact|Feedback) /);
  await expect(page.getByText("Contact Us")).toHaveCount(0);
});

test("the sponsors page thanks no one it does not show", async ({ page, request }) => {
  const sponsors = await listOf<unknown>(request, "/api/sponsors");
  await page.goto("/sponsors");
  if (sponsors.length === 0) {
    await expect(page.getByRole("heading", { name: "No Sponsors Yet" })).toBeVisible();
  }
  await expect(page.getByText(/organizations below/)).toHaveCount(0);
});

test("an unknown path answers 404 with 'Page Not Found'", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
});

test("the theme switch changes and remembers the theme", async ({ page }) => {
  await page.goto("/");
  const html = page.locator("html");
  const wasDark = await html.evaluate((el) => el.classList.contains("dark"));
  await page.getByRole("button", { name: /Switch to (dark|light) theme/ }).click();
  await expect(html).toHaveClass(wasDark ? /^(?!.*dark)/ : /dark/);
  await page.reload();
  expect(await html.evaluate((el) => el.classList.contains("dark"))).toBe(!wasDark);
});

test("public pages request nothing outside the site's origin", async ({ page, baseURL }) => {
  const foreign: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol !== "data:" && url.origin !== new URL(baseURL!).origin) {
      foreign.push(request.url());
    }
  });
  for (const path of [
    "/",
    "/topics",
    "/topic/1",
    "/tests",
    "/test/1",
    "/sponsors",
    "/sponsors/become",
    "/contact",
    "/help-center",
    "/privacy-policy",
  ]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(foreign).toEqual([]);
});
