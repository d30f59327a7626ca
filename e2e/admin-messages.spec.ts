import type { APIRequestContext, Locator } from "@playwright/test";
import { card, listOf, loginAsAdmin, openAdmin, tab, toast, unique } from "./admin-helpers.ts";
import { expectAccessibleInBothThemes } from "./axe.ts";
import { expect, expectNoHorizontalScroll, test } from "./fixtures.ts";

// /admin/contact: messages by status in three tabs, the moves of spec §4 plus reopening (issue 14),
// delete after confirmation, 'Check for New Messages', and the spec §8 toasts.

interface Message {
  id: number;
  subject: string;
  status: string;
}

const TITLE = "Contact Messages";

/** Sends a message the way a visitor does, through the public endpoint. */
async function send(
  api: APIRequestContext,
  subject: string,
  extra: { name?: string; email?: string; message?: string } = {},
) {
  const response = await api.post("/api/contact-messages", {
    data: { message: "I would like to know more about the AI courses.", ...extra, subject },
  });
  expect(response.status(), await response.text()).toBe(201);
  const found = (await listOf<Message>(api, "/api/contact-messages")).find(
    (message) => message.subject === subject,
  );
  expect(found).toBeDefined();
  return found!;
}

async function pendingCount(api: APIRequestContext) {
  const all = await listOf<Message>(api, "/api/contact-messages");
  return all.filter((message) => message.status === "pending" || message.status === "unread")
    .length;
}

async function moveButtons(article: Locator) {
  return article.getByRole("button", { name: /^(Mark |Reopen)/ });
}

test("new messages list under Pending with their count, sender, date and whole text", async ({
  page,
  adminApi,
}) => {
  const subject = unique("Question about courses");
  const text = "Hello there,\n\n  the second paragraph is indented.\nAnd a third line.";
  await send(adminApi, subject, { name: "Ada Lovelace", email: "ada@example.com", message: text });
  const anonymous = unique("Anonymous note");
  await send(adminApi, anonymous);

  await loginAsAdmin(page);
  await openAdmin(page, "/admin/contact", TITLE);
  await expect(tab(page, "Pending")).toHaveAttribute("aria-selected", "true");
  await expect(tab(page, "Pending")).toHaveText(`Pending (${await pendingCount(adminApi)})`);
  await expect(tab(page, "Responded")).toHaveText(/^Responded \(\d+\)$/);
  await expect(tab(page, "Closed")).toHaveText(/^Closed \(\d+\)$/);

  const message = card(page, subject);
  await expect(message.getByText("Pending", { exact: true })).toBeVisible();
  await expect(message.getByText("Ada Lovelace")).toBeVisible();
  await expect(message.getByRole("link", { name: "ada@example.com" })).toHaveAttribute(
    "href",
    "mailto:ada@example.com",
  );
  await expect(message.locator("time")).toHaveText(/just now|minute/);
  const body = message.getByText("the second paragraph is indented.");
  expect(await body.evaluate((element) => element.textContent)).toBe(text);
  await expect(body).toHaveCSS("white-space", "pre-wrap");
  await expect(card(page, anonymous).getByText("No name or email given")).toBeVisible();
});

test("pending → responded → closed, and pending → closed, each move named by its result", async ({
  page,
  adminApi,
}) => {
  const first = await send(adminApi, unique("Responded then closed"));
  const second = await send(adminApi, unique("Closed at once"));
  await loginAsAdmin(page);
  await openAdmin(page, "/admin/contact", TITLE);
  const pending = await pendingCount(adminApi);
  await expect(tab(page, "Pending")).toHaveText(`Pending (${pending})`);

  const one = card(page, first.subject);
  await expect(await moveButtons(one)).toHaveText([
    `Mark responded: ${first.subject}`,
    `Mark closed: ${first.subject}`,
  ]);
  await one.getByRole("button", { name: /^Mark responded/ }).click();
  await expect(toast(page, "Moved to Responded.")).toBeVisible();
  await expect(toast(page, "Moved to Responded.")).toContainText("Message updated");
  await expect(one).toHaveCount(0);
  await expect(tab(page, "Pending")).toHaveText(`Pending (${pending - 1})`);

  await tab(page, "Responded").click();
  await expect(one.getByText("Responded", { exact: true })).toBeVisible();
  await expect(await moveButtons(one)).toHaveText([
    `Mark closed: ${first.subject}`,
    `Reopen: ${first.subject}`,
  ]);
  await one.getByRole("button", { name: /^Mark closed/ }).click();
  await expect(toast(page, "Moved to Closed.")).toBeVisible();
  await expect(one).toHaveCount(0);

  await tab(page, "Pending").click();
  await card(page, second.subject)
    .getByRole("button", { name: /^Mark closed/ })
    .click();
  await expect(card(page, second.subject)).toHaveCount(0);
  await expect(tab(page, "Pending")).toHaveText(`Pending (${pending - 2})`);

  await tab(page, "Closed").click();
  for (const subject of [first.subject, second.subject]) {
    await expect(card(page, subject).getByText("Closed", { exact: true })).toBeVisible();
    await expect(await moveButtons(card(page, subject))).toHaveText([`Reopen: ${subject}`]);
    await expect(card(page, subject).getByRole("button", { name: /^Delete/ })).toBeVisible();
  }
  const stored = await listOf<Message>(adminApi, "/api/contact-messages");
  expect(stored.find((message) => message.id === first.id)?.status).toBe("closed");
  expect(stored.find((message) => message.id === second.id)?.status).toBe("closed");

  // The server refuses what the screen does not offer.
  const refused = await adminApi.patch(`/api/contact-messages/${first.id}`, {
    data: { status: "responded" },
  });
  expect(refused.status()).toBe(409);
});

test("a closed or responded message reopens to Pending", async ({ page, adminApi }) => {
  const closed = await send(adminApi, unique("Closed too soon"));
  const responded = await send(adminApi, unique("Needs another reply"));
  for (const [message, status] of [
    [closed, "closed"],
    [responded, "responded"],
  ] as const) {
    const moved = await adminApi.patch(`/api/contact-messages/${message.id}`, {
      data: { status },
    });
    expect(moved.status()).toBe(200);
  }
  await loginAsAdmin(page);
  await openAdmin(page, "/admin/contact", TITLE);
  const pending = await pendingCount(adminApi);

  await tab(page, "Closed").click();
  await card(page, closed.subject)
    .getByRole("button", { name: /^Reopen/ })
    .click();
  await expect(toast(page, "Moved to Pending.")).toBeVisible();
  await expect(card(page, closed.subject)).toHaveCount(0);
  await tab(page, "Responded").click();
  await card(page, responded.subject)
    .getByRole("button", { name: /^Reopen/ })
    .click();
  await expect(card(page, responded.subject)).toHaveCount(0);

  await tab(page, "Pending").click();
  await expect(tab(page, "Pending")).toHaveText(`Pending (${pending + 2})`);
  for (const message of [closed, responded]) {
    await expect(card(page, message.subject).getByText("Pending", { exact: true })).toBeVisible();
  }
  const stored = await listOf<Message>(adminApi, "/api/contact-messages");
  for (const message of [closed, responded]) {
    expect(stored.find((row) => row.id === message.id)?.status).toBe("pending");
  }
});

test("an email that is not a plain address shows as text, never as a mail link", async ({
  page,
  adminApi,
}) => {
  const hostile = "a@b.co?cc=x%40evil.example&body=Click%20here";
  const subject = unique("Crafted address");
  await send(adminApi, subject, { email: hostile });
  const plain = unique("Plain address");
  await send(adminApi, plain, { email: "ada@example.com" });
  await loginAsAdmin(page);
  await openAdmin(page, "/admin/contact", TITLE);

  const crafted = card(page, subject);
  await expect(crafted.getByText(hostile, { exact: true })).toBeVisible();
  await expect(crafted.getByRole("link")).toHaveCount(0);
  await expect(crafted.locator('a[href^="mailto:"]')).toHaveCount(0);
  await expect(card(page, plain).getByRole("link", { name: "ada@example.com" })).toHaveAttribute(
    "href",
    "mailto:ada@example.com",
  );
});

test("legacy 'unread' messages list under Pending and move like pending ones", async ({ page }) => {
  const subject = unique("Legacy unread");
  const pendingPage = (url: URL) =>
    url.pathname === "/api/contact-messages" && url.searchParams.get("status") === "pending";
  await page.route(pendingPage, async (route) => {
    const response = await route.fetch();
    const list = (await response.json()) as Message[];
    const legacy = {
      id: 999_999,
      name: null,
      email: null,
      subject,
      message: "Sent before statuses were renamed.",
      status: "unread",
      createdAt: "2024-01-15T10:00:00.000Z",
      updatedAt: "2024-01-15T10:00:00.000Z",
    };
    const json = [...list, legacy];
    await route.fulfill({
      response,
      headers: { ...response.headers(), "x-total-count": String(json.length) },
      json,
    });
  });
  await loginAsAdmin(page);
  await openAdmin(page, "/admin/contact", TITLE);
  const legacy = card(page, subject);
  await expect(legacy.getByText("Unread", { exact: true })).toBeVisible();
  await expect(await moveButtons(legacy)).toHaveText([
    `Mark responded: ${subject}`,
    `Mark closed: ${subject}`,
  ]);
});

test("delete asks first; Cancel keeps the message, Delete Message removes it", async ({
  page,
  adminApi,
}) => {
  const message = await send(adminApi, unique("To be deleted"));
  await loginAsAdmin(page);
  await openAdmin(page, "/admin/contact", TITLE);
  const pending = await pendingCount(adminApi);

  await card(page, message.subject)
    .getByRole("button", { name: /^Delete/ })
    .click();
  const dialog = page.getByRole("dialog", { name: "Delete this message?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(message.subject);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, message.subject)).toBeVisible();
  expect((await listOf<Message>(adminApi, "/api/contact-messages")).map((m) => m.id)).toContain(
    message.id,
  );

  await card(page, message.subject)
    .getByRole("button", { name: /^Delete/ })
    .click();
  await dialog.getByRole("button", { name: "Delete Message" }).click();
  await expect(toast(page, "Message deleted")).toBeVisible();
  await expect(card(page, message.subject)).toHaveCount(0);
  await expect(tab(page, "Pending")).toHaveText(`Pending (${pending - 1})`);
  expect((await listOf<Message>(adminApi, "/api/contact-messages")).map((m) => m.id)).not.toContain(
    message.id,
  );
});

test("failed moves and deletes say so and keep the message", async ({
  page,
  adminApi,
  expectedConsole,
}) => {
  expectedConsole.push(/status of 500/);
  const message = await send(adminApi, unique("Server trouble"));
  await loginAsAdmin(page);
  await openAdmin(page, "/admin/contact", TITLE);
  await page.route(`**/api/contact-messages/${message.id}`, (route) =>
    route.fulfill({ status: 500, json: { error: "Internal Server Error" } }),
  );

  await card(page, message.subject)
    .getByRole("button", { name: /^Mark closed/ })
    .click();
  await expect(toast(page, "Update failed")).toBeVisible();
  await expect(toast(page, "Update failed")).toContainText("Internal Server Error");
  await expect(card(page, message.subject).getByText("Pending", { exact: true })).toBeVisible();

  await card(page, message.subject)
    .getByRole("button", { name: /^Delete/ })
    .click();
  await page.getByRole("button", { name: "Delete Message" }).click();
  await expect(toast(page, "Delete failed")).toBeVisible();
  await expect(card(page, message.subject)).toBeVisible();
});

test("'Check for New Messages' picks up a message sent after the page loaded", async ({
  page,
  adminApi,
}) => {
  await loginAsAdmin(page);
  await openAdmin(page, "/admin/contact", TITLE);
  await expect(tab(page, "Pending")).toHaveText(/\(\d+\)/);
  const subject = unique("Arrived later");
  await send(adminApi, subject, { name: "Late Visitor" });
  await expect(card(page, subject)).toHaveCount(0);

  await page.getByRole("button", { name: "Check for New Messages" }).click();
  await expect(toast(page, "1 new message")).toBeVisible();
  await expect(card(page, subject)).toBeVisible();
  await expect(tab(page, "Pending")).toHaveText(`Pending (${await pendingCount(adminApi)})`);

  await page.getByRole("button", { name: "Check for New Messages" }).click();
  await expect(toast(page, "No new messages")).toBeVisible();
});

test("loading failure offers a retry; an empty tab says so", async ({ page, expectedConsole }) => {
  expectedConsole.push(/status of 500/);
  let fail = true;
  // The tab's page and the tabs' counts both fail, then both come back empty.
  await page.route(
    (url) => url.pathname.startsWith("/api/contact-messages"),
    (route) =>
      fail
        ? route.fulfill({ status: 500, json: { error: "Internal Server Error" } })
        : route.fulfill({
            json: new URL(route.request().url()).pathname.endsWith("/counts")
              ? { pending: 0, responded: 0, closed: 0 }
              : [],
          }),
  );
  await loginAsAdmin(page);
  await openAdmin(page, "/admin/contact", TITLE);
  await expect(page.getByRole("alert")).toContainText("Could not load messages");
  fail = false;
  await page.getByRole("button", { name: "Try Again" }).click();
  await expect(tab(page, "Pending")).toHaveText("Pending (0)");
  await expect(page.getByRole("heading", { name: "No pending messages" })).toBeVisible();
  await tab(page, "Closed").click();
  await expect(page.getByRole("heading", { name: "No closed messages" })).toBeVisible();
});

test("the messages screen holds at 360 px and is accessible in both themes", async ({
  page,
  adminApi,
  shot,
}) => {
  await send(adminApi, unique("Partnership proposal"), {
    name: "Grace Hopper",
    email: "grace@example.com",
    message: `We run a coding school and would love to link to your tests.\n\nA very long word follows: ${"x".repeat(120)}`,
  });
  await send(adminApi, unique("Typo on a topic page"), {
    message: "The third page of the neural networks topic spells 'perceptron' wrong.",
  });
  await loginAsAdmin(page);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.setViewportSize({ width: 360, height: 800 });
  await openAdmin(page, "/admin/contact", TITLE);
  await expect(page.getByRole("article").first()).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot("admin-messages");
  await expectAccessibleInBothThemes(page, async () => {
    await expect(page.getByRole("article").first()).toBeVisible();
  });
  await page.emulateMedia({ colorScheme: "dark" });
  await page.reload();
  await expect(page.getByRole("article").first()).toBeVisible();
  await shot("admin-messages-dark");
});
