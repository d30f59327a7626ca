import { listOf, loginAsAdmin } from "./admin-helpers.ts";
import { expectAccessibleInBothThemes } from "./axe.ts";
import { ADMIN, expect, test } from "./fixtures.ts";

const PROTECTED = [
  "/admin/dashboard",
  "/admin/analytics",
  "/admin/contact",
  "/admin/topics",
  "/admin/tests",
  "/admin/sponsors",
];

test("every protected admin route sends a visitor to the login", async ({ page }) => {
  for (const path of PROTECTED) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
  }
});

test("the login checks its fields, refuses a wrong password and signs in", async ({ page }) => {
  await page.goto("/admin/login");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Username is required")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();

  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Login failed")).toBeVisible();
  await expect(page.getByText("Invalid username or password")).toBeVisible();
  await expect(page.getByLabel("Password")).toHaveValue("");
  await expect(page).toHaveURL(/\/admin\/login$/);

  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText("Login successful")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
});

test("a logged-in admin visiting the login goes to the dashboard; /admin too", async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto("/admin/login");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test("Sign Out ends the session, says so, and the admin pages are closed again", async ({
  page,
}) => {
  await loginAsAdmin(page);
  await page.goto("/admin/topics");
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByText("You have been logged out successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect((await page.request.get("/api/user")).status()).toBe(401);
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test("the dashboard shows the six counts, the cards' links and the quick actions", async ({
  page,
  adminApi,
  shot,
}) => {
  await loginAsAdmin(page);
  await page.goto("/admin/dashboard");
  const topics = await listOf<unknown>(adminApi, "/api/topics");
  const counts = page.getByRole("list").filter({ hasText: "Pending Messages" });
  await expect(counts.getByRole("link", { name: /^Topics/ })).toContainText(String(topics.length));
  for (const [name, href] of [
    ["Topics", "/admin/topics"],
    ["Active Tests", "/admin/tests"],
    ["Active Sponsors", "/admin/sponsors"],
    ["Pending Messages", "/admin/contact"],
  ] as const) {
    await expect(counts.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute(
      "href",
      href,
    );
  }
  await expect(counts.getByRole("link", { name: /Active Categories/ })).toContainText(/\d/);
  await expect(page.getByRole("link", { name: "View Public Site" })).toHaveAttribute("href", "/");

  // Pending sponsor inquiries are counted too, and their card opens the Inquiries tab.
  const inquiries = await listOf<{ status: string }>(adminApi, "/api/sponsor-inquiries");
  const waiting = inquiries.filter((inquiry) => inquiry.status === "pending").length;
  const inquiryCard = counts.getByRole("link", { name: /^Pending Inquiries/ });
  await expect(inquiryCard).toContainText(String(waiting));
  await expect(inquiryCard).toHaveAttribute("href", "/admin/sponsors?tab=inquiries");
  await expect(counts.getByRole("listitem")).toHaveCount(6);
  await expect(page.getByRole("heading", { name: "Platform Settings" })).toBeVisible();
  await shot("admin-dashboard");
  await expectAccessibleInBothThemes(page, async () => {
    await expect(counts.getByRole("link", { name: /^Topics/ })).toContainText(/\d/);
  });

  await inquiryCard.click();
  await expect(page.getByRole("heading", { level: 1, name: "Sponsor Management" })).toBeVisible();
  await expect(page.getByRole("tab", { name: /^Inquiries/ })).toHaveAttribute(
    "aria-selected",
    "true",
  );
});

test("a logged-in user who is not an admin sees Access Denied", async ({ page }) => {
  // The member account is made with the CLI by the e2e server script.
  const response = await page.request.post("/api/login", {
    data: { username: "e2e-member", password: "e2e member password 1" },
  });
  expect(response.status()).toBe(200);
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(page.getByText("You need admin privileges to access this page.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to login" })).toHaveAttribute(
    "href",
    "/admin/login",
  );
});

test("a throttled login says when to try again", async ({ page, expectedConsole }) => {
  // The e2e server raises the failure limit so other tests are never throttled; the throttling
  // itself is tested against the real server in auth.routes.test.ts. Here the browser gets the
  // server's 429 answer, exactly as it is shaped, to check what the owner is told.
  expectedConsole.push(/status of 429/);
  await page.route("**/api/login", (route) =>
    route.fulfill({
      status: 429,
      headers: { "retry-after": "600", "content-type": "application/json" },
      body: JSON.stringify({ error: "Too many failed logins. Try again in 10 minutes." }),
    }),
  );
  await page.goto("/admin/login");
  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Password").fill("a guess");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Try again in 10 minutes" }),
  ).toBeVisible();
});
