import { pageContext } from "../lib/server-context.ts";
import { readPart, type SitemapEntry, sitemapXml } from "../lib/sitemap.ts";
import type { Route } from "./+types/sitemap.ts";

// The sitemap for search engines: the public pages, then every topic and test a visitor can
// actually open (written topics; active tests with questions, as the tests list shows them).
// Past 50,000 addresses it is an index of parts (lib/sitemap.ts).

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

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services, site } = context.get(pageContext);
  const part = readPart(new URL(request.url).searchParams);
  const [topics, tests] = await Promise.all([
    services.topics.readable(),
    services.tests.startableAddresses(),
  ]);
  const entries: SitemapEntry[] = [
    ...PUBLIC_PATHS.map((path) => ({ path })),
    ...topics.map((topic) => ({ path: `/topic/${topic.id}`, lastmod: topic.updatedAt })),
    ...tests.map((test) => ({ path: `/test/${test.id}`, lastmod: test.updatedAt })),
  ];
  const xml = Number.isNaN(part) ? null : sitemapXml(entries, site.origin, part);
  if (xml === null) {
    return new Response("Not Found", { status: 404, headers: { "content-type": "text/plain" } });
  }
  return new Response(xml, {
    headers: {
      "content-type": "application/xml; charset=utf-8",
      "cache-control": "public, max-age=600",
    },
  });
}
