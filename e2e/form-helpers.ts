import type { APIRequestContext, Page } from "@playwright/test";
import { listOf } from "./api-lists.ts";
import { expect } from "./fixtures.ts";

// Filling and checking the public forms, and reading what reached the database.

export const DESCRIPTION =
  "Northwind builds data tools for schools and funds free lessons about machine learning.";
export const DESCRIPTION_MAX = "Description must be 300 characters or less to maintain card layout";

export async function expectFieldError(page: Page, label: string | RegExp, message: string) {
  const field = page.getByLabel(label);
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
}

export async function expectFieldValid(page: Page, label: string | RegExp) {
  await expect(page.getByLabel(label)).toHaveAttribute("aria-invalid", "false");
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export async function fillInquiry(page: Page, company: string) {
  await page.getByLabel("Company name").fill(company);
  await page.getByLabel("Contact name").fill("Ada Lovelace");
  await page.getByLabel("Email", { exact: true }).fill("ada@northwind.example");
  await page.getByLabel("Website").fill("https://northwind.example");
  await page.getByLabel("Logo URL").fill("https://northwind.example/logo.png");
  await page.getByLabel("Description").fill(DESCRIPTION);
  await page.getByLabel("Organization type").selectOption({ label: "Education & Research" });
  await page.getByLabel("Budget").fill("1000 EUR per year");
  await page.getByLabel("Goals").fill("Reach students learning AI.");
}

export function inquiries(api: APIRequestContext) {
  return listOf<Record<string, unknown>>(api, "/api/sponsor-inquiries");
}

export function messages(api: APIRequestContext) {
  return listOf<Record<string, unknown>>(api, "/api/contact-messages");
}
