import { OFFLINE_SAVE_HEADER } from "../../../shared/constants.ts";

// What a lesson saved for offline is made of, and the names of the caches that hold it (ADR 027).
// Pure: the page (saving), the service worker (serving, refreshing) and their tests share it.

/** The app shell of one build: its scripts, styles, fonts, icons and offline page. */
export const SHELL_CACHE_PREFIX = "learn-ai-shell-";
/** Saved lessons' pages, their data, figures and the app files they were saved with. */
export const SAVED_CACHE = "learn-ai-saved-v1";
/** One entry per saved topic: what it is and which addresses of SAVED_CACHE it uses. */
export const SAVED_INDEX_CACHE = "learn-ai-saved-index-v1";
/** Sent with a save's requests: the server counts no view for them (who-counts.ts). */
export const SAVE_HEADER = OFFLINE_SAVE_HEADER;
/** The route whose data a client-side page turn asks for (`_routes=`). */
export const TOPIC_ROUTE_ID = "routes/topic";

export const shellCacheName = (version: string) => `${SHELL_CACHE_PREFIX}${version}`;

/** A cache this site made that a service worker of build `version` no longer uses. */
export function isOutdatedCache(name: string, version: string): boolean {
  return name.startsWith(SHELL_CACHE_PREFIX) && name !== shellCacheName(version);
}

/** The address of a saved topic's record in SAVED_INDEX_CACHE. */
export const indexKey = (topicId: number) => `/offline-index/topic/${topicId}`;

/** /topic/:id for page 1, /topic/:id?page=N after it: the addresses the reader links to. */
export function topicPageUrl(topicId: number, page: number): string {
  return page <= 1 ? `/topic/${topicId}` : `/topic/${topicId}?page=${page}`;
}

/** The address React Router fetches when the reader turns to `page` in the browser. */
export function topicDataUrl(
  topicId: number,
  page: number,
  routes: string | null = TOPIC_ROUTE_ID,
) {
  const params = new URLSearchParams();
  if (page > 1) params.set("page", String(page));
  if (routes !== null) params.set("_routes", routes);
  const search = params.toString();
  return `/topic/${topicId}.data${search ? `?${search}` : ""}`;
}

/** Every page of a topic, as a full load and as a client-side page turn ask for it. */
export function lessonUrls(topicId: number, pageCount: number) {
  const pages = Array.from({ length: pageCount }, (_, at) => at + 1);
  return {
    documents: pages.map((page) => topicPageUrl(topicId, page)),
    data: pages.map((page) => topicDataUrl(topicId, page)),
  };
}

const TOPIC_PATH = /^\/topic\/([1-9][0-9]{0,9})(\.data)?$/;

/** The page a `page` parameter names, read as the server reads it (shared/lesson.ts). */
function pageOf(value: string | null): number {
  const page = Number.parseInt(value ?? "1", 10);
  return Number.isFinite(page) && page > 1 ? page : 1;
}

/**
 * A lesson address as it is saved: `?page=1`, unknown parameters and their order make no
 * difference. Null for anything that is not a topic page or its data.
 */
export function lessonKey(
  url: URL,
): { topicId: number; data: boolean; key: string; page: string } | null {
  const match = TOPIC_PATH.exec(url.pathname);
  if (!match) return null;
  const topicId = Number(match[1]);
  if (topicId > 2_147_483_647) return null;
  const page = pageOf(url.searchParams.get("page"));
  const data = match[2] !== undefined;
  const key = data
    ? topicDataUrl(topicId, page, url.searchParams.get("_routes"))
    : topicPageUrl(topicId, page);
  return { topicId, data, key, page: topicPageUrl(topicId, page) };
}

const ASSET_IN_HTML = /\/assets\/[\w.-]+\.(?:js|css)\b/g;
const MEDIA_IN_HTML = /\/media\/[\w.-]+/g;
const FONT_IN_CSS = /url\(\s*["']?(\/assets\/[\w.-]+\.woff2)["']?\s*\)/g;

const unique = (items: Iterable<string>) => [...new Set(items)].sort();

/** The scripts and styles a saved page loads (its own build's, which a later build deletes). */
export const assetsIn = (html: string) => unique(html.match(ASSET_IN_HTML) ?? []);

/** The site's figures a page shows (content-addressed, so never changed in place). */
export const mediaIn = (html: string) => unique(html.match(MEDIA_IN_HTML) ?? []);

/** The fonts a stylesheet names (woff2 only: every browser with service workers reads it). */
export const fontsIn = (css: string) => unique([...css.matchAll(FONT_IN_CSS)].map((m) => m[1]!));

/** The build a page belongs to: React Router's manifest version, inlined in every page. */
export function buildOf(html: string): string | null {
  return /__reactRouterManifest\s*=\s*\{[\s\S]*?"version":\s*"([\w-]+)"/.exec(html)?.[1] ?? null;
}

/** Where the offline page (routes/offline.tsx) leaves room for the service worker to fill in. */
export const OFFLINE_PAGE = {
  list: "offline-saved-list",
  none: "offline-saved-none",
  retry: "offline-retry",
} as const;
