import { expectNoAxeViolations } from "./axe.ts";
import { expect, expectNoHorizontalScroll, test } from "./fixtures.ts";
import {
  DESCRIPTION,
  DESCRIPTION_MAX,
  expectFieldError,
  expectFieldValid,
  fillInquiry,
  inquiries,
  messages,
} from "./form-helpers.ts";

// The two public forms: become a sponsor and contact. Every spec §5 message at its field, the
// counters, success and failure, the honeypot, and what reaches the database.

const RUN = Date.now().toString(36);

test.describe("become a sponsor", () => {
  test("every inquiry rule shows its message at its field", async ({ page, shot }) => {
    await page.goto("/sponsors/become");
    await expect(page.getByRole("heading", { level: 1, name: "Become a Sponsor" })).toBeVisible();
    for (const tier of ["Bronze", "Silver", "Gold"]) {
      await expect(page.getByRole("heading", { level: 3, name: tier })).toBeVisible();
    }
    await expect(page.getByText("Featured", { exact: true })).toHaveCount(1);
    for (const legend of [
      "Contact Information",
      "Public Presentation Information",
      "Additional Information",
    ]) {
      await expect(page.getByRole("group", { name: legend })).toBeVisible();
    }

    await page.getByRole("button", { name: "Submit Inquiry" }).click();
    await expectFieldError(page, "Company name", "Company name must be at least 2 characters");
    await expectFieldError(page, "Contact name", "Contact name must be at least 2 characters");
    await expectFieldError(page, /^Email/, "Please enter a valid email address");
    await expectFieldError(
      page,
      "Description",
      "Please provide at least 50 characters describing your company",
    );
    await expect(page.getByLabel("Company name")).toBeFocused();
    await expectFieldValid(page, "Phone");

    await page.getByLabel("Company name").fill("N");
    await page.getByLabel("Email", { exact: true }).fill("not-an-email");
    await page.getByLabel("Website").fill("not a url");
    await page.getByLabel("Logo URL").fill("ftp://northwind.example/logo.png");
    await page.getByLabel("Description").fill("x".repeat(49));
    await page.getByRole("button", { name: "Submit Inquiry" }).click();
    await expectFieldError(page, "Company name", "Company name must be at least 2 characters");
    await expectFieldError(page, /^Email/, "Please enter a valid email address");
    await expectFieldError(page, "Website", "Please enter a valid website URL");
    await expectFieldError(page, "Logo URL", "Please enter a valid logo URL");
    await expectFieldError(
      page,
      "Description",
      "Please provide at least 50 characters describing your company",
    );

    // Fixing a field clears its message as the visitor types.
    await page.getByLabel("Description").fill("x".repeat(50));
    await expectFieldValid(page, "Description");
    await page.getByLabel("Website").fill("https://northwind.example");
    await expectFieldValid(page, "Website");

    // The page with messages showing is accessible too.
    await expectNoAxeViolations(page);
    await shot("sponsors-become-errors");
  });

  test("the description counter is live and the input stops at 300", async ({ page }) => {
    await page.goto("/sponsors/become");
    const description = page.getByLabel("Description");
    await expect(description).toHaveAttribute("maxlength", "300");
    await expect(description).toHaveAccessibleDescription(/0\/300/);
    await description.fill("a".repeat(120));
    await expect(page.getByText("120/300")).toBeVisible();
    await description.fill("b".repeat(350));
    await expect(description).toHaveValue("b".repeat(300));
    await expect(page.getByText("300/300")).toBeVisible();
  });

  test("a valid inquiry reaches the database and shows the thank-you screen", async ({
    page,
    adminApi,
    shot,
  }) => {
    const company = `Northwind ${RUN}`;
    await page.goto("/sponsors/become");
    await fillInquiry(page, company);
    await page.getByRole("button", { name: "Choose Gold" }).click();
    await expect(page.getByLabel("Interested tier")).toHaveValue("gold");
    await expect(page.getByLabel("Interested tier")).toBeFocused();

    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/sponsor-inquiries", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("button", { name: "Submit Inquiry" }).click();
    await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    release();

    await expect(page.getByRole("heading", { level: 1, name: /Thank You/ })).toBeVisible();
    await expect(page.getByText("Inquiry Submitted Successfully!")).toBeVisible();
    await expect(page.getByText(/contact you within 2-3 business days/).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "View Our Sponsors" })).toHaveAttribute(
      "href",
      "/sponsors",
    );

    const stored = (await inquiries(adminApi)).find((row) => row.companyName === company);
    expect(stored).toMatchObject({
      contactName: "Ada Lovelace",
      email: "ada@northwind.example",
      phone: null,
      interestedTier: "gold",
      organizationType: "education-research",
      website: "https://northwind.example",
      logoUrl: "https://northwind.example/logo.png",
      description: DESCRIPTION,
      budget: "1000 EUR per year",
      goals: "Reach students learning AI.",
      additionalInfo: null,
      status: "pending",
    });
    await shot("sponsors-become-success");
  });

  test("a server failure keeps the form and everything typed", async ({
    page,
    adminApi,
    expectedConsole,
  }) => {
    expectedConsole.push(/status of 500/);
    const company = `Retry Corp ${RUN}`;
    await page.goto("/sponsors/become");
    await fillInquiry(page, company);
    await page.route(
      "**/api/sponsor-inquiries",
      (route) => route.fulfill({ status: 500, json: { error: "Internal Server Error" } }),
      { times: 1 },
    );
    await page.getByRole("button", { name: "Submit Inquiry" }).click();
    await expect(page.getByText("Submission Failed")).toBeVisible();
    await expect(
      page.getByText("Internal Server Error. Please try again or contact us directly."),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Become a Sponsor" })).toBeVisible();
    await expect(page.getByLabel("Company name")).toHaveValue(company);
    await expect(page.getByLabel("Description")).toHaveValue(DESCRIPTION);
    await expect(page.getByLabel("Organization type")).toHaveValue("education-research");
    await expect(page.getByLabel("Goals")).toHaveValue("Reach students learning AI.");
    expect((await inquiries(adminApi)).some((row) => row.companyName === company)).toBe(false);

    // The same form goes through once the server answers again.
    await page.getByRole("button", { name: "Submit Inquiry" }).click();
    await expect(page.getByRole("heading", { level: 1, name: /Thank You/ })).toBeVisible();
    expect((await inquiries(adminApi)).some((row) => row.companyName === company)).toBe(true);
  });

  test("without a server message the fallback text shows; server fields show at the fields", async ({
    page,
    expectedConsole,
  }) => {
    expectedConsole.push(/status of (400|503)/);
    await page.goto("/sponsors/become");
    await fillInquiry(page, `Fields Ltd ${RUN}`);
    await page.route(
      "**/api/sponsor-inquiries",
      (route) => route.fulfill({ status: 503, body: "" }),
      { times: 1 },
    );
    await page.getByRole("button", { name: "Submit Inquiry" }).click();
    await expect(
      page.getByText("Failed to submit inquiry. Please try again or contact us directly."),
    ).toBeVisible();

    await page.route(
      "**/api/sponsor-inquiries",
      (route) =>
        route.fulfill({
          status: 400,
          json: { error: DESCRIPTION_MAX, fields: { description: DESCRIPTION_MAX } },
        }),
      { times: 1 },
    );
    await page.getByRole("button", { name: "Submit Inquiry" }).click();
    await expectFieldError(page, "Description", DESCRIPTION_MAX);
    await expect(page.getByText(`${DESCRIPTION_MAX}. Please try again`)).toBeVisible();
  });

  test("a filled honeypot looks like success but stores nothing", async ({ page, adminApi }) => {
    const company = `Bot Inc ${RUN}`;
    await page.goto("/sponsors/become");
    const honeypot = page.locator("#nickname");
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await expect(honeypot).toHaveAttribute("autocomplete", "off");
    await expect(page.getByLabel("Leave this field empty")).toHaveCount(1);
    await fillInquiry(page, company);
    await honeypot.fill("I am a bot");
    await page.getByRole("button", { name: "Submit Inquiry" }).click();
    await expect(page.getByRole("heading", { level: 1, name: /Thank You/ })).toBeVisible();
    expect((await inquiries(adminApi)).some((row) => row.companyName === company)).toBe(false);
  });
});

test.describe("contact", () => {
  test("every message rule shows at its field; name and email are free text", async ({
    page,
    shot,
  }) => {
    await page.goto("/contact");
    await expect(page.getByText(/24-48 hours/).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Become a Sponsor" }).first()).toHaveAttribute(
      "href",
      "/sponsors/become",
    );
    await page.getByRole("button", { name: "Send Message" }).click();
    await expectFieldError(page, /^Subject$/, "Subject must be at least 5 characters");
    await expectFieldError(page, /^Message$/, "Message must be at least 10 characters");
    await expectFieldValid(page, /^Name/);
    await expectFieldValid(page, /^Email/);

    await page.getByLabel(/^Email/).fill("not an email address");
    await page.getByLabel("Subject").fill("Hi!");
    await page.getByLabel("Message", { exact: true }).fill("m".repeat(501));
    await page.getByRole("button", { name: "Send Message" }).click();
    await expectFieldError(page, /^Subject$/, "Subject must be at least 5 characters");
    await expectFieldError(page, /^Message$/, "Message must be 500 characters or less");
    await expectFieldValid(page, /^Email/);
    await expectNoAxeViolations(page);
    await shot("contact-errors");
  });

  test("the message counter turns orange above 450 and red above 500, in words too", async ({
    page,
  }) => {
    await page.goto("/contact");
    const counter = page.locator("#message-hint [data-state]");
    const message = page.getByLabel("Message", { exact: true });
    await expect(counter).toHaveText("0/500");
    await message.fill("a".repeat(450));
    await expect(counter).toHaveText("450/500");
    await expect(counter).toHaveAttribute("data-state", "ok");
    await message.fill("a".repeat(451));
    await expect(counter).toHaveText("451/500 · 49 characters left");
    await expect(counter).toHaveAttribute("data-state", "warning");
    await expect(counter).toHaveClass(/text-orange-700/);
    await message.fill("a".repeat(501));
    await expect(counter).toHaveText("501/500 · 1 character over the limit");
    await expect(counter).toHaveAttribute("data-state", "over");
    await expect(counter).toHaveClass(/text-red-700/);
  });

  test("a sent message reaches the database and the form resets", async ({ page, adminApi }) => {
    const subject = `Feedback ${RUN}`;
    await page.goto("/contact");
    await page.getByLabel(/^Name/).fill("Grace");
    await page.getByLabel(/^Email/).fill("grace@example.org");
    await page.getByLabel("Subject").fill(subject);
    await page
      .getByLabel("Message", { exact: true })
      .fill("The topic on transformers was excellent, thank you!");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message sent successfully!")).toBeVisible();
    for (const label of [/^Name/, /^Email/, /^Subject$/, /^Message$/]) {
      await expect(page.getByLabel(label)).toHaveValue("");
    }
    const stored = (await messages(adminApi)).find((row) => row.subject === subject);
    expect(stored).toMatchObject({
      name: "Grace",
      email: "grace@example.org",
      message: "The topic on transformers was excellent, thank you!",
    });
  });

  test("a server failure keeps what was typed", async ({ page, adminApi, expectedConsole }) => {
    expectedConsole.push(/status of 500/);
    const subject = `Broken ${RUN}`;
    await page.goto("/contact");
    await page.getByLabel("Subject").fill(subject);
    await page
      .getByLabel("Message", { exact: true })
      .fill("This message should survive a server failure.");
    await page.route(
      "**/api/contact-messages",
      (route) => route.fulfill({ status: 500, json: { error: "Internal Server Error" } }),
      { times: 1 },
    );
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Failed to send message")).toBeVisible();
    await expect(page.getByText("Please try again later or contact us directly.")).toBeVisible();
    await expect(page.getByLabel("Subject")).toHaveValue(subject);
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue(
      "This message should survive a server failure.",
    );
    expect((await messages(adminApi)).some((row) => row.subject === subject)).toBe(false);
  });

  test("a filled honeypot looks like success but stores nothing", async ({ page, adminApi }) => {
    const subject = `Spam ${RUN}`;
    await page.goto("/contact");
    await page.getByLabel("Subject").fill(subject);
    await page
      .getByLabel("Message", { exact: true })
      .fill("Buy cheap things from a bot right now.");
    await page.locator("#nickname").fill("bot");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message sent successfully!")).toBeVisible();
    expect((await messages(adminApi)).some((row) => row.subject === subject)).toBe(false);
  });
});

for (const path of ["/sponsors/become", "/contact"]) {
  test(`${path}: no axe violations in light and dark, no sideways scroll at 360 px`, async ({
    page,
    shot,
  }) => {
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto(path);
      await expectNoAxeViolations(page, colorScheme);
    }
    const name = path === "/contact" ? "contact" : "sponsors-become";
    await shot(`${name}-dark`);
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoHorizontalScroll(page);
    await page.emulateMedia({ colorScheme: "light" });
    await page.reload();
    await shot(name);
  });
}
