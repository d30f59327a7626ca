import { pageContext } from "../lib/server-context.ts";
import { sitemapResponse } from "../lib/sitemap.ts";
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
].map((path) => ({ path }));

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services, site } = context.get(pageContext);
  const entries = [...PUBLIC_PATHS, ...(await services.content.sitemapEntries())];
  return sitemapResponse(entries, site.origin, request.url);
}
