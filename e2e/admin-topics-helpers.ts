import type { APIRequestContext, Page } from "@playwright/test";
import { listOf, loginAsAdmin, openAdmin } from "./admin-helpers.ts";
import { expect } from "./fixtures.ts";

// Topics the admin-topics tests create through the API, and the ways they find them on the page.

export interface Topic {
  id: number;
  title: string;
  description: string;
  level: string;
  category: string;
  isActive: boolean;
  hasContent: boolean;
  pageCount: number;
}
export interface Category {
  name: string;
  description: string | null;
}
export interface PageInput {
  title: string;
  content: string;
}

const HEADING = "Admin - Topics Management";
export const CATEGORY = "Machine Learning Basics";
export const CONFIRM = "Are you sure you want to delete this topic? This action cannot be undone.";
/** Page bodies long enough for the content rules (src/shared/schemas/content.ts). */
export const body = (words: string) =>
  `${words} `.repeat(Math.ceil(400 / (words.length + 1))).trim();
export const PAGES: PageInput[] = [
  "Getting started",
  "Going further",
  "Worked examples",
  "Common mistakes",
  "Summary",
].map((title) => ({
  title,
  content: `## ${title}\n\n${body(`Notes on ${title.toLowerCase()}.`)}`,
}));
export const REWRITTEN = `## Rewritten\n\nThe owner wrote this **by hand**. ${body("More words here.")}`;

/** Creates a topic through the API, with pages when given. */
export async function createTopic(
  api: APIRequestContext,
  fields: { title: string; level?: string; category?: string; pages?: PageInput[] },
): Promise<Topic> {
  const created = await api.post("/api/topics", {
    data: {
      title: fields.title,
      description: `About ${fields.title}, for the e2e tests.`,
      level: fields.level ?? "beginner",
      category: fields.category ?? CATEGORY,
    },
  });
  expect(created.status()).toBe(201);
  const topic = (await created.json()) as Topic;
  if (!fields.pages) return topic;
  const patched = await api.patch(`/api/topics/${topic.id}`, { data: { pages: fields.pages } });
  expect(patched.status()).toBe(200);
  return (await patched.json()) as Topic;
}

export async function topicById(api: APIRequestContext, id: number) {
  return (await listOf<Topic>(api, "/api/topics")).find((topic) => topic.id === id);
}

export async function pagesOf(api: APIRequestContext, id: number): Promise<PageInput[]> {
  const response = await api.get(`/api/topics/${id}/content`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { pages: PageInput[] }).pages;
}

export async function openTopics(page: Page) {
  await loginAsAdmin(page);
  await openAdmin(page, "/admin/topics", HEADING);
  await expect(page.getByText(/^Showing \d+ of \d+ topics$/)).toBeVisible();
}

export const search = (page: Page, text: string) =>
  page.getByRole("searchbox", { name: "Search topics" }).fill(text);
