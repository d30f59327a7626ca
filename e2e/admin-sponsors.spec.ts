import { card, loginAsAdmin, tab, toast, unique } from "./admin-helpers.ts";
import {
  cleanUp,
  createSponsor,
  expectTabCounts,
  gotoSponsors,
  HEADING,
  inquiries,
  inquiryNamed,
  LOGO_HOST,
  openSponsors,
  serveLogos,
  sponsorNamed,
  sponsors,
  submitInquiry,
} from "./admin-sponsors-helpers.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, expectNoHorizontalScroll, test } from "./fixtures.ts";

// Every test makes its own sponsors and inquiries under a unique tag and removes them after, so
// the counts it checks are read from the API rather than assumed.

let tag = "";
test.beforeEach(() => {
  tag = unique("Sponsor e2e");
});
test.afterEach(async ({ adminApi }) => {
  await cleanUp(adminApi, tag);
});

// What the screen reads (ADR 019): the tabs' counts, then each section's page of its list.
const isSponsorRead = (url: URL) =>
  url.pathname === "/api/sponsors/counts" ||
  (url.pathname === "/api/sponsors" && url.searchParams.get("all") === "true");
const isInquiryList = (url: URL) => url.pathname === "/api/sponsor-inquiries";
const isInquiryRead = (url: URL) => url.pathname.startsWith("/api/sponsor-inquiries");
const tiers = { total: 0, active: 0 };
/** What an empty installation answers to each of the screen's reads. */
function emptyRead(url: URL) {
  if (url.pathname === "/api/sponsors/counts") {
    return {
      byStatus: { active: 0, suspended: 0 },
      byTier: { gold: tiers, silver: tiers, bronze: tiers },
      shown: 0,
      createdBefore: 0,
      createdPerDay: [],
    };
  }
  if (url.pathname === "/api/sponsor-inquiries/counts")
    return { pending: 0, approved: 0, declined: 0 };
  return [];
}

test("six skeleton cards while loading, then the empty states of the three tabs", async ({
  page,
  shot,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(isSponsorRead, async (route) => {
    await held;
    await route.fulfill({ json: emptyRead(new URL(route.request().url())) });
  });
  await page.route(isInquiryRead, (route) =>
    route.request().method() === "GET"
      ? route.fulfill({ json: emptyRead(new URL(route.request().url())) })
      : route.continue(),
  );
  await loginAsAdmin(page);
  await page.goto("/admin/sponsors");
  await expect(page.getByRole("heading", { level: 1, name: HEADING })).toBeVisible();
  await expect(page.getByRole("status", { name: "Loading sponsors" })).toBeVisible();
  await expect(page.getByTestId("sponsor-skeleton")).toHaveCount(6);
  release();

  await expect(tab(page, "Current Sponsors")).toHaveText("Current Sponsors (0)");
  await expect(tab(page, "Inquiries")).toHaveText("Inquiries (0 pending)");
  await expect(tab(page, "Archive")).toHaveText("Archive (0)");
  await expect(page.getByRole("heading", { name: "No Sponsors Yet" })).toBeVisible();
  await expect(page.getByText("Add your first sponsor to get started.")).toBeVisible();
  await shot("admin-sponsors-empty");

  await tab(page, "Inquiries").click();
  await expect(page.getByRole("heading", { name: "No Inquiries Yet" })).toBeVisible();
  await expect(page.getByText("Sponsor inquiries will appear here when submitted.")).toBeVisible();

  await tab(page, "Archive").click();
  await expect(page.getByRole("heading", { name: /^Suspended Sponsors/ })).toBeVisible();
  await expect(page.getByText("No suspended sponsors")).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Declined Inquiries/ })).toBeVisible();
  await expect(page.getByText("No declined inquiries")).toBeVisible();
});

test("a list that fails to load says so and loads again on Try Again", async ({
  page,
  expectedConsole,
}) => {
  expectedConsole.push(/status of 500/);
  await page.route(
    (url) => url.pathname === "/api/sponsors/counts",
    (route) => route.fulfill({ status: 500, json: { error: "The database is asleep" } }),
    { times: 1 },
  );
  await loginAsAdmin(page);
  await page.goto("/admin/sponsors");
  await expect(page.getByRole("alert")).toContainText("Could not load sponsors");
  await expect(page.getByRole("alert")).toContainText("The database is asleep");
  await page.getByRole("button", { name: "Try Again" }).click();
  await expect(tab(page, "Current Sponsors")).toBeVisible();
});

test("Add Sponsor checks each field with the spec's messages, then adds the sponsor", async ({
  page,
  adminApi,
  expectedConsole,
}) => {
  const name = `Acme ${tag}`;
  await openSponsors(page);
  await page.getByRole("button", { name: "Add Sponsor" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Sponsor" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Tier")).toHaveValue("bronze");
  await expect(dialog.getByLabel("Status")).toHaveValue("active");
  await expect(dialog.getByLabel("Featured sponsor")).not.toBeChecked();

  await dialog.getByRole("button", { name: "Add Sponsor" }).click();
  await expect(dialog.getByText("Name must be at least 2 characters")).toBeVisible();
  await expect(dialog.getByText("Description must be at least 10 characters")).toBeVisible();

  await dialog.getByLabel("Name", { exact: true }).fill("A");
  await dialog.getByLabel("Logo URL").fill("not a url");
  await dialog.getByLabel("Website").fill("example dot com");
  await dialog.getByLabel("Description").fill("Too short");
  await dialog.getByRole("button", { name: "Add Sponsor" }).click();
  await expect(dialog.getByLabel("Name", { exact: true })).toHaveAccessibleDescription(
    /Name must be at least 2 characters/,
  );
  await expect(dialog.getByLabel("Logo URL")).toHaveAccessibleDescription(
    /Please enter a valid logo URL/,
  );
  await expect(dialog.getByLabel("Website")).toHaveAccessibleDescription(
    /Please enter a valid website URL/,
  );
  await expect(dialog.getByLabel("Description")).toHaveAccessibleDescription(
    /Description must be at least 10 characters/,
  );
  expect(await sponsorNamed(adminApi, name)).toBeUndefined();

  await dialog.getByLabel("Name", { exact: true }).fill(name);
  await dialog.getByLabel("Logo URL").fill("");
  await dialog.getByLabel("Website").fill("https://acme.e2e.example");
  await dialog.getByLabel("Description").fill("Acme funds free AI lessons for schools.");
  await dialog.getByLabel("Tier").selectOption("gold");
  await dialog.getByLabel("Organization type").selectOption({ label: "Tech & Software" });
  await dialog.getByLabel("Featured sponsor").check();

  // A refusal keeps the dialog and shows the server's words.
  expectedConsole.push(/status of 500/);
  await page.route(
    "**/api/sponsors",
    (route) => route.fulfill({ status: 500, json: { error: "The database is asleep" } }),
    { times: 1 },
  );
  await dialog.getByRole("button", { name: "Add Sponsor" }).click();
  await expect(toast(page, "Failed to add sponsor")).toBeVisible();
  await expect(page.getByText("The database is asleep")).toBeVisible();
  await expect(dialog).toBeVisible();

  await dialog.getByRole("button", { name: "Add Sponsor" }).click();
  await expect(toast(page, "Sponsor added successfully!")).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await sponsorNamed(adminApi, name)).toMatchObject({
    tier: "gold",
    logo: null,
    website: "https://acme.e2e.example",
    organizationType: "tech-software",
    status: "active",
    isFeatured: true,
  });

  const added = card(page, name);
  await expect(added.getByText("Gold", { exact: true })).toBeVisible();
  await expect(added.getByText("Featured", { exact: true })).toBeVisible();
  await expect(added.getByText("Active", { exact: true })).toBeVisible();
  await expect(added.getByText("Tech & Software")).toBeVisible();
  await expect(added.getByText("AS", { exact: true })).toBeVisible(); // initials without a logo
  const website = added.getByRole("link", { name: /^Visit Website/ });
  await expect(website).toHaveAttribute("href", "https://acme.e2e.example");
  await expect(website).toHaveAttribute("target", "_blank");
  await expect(website).toHaveAttribute("rel", /noopener/);
  await expectTabCounts(page, adminApi);
});

test("the edit dialog saves each change at once, without a submit step", async ({
  page,
  adminApi,
  shot,
  expectedConsole,
}) => {
  // The refused website is the server's 400; the logo host is answered by the test.
  expectedConsole.push(/status of 400/);
  await serveLogos(page);
  const created = await createSponsor(adminApi, `Blue ${tag}`, { tier: "bronze" });
  const renamed = `Bluebird ${tag}`;
  await openSponsors(page);
  await card(page, created.name).getByRole("button", { name: "Edit" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Sponsor" });
  await expect(dialog.getByRole("button", { name: /submit|save/i })).toHaveCount(0);

  const saved = async (label: string) =>
    expect(dialog.getByLabel(label)).toHaveAccessibleDescription(/Saved/);
  const stored = async () => (await sponsors(adminApi)).find((row) => row.id === created.id)!;

  await dialog.getByLabel("Company name").fill(renamed);
  await dialog.getByLabel("Company name").press("Tab");
  await saved("Company name");
  expect((await stored()).name).toBe(renamed);

  const long = "A sponsor with a lot to say. ".repeat(12); // 348 characters
  await dialog.getByLabel("Description").fill(long);
  await expect(dialog.getByLabel("Description")).toHaveValue(long.slice(0, 300));
  await expect(dialog.getByText("300/300")).toBeVisible();
  await dialog.getByLabel("Description").blur();
  await saved("Description");
  expect((await stored()).description).toBe(long.slice(0, 300).trim());

  await dialog.getByLabel("Website").fill("not a website");
  await dialog.getByLabel("Website").blur();
  await expect(dialog.getByLabel("Website")).toHaveAccessibleDescription(
    /Failed to update sponsor: Please enter a valid website URL/,
  );
  expect((await stored()).website).toBe("https://partner.e2e.example");
  await dialog.getByLabel("Website").fill("https://bluebird.e2e.example");
  await dialog.getByLabel("Website").press("Enter");
  await saved("Website");
  expect((await stored()).website).toBe("https://bluebird.e2e.example");

  await dialog.getByLabel("Logo URL").fill(`${LOGO_HOST}/ok.svg`);
  await dialog.getByLabel("Logo URL").blur();
  await saved("Logo URL");
  expect((await stored()).logo).toBe(`${LOGO_HOST}/ok.svg`);

  await dialog.getByLabel("Tier").selectOption("gold");
  await saved("Tier");
  expect((await stored()).tier).toBe("gold");
  await dialog.getByLabel("Organization type").selectOption("education-research");
  await saved("Organization type");
  expect((await stored()).organizationType).toBe("education-research");
  await shot("admin-sponsors-edit");

  // Escape leaves the focused field first, so its last change is saved too.
  await dialog.getByLabel("Company name").fill(`${renamed} Ltd`);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await stored()).name).toBe(`${renamed} Ltd`);
  await expect(card(page, `${renamed} Ltd`).getByText("Gold", { exact: true })).toBeVisible();
  await expect(card(page, `${renamed} Ltd`).getByText("Education & Research")).toBeVisible();
});

test("Feature, Suspend and Reactivate change the card, the counts and the public page", async ({
  page,
  adminApi,
}) => {
  const sponsor = await createSponsor(adminApi, `Cobalt ${tag}`, { tier: "gold" });
  const publicCard = () => card(page, sponsor.name);
  await openSponsors(page);
  const adminCard = card(page, sponsor.name);

  await adminCard.getByRole("button", { name: "Feature" }).click();
  await expect(adminCard.getByText("Featured", { exact: true })).toBeVisible();
  await expect(adminCard.getByRole("button", { name: "Unfeature" })).toBeVisible();
  expect((await sponsorNamed(adminApi, sponsor.name))?.isFeatured).toBe(true);
  await page.goto("/sponsors");
  await expect(publicCard().getByText("FEATURED PARTNER")).toBeVisible();

  await gotoSponsors(page);
  await adminCard.getByRole("button", { name: "Unfeature" }).click();
  await expect(adminCard.getByText("Featured", { exact: true })).toHaveCount(0);
  await expect
    .poll(async () => (await sponsorNamed(adminApi, sponsor.name))?.isFeatured)
    .toBe(false);
  await page.goto("/sponsors");
  await expect(publicCard()).toBeVisible();
  await expect(publicCard().getByText("FEATURED PARTNER")).toHaveCount(0);

  await gotoSponsors(page);
  await adminCard.getByRole("button", { name: "Suspend" }).click();
  await expect(adminCard).toHaveCount(0);
  expect((await sponsorNamed(adminApi, sponsor.name))?.status).toBe("suspended");
  await expectTabCounts(page, adminApi);
  await tab(page, "Archive").click();
  const archived = page.getByRole("region", { name: "Suspended Sponsors" });
  await expect(card(archived, sponsor.name).getByText("Suspended", { exact: true })).toBeVisible();
  await page.goto("/sponsors");
  await expect(page.getByRole("heading", { level: 1, name: "Our Partners" })).toBeVisible();
  await expect(publicCard()).toHaveCount(0);

  await gotoSponsors(page);
  await tab(page, "Archive").click();
  await card(archived, sponsor.name).getByRole("button", { name: "Reactivate" }).click();
  await expect(card(archived, sponsor.name)).toHaveCount(0);
  await expectTabCounts(page, adminApi);
  await tab(page, "Current Sponsors").click();
  await expect(adminCard.getByRole("button", { name: "Suspend" })).toBeVisible();
  await page.goto("/sponsors");
  await expect(publicCard()).toBeVisible();
});

test("delete asks first, and a sponsor deleted is gone", async ({
  page,
  adminApi,
  expectedConsole,
}) => {
  const sponsor = await createSponsor(adminApi, `Dune ${tag}`);
  await openSponsors(page);
  const remove = card(page, sponsor.name).getByRole("button", { name: `Delete ${sponsor.name}` });

  await remove.click();
  const confirm = page.getByRole("dialog", { name: "Delete this sponsor?" });
  await expect(confirm).toContainText("This action cannot be undone.");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  expect(await sponsorNamed(adminApi, sponsor.name)).toBeDefined();

  expectedConsole.push(/status of 500/);
  await page.route(
    `**/api/sponsors/${sponsor.id}`,
    (route) => route.fulfill({ status: 500, json: { error: "The database is asleep" } }),
    { times: 1 },
  );
  await remove.click();
  await confirm.getByRole("button", { name: "Delete Sponsor" }).click();
  await expect(toast(page, "Failed to delete sponsor")).toBeVisible();
  await expect(card(page, sponsor.name)).toBeVisible();

  await remove.click();
  await confirm.getByRole("button", { name: "Delete Sponsor" }).click();
  await expect(toast(page, "Sponsor deleted successfully!")).toBeVisible();
  await expect(card(page, sponsor.name)).toHaveCount(0);
  expect(await sponsorNamed(adminApi, sponsor.name)).toBeUndefined();
  await expectTabCounts(page, adminApi);
});

test("inquiries: approve once on a double click, decline, restore, accept and delete", async ({
  page,
  adminApi,
  playwright,
  baseURL,
  expectedConsole,
}) => {
  const visitor = await playwright.request.newContext({ baseURL });
  const [first, second, third] = [`Ember ${tag}`, `Fjord ${tag}`, `Grove ${tag}`];
  await submitInquiry(visitor, first, {
    phone: "+44 20 7946 0000",
    additionalInfo: "We can also host a meetup.",
  });
  await submitInquiry(visitor, second, { interestedTier: "silver" });
  await submitInquiry(visitor, third);
  await visitor.dispose();

  await openSponsors(page);
  await expectTabCounts(page, adminApi);
  await tab(page, "Inquiries").click();
  const pending = page.getByRole("region", { name: "Pending Inquiries" });
  const processed = page.getByRole("region", { name: "Processed Inquiries" });
  const ember = card(pending, first);
  for (const text of [
    "Grace Hopper",
    "+44 20 7946 0000",
    "Gold",
    "Tech & Software",
    "2000 EUR per year",
    "https://inquiry.e2e.example",
    "We build compilers and developer tools",
    "Reach developers who are learning AI.",
    "We can also host a meetup.",
  ]) {
    await expect(ember.getByText(text)).toBeVisible();
  }
  await expect(ember.getByRole("link", { name: "grace@inquiry.e2e.example" })).toHaveAttribute(
    "href",
    "mailto:grace@inquiry.e2e.example",
  );
  await expect(card(pending, second).getByText("+44 20 7946 0000")).toHaveCount(0);

  // Approve, double-clicked: one request, one sponsor.
  const sponsorsBefore = (await sponsors(adminApi)).length;
  let approveCalls = 0;
  page.on("request", (request) => {
    if (request.url().endsWith("/approve")) approveCalls += 1;
  });
  await ember.getByRole("button", { name: "Approve" }).dblclick();
  await expect(toast(page, "Inquiry approved and sponsor created!")).toBeVisible();
  await expect(card(processed, first).getByText("Approved", { exact: true })).toBeVisible();
  expect(approveCalls).toBe(1);
  const after = await sponsors(adminApi);
  expect(after).toHaveLength(sponsorsBefore + 1);
  expect(after.filter((row) => row.name === first)).toHaveLength(1);
  expect(after.find((row) => row.name === first)).toMatchObject({
    tier: "gold",
    status: "active",
    isFeatured: false,
    organizationType: "tech-software",
    website: "https://inquiry.e2e.example",
  });
  await expectTabCounts(page, adminApi);

  // A failed update says so with the server's words.
  expectedConsole.push(/status of 500/);
  const fjordId = (await inquiryNamed(adminApi, second)).id;
  await page.route(
    `**/api/sponsor-inquiries/${fjordId}`,
    (route) => route.fulfill({ status: 500, json: { error: "Internal Server Error" } }),
    { times: 1 },
  );
  await card(pending, second).getByRole("button", { name: "Decline" }).click();
  await expect(toast(page, "Failed to update inquiry: Internal Server Error")).toBeVisible();

  await card(pending, second).getByRole("button", { name: "Decline" }).click();
  await expect(toast(page, "Inquiry updated successfully")).toBeVisible();
  await expect(card(processed, second).getByText("Declined", { exact: true })).toBeVisible();
  await expectTabCounts(page, adminApi);

  await tab(page, "Archive").click();
  const declined = page.getByRole("region", { name: "Declined Inquiries" });
  await card(declined, second).getByRole("button", { name: "Restore to Pending" }).click();
  await expect(toast(page, "Inquiry updated successfully")).toBeVisible();
  await expect(card(declined, second)).toHaveCount(0);
  await expect
    .poll(async () => (await inquiries(adminApi)).find((row) => row.id === fjordId)?.status)
    .toBe("pending");
  await expectTabCounts(page, adminApi);

  // Declined again, then accepted from the archive: the approve call, one sponsor.
  await tab(page, "Inquiries").click();
  await card(pending, second).getByRole("button", { name: "Decline" }).click();
  await expect(card(processed, second).getByText("Declined", { exact: true })).toBeVisible();
  await tab(page, "Archive").click();
  await card(declined, second).getByRole("button", { name: "Accept as Sponsor" }).click();
  await expect(toast(page, "Inquiry approved and sponsor created!")).toBeVisible();
  await expect(card(declined, second)).toHaveCount(0);
  expect(approveCalls).toBe(2);
  const accepted = (await sponsors(adminApi)).filter((row) => row.name === second);
  expect(accepted).toHaveLength(1);
  expect(accepted[0]).toMatchObject({ tier: "silver", status: "active" });
  await tab(page, "Current Sponsors").click();
  await expect(card(page, second)).toBeVisible();

  // Delete asks first.
  await tab(page, "Inquiries").click();
  await card(pending, third)
    .getByRole("button", { name: `Delete inquiry from ${third}` })
    .click();
  const confirm = page.getByRole("dialog", { name: "Delete this inquiry?" });
  await confirm.getByRole("button", { name: "Delete Inquiry" }).click();
  await expect(toast(page, "Inquiry deleted successfully")).toBeVisible();
  await expect(card(pending, third)).toHaveCount(0);
  expect((await inquiries(adminApi)).some((row) => row.companyName === third)).toBe(false);

  // A processed inquiry can be deleted too.
  await card(processed, first)
    .getByRole("button", { name: `Delete inquiry from ${first}` })
    .click();
  await confirm.getByRole("button", { name: "Delete Inquiry" }).click();
  await expect(card(processed, first)).toHaveCount(0);
  await expectTabCounts(page, adminApi);
});

test("every tab is accessible in both themes, holds at 360 px; screenshots", async ({
  page,
  adminApi,
  expectedConsole,
  shot,
}) => {
  test.setTimeout(120_000); // axe on three tabs and two dialogs, in two themes
  expectedConsole.push(/Failed to load resource: the server responded with a status of 404/);
  await serveLogos(page);
  await createSponsor(adminApi, `Helios ${tag}`, {
    tier: "gold",
    logo: `${LOGO_HOST}/ok.svg`,
    organizationType: "tech-software",
    isFeatured: true,
  });
  await createSponsor(adminApi, `Iris Broken Logo ${tag}`, {
    tier: "silver",
    logo: `${LOGO_HOST}/missing.png`,
    organizationType: "consulting-services",
  });
  await createSponsor(adminApi, `Juniper ${tag}`, {
    tier: "bronze",
    organizationType: "enterprise-industry",
  });
  await createSponsor(adminApi, `Kestrel ${tag}`, { tier: "bronze", status: "suspended" });
  await submitInquiry(adminApi, `Lumen ${tag}`, { phone: "+1 555 0100" });
  await submitInquiry(adminApi, `Meadow ${tag}`);
  const declined = await inquiryNamed(adminApi, `Meadow ${tag}`);
  await adminApi.patch(`/api/sponsor-inquiries/${declined.id}`, {
    data: { status: "declined" },
  });

  await openSponsors(page);
  // A broken logo falls back to the initials without breaking the card.
  const broken = card(page, `Iris Broken Logo ${tag}`);
  await expect(broken.getByText("IB", { exact: true })).toBeVisible();
  await expect(broken.getByRole("img")).toHaveCount(0);
  await expect(
    card(page, `Helios ${tag}`).getByRole("img", { name: `Helios ${tag} logo` }),
  ).toBeVisible();

  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await page.reload();
    for (const name of ["Current Sponsors", "Inquiries", "Archive"] as const) {
      await tab(page, name).click();
      await expectNoAxeViolations(page, `${colorScheme} ${name}`);
    }
    await tab(page, "Current Sponsors").click();
    await card(page, `Helios ${tag}`).getByRole("button", { name: "Edit" }).click();
    await expectNoAxeViolations(page, `${colorScheme} edit dialog`);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Add Sponsor" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Add Sponsor" }).click();
    await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
    await expectNoAxeViolations(page, `${colorScheme} add dialog with errors`);
    if (colorScheme === "dark") await shot("admin-sponsors-add-dark");
    await page.keyboard.press("Escape");
    if (colorScheme === "dark") await shot("admin-sponsors-dark");
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.reload();
  await expect(tab(page, "Current Sponsors")).toBeVisible();

  await page.setViewportSize({ width: 360, height: 800 });
  for (const name of ["Current Sponsors", "Inquiries", "Archive"] as const) {
    await tab(page, name).click();
    await expectNoHorizontalScroll(page);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  await tab(page, "Current Sponsors").click();
  await shot("admin-sponsors");
  await tab(page, "Inquiries").click();
  await shot("admin-sponsors-inquiries");
  await tab(page, "Archive").click();
  await shot("admin-sponsors-archive");
  await page.getByRole("button", { name: "Add Sponsor" }).click();
  await shot("admin-sponsors-add");
});

test("an inquiry email that is not a plain address shows as text, never as a mail link", async ({
  page,
}) => {
  // The public form only takes valid addresses, so older or imported rows are played here.
  const hostile = "a@b.co?cc=x%40evil.example&body=Click%20here";
  const row = (id: number, companyName: string, status: string) => ({
    id,
    companyName,
    contactName: "Eve Example",
    email: hostile,
    phone: null,
    interestedTier: "bronze",
    organizationType: null,
    budget: null,
    website: null,
    logoUrl: null,
    description: "A company whose stored email address carries a crafted query string.",
    goals: "None.",
    additionalInfo: null,
    status,
    sponsorId: null,
    createdAt: "2025-01-15T10:00:00.000Z",
    updatedAt: "2025-01-15T10:00:00.000Z",
  });
  const [pendingName, declinedName] = [`Crafted ${tag}`, `Crafted declined ${tag}`];
  await page.route(isInquiryList, async (route) => {
    if (route.request().method() !== "GET") return route.continue();
    const response = await route.fetch();
    const list = (await response.json()) as unknown[];
    // Each section's page gets the crafted rows of the statuses it asks for.
    const statuses = new URL(route.request().url()).searchParams.get("status")?.split(",") ?? [];
    const crafted = [row(999_991, pendingName, "pending"), row(999_992, declinedName, "declined")];
    const json = [...list, ...crafted.filter((item) => statuses.includes(item.status))];
    await route.fulfill({
      response,
      headers: { ...response.headers(), "x-total-count": String(json.length) },
      json,
    });
  });
  await openSponsors(page);
  await tab(page, "Inquiries").click();
  for (const name of [pendingName, declinedName]) {
    const item = card(page, name);
    await expect(item.getByText(hostile, { exact: true })).toBeVisible();
    await expect(item.locator('a[href^="mailto:"]')).toHaveCount(0);
  }
  await tab(page, "Archive").click();
  await expect(card(page, declinedName).getByText(hostile, { exact: true })).toBeVisible();
  await expect(card(page, declinedName).locator('a[href^="mailto:"]')).toHaveCount(0);
});
