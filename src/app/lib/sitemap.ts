// The sitemap's XML (sitemaps.org): one <urlset> of at most SITEMAP_MAX_URLS addresses, or,
// past that, a <sitemapindex> whose parts are /sitemap.xml?part=1, 2, … of that size each.

export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapEntry {
  path: string;
  lastmod?: Date | string;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
const HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

function urlElement(origin: string, entry: SitemapEntry) {
  const lastmod = entry.lastmod
    ? `<lastmod>${new Date(entry.lastmod).toISOString()}</lastmod>`
    : "";
  return `  <url><loc>${escapeXml(origin + entry.path)}</loc>${lastmod}</url>`;
}

/**
 * The XML for `part` (null: the sitemap itself), or null when that part does not exist. A
 * sitemap that fits answers with every address; one that does not, with an index of its parts.
 */
export function sitemapXml(
  entries: readonly SitemapEntry[],
  origin: string,
  part: number | null,
  limit = SITEMAP_MAX_URLS,
): string | null {
  const parts = Math.max(1, Math.ceil(entries.length / limit));
  if (part === null && parts > 1) {
    return [
      HEAD,
      `<sitemapindex ${NS}>`,
      ...Array.from(
        { length: parts },
        (_, index) =>
          `  <sitemap><loc>${escapeXml(`${origin}/sitemap.xml?part=${index + 1}`)}</loc></sitemap>`,
      ),
      "</sitemapindex>",
      "",
    ].join("\n");
  }
  if (part !== null && (parts === 1 || part > parts)) return null;
  const start = ((part ?? 1) - 1) * limit;
  return [
    HEAD,
    `<urlset ${NS}>`,
    ...entries.slice(start, start + limit).map((entry) => urlElement(origin, entry)),
    "</urlset>",
    "",
  ].join("\n");
}

/** ?part=N as a plain positive number; null when absent, NaN when anything else. */
export function readPart(params: URLSearchParams): number | null {
  const part = params.get("part");
  if (part === null) return null;
  return /^[1-9]\d{0,5}$/.test(part) ? Number(part) : Number.NaN;
}

/** The answer to /sitemap.xml (or one part of it, `?part=N`): the XML, or a plain 404. */
export function sitemapResponse(
  entries: readonly SitemapEntry[],
  origin: string,
  url: string,
): Response {
  const part = readPart(new URL(url).searchParams);
  const xml = Number.isNaN(part) ? null : sitemapXml(entries, origin, part);
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
