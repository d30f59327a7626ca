import type { MetaDescriptor } from "react-router";
import type { SiteInfo } from "./site.ts";

/**
 * A page's own title, description, canonical URL, Open Graph and Twitter card tags. The site
 * info comes from the root loader's data, which every page's meta function can read.
 */
export function seo(
  site: SiteInfo | undefined,
  page: { title: string; description: string; path: string; type?: "website" | "article" },
): MetaDescriptor[] {
  const name = site?.name ?? "Learn AI";
  const title = page.title === name ? name : `${page.title} | ${name}`;
  const url = `${site?.origin ?? ""}${page.path}`;
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: name },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
  ];
}

/** The root loader's site info, from inside any route's meta function. */
export function siteFrom(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>) {
  const root = matches.find((match) => match?.id === "root");
  return (root?.loaderData as { site?: SiteInfo } | undefined)?.site;
}
