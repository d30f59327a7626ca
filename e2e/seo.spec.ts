import type { APIRequestContext } from "@playwright/test";
import { createTopic } from "./admin-topics-helpers.ts";
import { listOf } from "./api-lists.ts";
import { expect, test } from "./fixtures.ts";

// What a search engine or a share preview sees: the HTML the server sends, without JavaScript.

interface Listed {
  id: number;
  title: string;
  description: string;
  isActive: boolean;
  hasContent: boolean;
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&#x2F;/g, "/")
    .replace(/&amp;/g, "&");

/** The attributes of every `<name …>` tag in the HTML. */
function tagsOf(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, "gi"))].map((match) =>
    Object.fromEntries(
      [...match[1]!.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, key, value]) => [
        key!.toLowerCase(),
        decode(value!),
      ]),
    ),
  );
}

/** What the page tells crawlers and share previews about itself. */
function headOf(html: string) {
  const meta = (key: "name" | "property", value: string) =>
    tagsOf(html, "meta").find((tag) => tag[key] === value)?.content;
  const h1 = html.match(/<h1\b[^>]*>([\s\S]*?)<\/h1>/i)?.[1] ?? "";
  return {
    title: decode(html.match(/<title>([\s\S]*?)<\/title>/i)?.[1] ?? ""),
    h1: decode(h1.replace(/<[^>]+>/g, ""))
      .replace(/\s+/g, " ")
      .trim(),
    description: meta("name", "description"),
    canonical: tagsOf(html, "link").find((tag) => tag.rel === "canonical")?.href,
    ogTitle: meta("property", "og:title"),
    ogDescription: meta("property", "og:description"),
    ogUrl: meta("property", "og:url"),
    twitterCard: meta("name", "twitter:card"),
  };
}

async function listed(request: APIRequestContext, path: "/api/topics" | "/api/tests") {
  return listOf<Listed>(request, path);
}

async function firstWithContent(request: APIRequestContext, path: "/api/topics" | "/api/tests") {
  const item = (await listed(request, path)).find((row) => row.isActive && row.hasContent);
  expect(item, `an active item with content in ${path}`).toBeTruthy();
  return item!;
}

const STATIC_PAGES = [
  { path: "/", heading: "Understand Artificial Intelligence" },
  { path: "/topics", heading: "AI Learning Topics" },
  { path: "/tests", heading: "AI Knowledge Tests" },
  { path: "/sponsors", heading: "Our Partners" },
  { path: "/help-center", heading: "Help Center" },
  { path: "/privacy-policy", heading: "Privacy Policy" },
];

test.describe("every public page carries its own search and share tags", () => {
  for (const { path, heading } of STATIC_PAGES) {
    test(`${path}`, async ({ request, baseURL }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const head = headOf(await response.text());
      expect(head.h1).toContain(heading);
      expect(head.title).toContain(heading);
      expect(head.description?.length).toBeGreaterThan(20);
      expect(head.canonical).toBe(`${baseURL}${path}`);
      expect(head.ogTitle).toContain(heading);
      expect(head.ogDescription).toBe(head.description);
      expect(head.ogUrl).toBe(head.canonical);
      expect(head.twitterCard).toBeTruthy();
    });
  }

  for (const kind of ["topic", "test"] as const) {
    test(`/${kind}/{id} uses its own title and description`, async ({ request, baseURL }) => {
      const item = await firstWithContent(request, `/api/${kind}s`);
      const path = `/${kind}/${item.id}`;
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const head = headOf(await response.text());
      expect(head.h1).toContain(item.title);
      expect(head.title).toContain(item.title);
      expect(head.description).toContain(item.description.slice(0, 60));
      expect(head.canonical).toBe(`${baseURL}${path}`);
      expect(head.ogTitle).toContain(item.title);
      expect(head.ogDescription).toBe(head.description);
      expect(head.ogUrl).toBe(head.canonical);
      expect(head.twitterCard).toBeTruthy();
    });
  }
});

test.describe("unknown addresses answer 404 with 'Page Not Found'", () => {
  for (const path of ["/no/such/page", "/topic/999999", "/test/999999", "/topic/not-a-number"]) {
    test(path, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      expect(headOf(await response.text()).h1).toBe("Page Not Found");
    });
  }
});

test("/sitemap.xml lists the public pages and every topic and test with content", async ({
  request,
  baseURL,
  adminApi,
}) => {
  // Every shipped topic is written: one without pages is made, so both branches are checked.
  const unwritten = await createTopic(adminApi, {
    title: `E2E Unlisted ${Date.now().toString(36)}`,
  });
  try {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/xml");
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const path of [
      "/",
      "/topics",
      "/tests",
      "/sponsors",
      "/sponsors/become",
      "/contact",
      "/help-center",
      "/privacy-policy",
    ]) {
      expect(locs).toContain(`${baseURL}${path}`);
    }
    const topics = await listed(request, "/api/topics");
    const tests = await listed(request, "/api/tests");
    for (const topic of topics) {
      const url = `${baseURL}/topic/${topic.id}`;
      if (topic.hasContent) expect(locs).toContain(url);
      else expect(locs).not.toContain(url);
    }
    for (const quiz of tests) {
      const url = `${baseURL}/test/${quiz.id}`;
      if (quiz.isActive && quiz.hasContent) expect(locs).toContain(url);
      else expect(locs).not.toContain(url);
    }
    expect(topics.some((topic) => topic.hasContent)).toBe(true);
    expect(topics.some((topic) => topic.id === unwritten.id && !topic.hasContent)).toBe(true);
    // Topics and tests carry the date they last changed.
    expect(xml).toMatch(/\/topic\/\d+<\/loc><lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
    // While the addresses fit one sitemap it has no parts (past 50,000 it becomes an index).
    expect((await request.get("/sitemap.xml?part=1")).status()).toBe(404);
    expect((await request.get("/sitemap.xml?part=x")).status()).toBe(404);
  } finally {
    await adminApi.delete(`/api/topics/${unwritten.id}`);
  }
});

test("/robots.txt keeps crawlers out of the admin area and points at the sitemap", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/plain");
  const lines = (await response.text()).split("\n");
  expect(lines).toEqual(
    expect.arrayContaining([
      "User-agent: *",
      "Allow: /",
      "Disallow: /admin",
      "Disallow: /api",
      `Sitemap: ${baseURL}/sitemap.xml`,
    ]),
  );
});

test("/manifest.webmanifest describes the app and its icons exist", async ({ request }) => {
  const response = await request.get("/manifest.webmanifest");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: "Learn AI",
    short_name: "Learn AI",
    start_url: "/",
    display: "standalone",
  });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.icons).toEqual(
    expect.arrayContaining([
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
    ]),
  );
  const pngs = [
    ...manifest.icons.filter((icon: { type: string }) => icon.type === "image/png"),
    { src: "/apple-touch-icon.png", sizes: "180x180" },
  ];
  for (const icon of pngs) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    const bytes = await image.body();
    // A PNG's IHDR chunk holds its width and height at bytes 16-23.
    expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(icon.sizes);
  }
  const home = await (await request.get("/")).text();
  expect(home).toContain('rel="apple-touch-icon" href="/apple-touch-icon.png"');
  expect(home).toContain('rel="manifest" href="/manifest.webmanifest"');
});
