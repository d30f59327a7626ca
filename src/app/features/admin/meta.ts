import type { MetaDescriptor } from "react-router";
import { siteFrom } from "../../lib/seo.ts";

/** An admin page's title; admin pages are never indexed. */
export function adminMeta(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
  title: string,
): MetaDescriptor[] {
  const name = siteFrom(matches)?.name ?? "Learn AI";
  return [
    { title: `${title} | Admin | ${name}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}
