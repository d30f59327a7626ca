import { pageContext } from "../lib/server-context.ts";
import type { Route } from "./+types/sitemap.ts";

// The sitemap for search engines: the public pages, then every topic and test a visitor can
// actually open (written topics; active tests with questions, as the tests list shows them).

const PUBLIC_PATHS = [
  "/",
  "/topics",
  "/tests",
  "/sponsors",
  "/sponsors/become",
  "/contact",
  "/help-center",
  "/privacy-policy",
];

interface Entry {
  path: string;
  lastmod?: Date | string;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

function urlElement(origin: string, entry: Entry) {
  const lastmod = entry.lastmod
    ? `<lastmod>${new Date(entry.lastmod).toISOString()}</lastmod>`
    : "";
  return `  <url><loc>${escapeXml(origin + entry.path)}</loc>${lastmod}</url>`;
}

export async function loader({ context }: Route.LoaderArgs) {
  const { services, site } = context.get(pageContext);
  const [topics, tests] = await Promise.all([services.topics.list(), services.tests.listPublic()]);
  const entries: Entry[] = [
    ...PUBLIC_PATHS.map((path) => ({ path })),
    ...topics
      .filter((topic) => topic.hasContent)
      .map((topic) => ({ path: `/topic/${topic.id}`, lastmod: topic.updatedAt })),
    ...tests.map((test) => ({ path: `/test/${test.id}`, lastmod: test.updatedAt })),
  ];
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map((entry) => urlElement(site.origin, entry)),
    "</urlset>",
    "",
  ].join("\n");
  return new Response(xml, {
    headers: {
      "content-type": "application/xml; charset=utf-8",
      "cache-control": "public, max-age=600",
    },
  });
}
