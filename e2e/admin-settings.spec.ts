import type { APIRequestContext, Page } from "@playwright/test";
import { listOf, loginAsAdmin, openAdmin, unique } from "./admin-helpers.ts";
import { expectAccessibleInBothThemes } from "./axe.ts";
import { ADMIN, expect, expectNoHorizontalScroll, test } from "./fixtures.ts";

interface Settings {
  siteName: string;
  ownerName: string;
  companyName: string | null;
  donationUrl: string | null;
  ai: { configured: boolean; provider: string | null; model: string | null };
}

const NEW_PASSWORD = "e2e admin password 2 changed";

async function settingsOf(api: APIRequestContext): Promise<Settings> {
  const response = await api.get("/api/settings");
  expect(response.status()).toBe(200);
  return (await response.json()) as Settings;
}

/** Puts the settings back as they were, so specs expecting 'Learn AI' are not affected. */
async function restore(api: APIRequestContext, before: Settings) {
  const { siteName, ownerName, companyName, donationUrl } = before;
  const response = await api.patch("/api/settings", {
    data: { siteName, ownerName, companyName: companyName ?? "", donationUrl: donationUrl ?? "" },
  });
  expect(response.status()).toBe(200);
}

const settingsCard = (page: Page) =>
  page.locator("form").filter({ has: page.getByLabel("Site name") });
const passwordCard = (page: Page) =>
  page.locator("form").filter({ has: page.getByLabel("Current password") });

test("Platform Settings saves the owner, donation link and site name, and the public pages show them", async ({
  page,
  adminApi,
}) => {
  const before = await settingsOf(adminApi);
  const owner = unique("Owner");
  const siteName = unique("Site").slice(0, 40);
  try {
    await loginAsAdmin(page);
    await openAdmin(page, "/admin/dashboard", "Admin Dashboard");
    const form = settingsCard(page);
    await expect(form.getByLabel("Site name")).toHaveValue(before.siteName);
    await expect(form.getByLabel("Owner name")).toHaveValue(before.ownerName);
    const save = form.getByRole("button", { name: "Save Settings" });
    await expect(save).toBeDisabled();

    // Rules at the fields, before anything is sent.
    await form.getByLabel("Site name").fill("   ");
    await form.getByLabel("Donation link").fill("give dot com");
    await save.click();
    await expect(form.getByLabel("Site name")).toHaveAccessibleDescription(/Site name is required/);
    await expect(form.getByLabel("Donation link")).toHaveAccessibleDescription(
      /Please enter a valid donation link \(http or https\)/,
    );
    await form.getByRole("button", { name: "Discard changes" }).click();
    await expect(form.getByLabel("Site name")).toHaveValue(before.siteName);
    await expect(save).toBeDisabled();

    await form.getByLabel("Owner name").fill(owner);
    await form.getByLabel("Donation link").fill("https://donate.example/e2e");
    await form.getByLabel("Site name").fill(siteName);
    await expect(save).toBeEnabled();
    await save.click();
    await expect(page.getByText("Settings saved")).toBeVisible();
    await expect(save).toBeDisabled();
    // The site header on this very page shows the new name without a reload.
    await expect(page.getByRole("banner")).toContainText(siteName);

    const saved = await settingsOf(adminApi);
    expect(saved).toMatchObject({
      siteName,
      ownerName: owner,
      donationUrl: "https://donate.example/e2e",
    });

    // A visitor's pages: the help centre names the owner; the footer links the donation.
    const visitor = await page.context().browser()!.newPage();
    try {
      await visitor.goto("/help-center?article=who-built-this");
      await expect(visitor.getByRole("main")).toContainText(owner);
      await expect(visitor.getByRole("banner")).toContainText(siteName);
      await expect(
        visitor.getByRole("contentinfo").getByRole("link", { name: "Support it with a donation" }),
      ).toHaveAttribute("href", "https://donate.example/e2e");
      await visitor.goto("/help-center?article=sponsors-and-contributions");
      await expect(visitor.getByRole("link", { name: /make a donation/ })).toHaveAttribute(
        "href",
        "https://donate.example/e2e",
      );
    } finally {
      await visitor.close();
    }

    // Emptying the donation link hides it again.
    await form.getByLabel("Donation link").fill("");
    await save.click();
    await expect.poll(async () => (await settingsOf(adminApi)).donationUrl).toBeNull();
    await expect(save).toBeDisabled();
  } finally {
    await restore(adminApi, before);
  }
  await page.goto("/");
  await expect(page.getByRole("banner")).toContainText(before.siteName);
});

test("a refused save says 'Save failed' with the server's text, at the field too", async ({
  page,
  expectedConsole,
}) => {
  expectedConsole.push(/status of 400/);
  await loginAsAdmin(page);
  await openAdmin(page, "/admin/dashboard", "Admin Dashboard");
  // The server's own 400, as it is shaped, for a rule the browser does not know.
  await page.route("**/api/settings", (route) =>
    route.request().method() === "PATCH"
      ? route.fulfill({
          status: 400,
          contentType: "application/json",
          body: JSON.stringify({
            error: "That name is taken by the server",
            fields: { ownerName: "That name is taken by the server" },
          }),
        })
      : route.continue(),
  );
  const form = settingsCard(page);
  await form.getByLabel("Owner name").fill("Someone Else");
  await form.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText("Save failed")).toBeVisible();
  await expect(form.getByLabel("Owner name")).toHaveAccessibleDescription(
    /That name is taken by the server/,
  );
  await expect(form.getByLabel("Owner name")).toHaveValue("Someone Else");
});

test("the AI provider shows as not configured, with how to configure it", async ({ page }) => {
  await loginAsAdmin(page);
  await openAdmin(page, "/admin/dashboard", "Admin Dashboard");
  const ai = page.getByRole("region", { name: "AI Provider" });
  await expect(ai.getByText("Not configured")).toBeVisible();
  for (const variable of ["AI_PROVIDER", "AI_MODEL", "AI_API_KEY", "AI_BASE_URL"]) {
    await expect(ai.getByText(variable, { exact: true })).toBeVisible();
  }
  await expect(ai).toContainText("restart the server");
});

test("Change Password checks the current password at the field, changes it, and signs out other sessions", async ({
  page,
  playwright,
  baseURL,
  expectedConsole,
}) => {
  expectedConsole.push(/status of 400/);
  await loginAsAdmin(page);
  const elsewhere = await playwright.request.newContext({ baseURL });
  const fresh = await playwright.request.newContext({ baseURL });
  let changed = false;
  try {
    expect((await elsewhere.post("/api/login", { data: ADMIN })).status()).toBe(200);
    await openAdmin(page, "/admin/dashboard", "Admin Dashboard");
    const form = passwordCard(page);
    const submit = form.getByRole("button", { name: "Change Password" });

    // The browser's rules first.
    await form.getByLabel("Current password").fill(ADMIN.password);
    await form.getByLabel("New password", { exact: true }).fill("too short");
    await form.getByLabel("Confirm new password").fill("something else");
    await submit.click();
    await expect(form.getByLabel("New password", { exact: true })).toHaveAccessibleDescription(
      /Password must be at least 12 characters/,
    );
    await expect(form.getByLabel("Confirm new password")).toHaveAccessibleDescription(
      /Passwords do not match/,
    );

    // A wrong current password: the server's answer, at its field.
    await form.getByLabel("Current password").fill("not the password at all");
    await form.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel("Confirm new password").fill(NEW_PASSWORD);
    await submit.click();
    await expect(form.getByLabel("Current password")).toHaveAccessibleDescription(
      /Current password is incorrect/,
    );
    await expect(form.getByLabel("Current password")).toBeFocused();
    expect((await elsewhere.get("/api/user")).status()).toBe(200);

    await form.getByLabel("Current password").fill(ADMIN.password);
    await submit.click();
    await expect(page.getByText("Password changed")).toBeVisible();
    await expect(page.getByText("Other sessions have been signed out.")).toBeVisible();
    changed = true;
    await expect(form.getByLabel("Current password")).toHaveValue("");

    // The other session ended; this one goes on.
    expect((await elsewhere.get("/api/user")).status()).toBe(401);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();

    // Only the new password logs in now.
    const old = await fresh.post("/api/login", { data: ADMIN });
    expect(old.status()).toBe(401);
    const login = await fresh.post("/api/login", {
      data: { username: ADMIN.username, password: NEW_PASSWORD },
    });
    expect(login.status()).toBe(200);
  } finally {
    // Back to the password every other spec logs in with.
    if (changed) {
      const back = await page.request.post("/api/user/password", {
        data: { currentPassword: NEW_PASSWORD, newPassword: ADMIN.password },
      });
      expect(back.status()).toBe(204);
    }
    await elsewhere.dispose();
    await fresh.dispose();
  }
  expect((await page.request.post("/api/login", { data: ADMIN })).status()).toBe(200);
});

test("an admin reading a topic is not counted as a view; a visitor is", async ({
  page,
  adminApi,
  playwright,
  baseURL,
}) => {
  const topics = await listOf<{ id: number; hasContent: boolean }>(adminApi, "/api/topics");
  const topic = topics.find((item) => item.hasContent)!;
  const views = async () => {
    const response = await adminApi.get("/api/analytics/page-views");
    return ((await response.json()) as { topicViews: number }).topicViews;
  };
  const before = await views();
  await loginAsAdmin(page);
  await page.goto(`/topic/${topic.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect((await adminApi.get(`/api/topics/${topic.id}/content`)).status()).toBe(200);
  expect(await views()).toBe(before);

  const visitor = await playwright.request.newContext({ baseURL });
  try {
    expect((await visitor.get(`/topic/${topic.id}`)).status()).toBe(200);
  } finally {
    await visitor.dispose();
  }
  expect(await views()).toBe(before + 1);
});

test("the settings cards hold at 360 px, pass axe in both themes, and look finished", async ({
  page,
  shot,
}) => {
  await loginAsAdmin(page);
  await openAdmin(page, "/admin/dashboard", "Admin Dashboard");
  const ready = async () => {
    await expect(settingsCard(page).getByLabel("Site name")).not.toHaveValue("");
    await expect(page.getByRole("heading", { name: "Change Password" })).toBeVisible();
  };
  await ready();
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoHorizontalScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot("admin-settings");
  await expectAccessibleInBothThemes(page, ready);
});
