import { pageContext } from "../lib/server-context.ts";
import type { Route } from "./+types/robots.ts";

/** Crawlers may read every public page, never the admin area or the JSON API. */
export function loader({ context }: Route.LoaderArgs) {
  const { site } = context.get(pageContext);
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /api",
    "",
    `Sitemap: ${site.origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "content-type": "text/plain; charset=utf-8",
      "cache-control": "public, max-age=3600",
    },
  });
}
