import type { APIRequestContext, Page } from "@playwright/test";
import { listOf, loginAsAdmin, openAdmin, tab } from "./admin-helpers.ts";
import { expect } from "./fixtures.ts";

// Sponsors and inquiries for the admin sponsors spec: made through the API under a test's own
// tag, and removed by that tag afterwards.

export const HEADING = "Sponsor Management";
export const LOGO_HOST = "https://logos.e2e.example";

export interface Sponsor {
  id: number;
  name: string;
  description: string;
  logo: string | null;
  website: string | null;
  tier: "gold" | "silver" | "bronze";
  organizationType: string | null;
  status: "active" | "suspended";
  isFeatured: boolean;
  isActive: boolean;
}

export interface Inquiry {
  id: number;
  companyName: string;
  status: "pending" | "approved" | "declined";
  sponsorId: number | null;
}

export const sponsors = (api: APIRequestContext) => listOf<Sponsor>(api, "/api/sponsors?all=true");
export const inquiries = (api: APIRequestContext) => listOf<Inquiry>(api, "/api/sponsor-inquiries");

export async function sponsorNamed(api: APIRequestContext, name: string) {
  return (await sponsors(api)).find((sponsor) => sponsor.name === name);
}

export async function createSponsor(
  api: APIRequestContext,
  name: string,
  extra: Partial<Omit<Sponsor, "id" | "name">> = {},
): Promise<Sponsor> {
  const response = await api.post("/api/sponsors", {
    data: {
      name,
      tier: "silver",
      description: `${name} supports free lessons about machine learning for everyone.`,
      website: "https://partner.e2e.example",
      ...extra,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Sponsor;
}

/** A visitor's inquiry through the public form endpoint (no session needed). */
export async function submitInquiry(
  api: APIRequestContext,
  companyName: string,
  extra: Record<string, string> = {},
) {
  const response = await api.post("/api/sponsor-inquiries", {
    data: {
      companyName,
      contactName: "Grace Hopper",
      email: "grace@inquiry.e2e.example",
      interestedTier: "gold",
      organizationType: "tech-software",
      budget: "2000 EUR per year",
      website: "https://inquiry.e2e.example",
      logoUrl: "",
      description:
        "We build compilers and developer tools, and we would love to fund free AI lessons for students.",
      goals: "Reach developers who are learning AI.",
      ...extra,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

export async function inquiryNamed(api: APIRequestContext, companyName: string) {
  const row = (await inquiries(api)).find((inquiry) => inquiry.companyName === companyName);
  expect(row, companyName).toBeDefined();
  return row!;
}

/** Deletes every sponsor and inquiry whose name carries the tag. */
export async function cleanUp(api: APIRequestContext, tag: string) {
  for (const sponsor of await sponsors(api)) {
    if (sponsor.name.includes(tag)) await api.delete(`/api/sponsors/${sponsor.id}`);
  }
  for (const inquiry of await inquiries(api)) {
    if (inquiry.companyName.includes(tag)) {
      await api.delete(`/api/sponsor-inquiries/${inquiry.id}`);
    }
  }
}

/** Logs in and opens the screen once its lists have loaded. */
export async function openSponsors(page: Page) {
  await loginAsAdmin(page);
  await gotoSponsors(page);
}

/** Opens the screen again (already logged in) once its lists have loaded. */
export async function gotoSponsors(page: Page) {
  await openAdmin(page, "/admin/sponsors", HEADING);
  await expect(tab(page, "Current Sponsors")).toBeVisible();
}

/** The three tab labels agree with what the API holds. */
export async function expectTabCounts(page: Page, api: APIRequestContext) {
  const all = await sponsors(api);
  const inquiryRows = await inquiries(api);
  const count = <T>(rows: T[], test: (row: T) => boolean) => rows.filter(test).length;
  await expect(tab(page, "Current Sponsors")).toHaveText(
    `Current Sponsors (${count(all, (row) => row.status === "active")})`,
  );
  await expect(tab(page, "Inquiries")).toHaveText(
    `Inquiries (${count(inquiryRows, (row) => row.status === "pending")} pending)`,
  );
  const archived =
    count(all, (row) => row.status === "suspended") +
    count(inquiryRows, (row) => row.status === "declined");
  await expect(tab(page, "Archive")).toHaveText(`Archive (${archived})`);
}

/** Answers the made-up logo host: ok.svg is a small square, anything else 404s. */
export async function serveLogos(page: Page) {
  await page.route(`${LOGO_HOST}/**`, (route) =>
    route.request().url().endsWith("/ok.svg")
      ? route.fulfill({
          contentType: "image/svg+xml",
          body: '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" rx="8" fill="#4338ca"/></svg>',
        })
      : route.fulfill({ status: 404, contentType: "text/plain", body: "Not Found" }),
  );
}
