import { SAVED_CACHE, shellCacheName } from "../app/lib/offline/offline-urls.ts";
import { readEntry, readIndex } from "../app/lib/offline/saved-index.ts";
import { fillOfflinePage } from "./offline-page.ts";

// How the service worker answers each kind of request (routing.ts says which kind). Online,
// documents, page data and route discovery always come from the network: a saved copy answers
// only when the network fails, so nothing is stale after an update (ADR 027).

export interface Build {
  /** The service worker's version: names the shell cache. */
  version: string;
  /** React Router's manifest version of this build: what the shell's pages belong to. */
  manifest: string;
}

/** Shell pages kept whole for offline use; any other failed page load gets the offline page. */
export const SHELL_PAGES = ["/offline", "/saved"];
/** The route-discovery answer for the reader, kept in the shell (any topic id gives the same). */
export const topicManifestUrl = (manifest: string) =>
  `/__manifest?paths=${encodeURIComponent("/topic,/topic/1")}&version=${manifest}`;

/** The network's answer, or null when there is no network (a server error is an answer). */
async function network(request: Request, preload?: Promise<Response | undefined>) {
  try {
    return (await preload?.catch(() => undefined)) ?? (await fetch(request));
  } catch {
    return null;
  }
}

const usable = (response: Response | null): response is Response =>
  response !== null && response.status < 500;

async function fromShell(build: Build, url: string) {
  return (await caches.open(shellCacheName(build.version))).match(url, { ignoreVary: true });
}

async function fromSaved(url: string) {
  if (!(await caches.has(SAVED_CACHE))) return undefined;
  return (await caches.open(SAVED_CACHE)).match(url, { ignoreVary: true });
}

/** The offline page for `url`, with the saved lessons; a plain one if the shell is missing. */
export async function offlinePage(build: Build, url: URL): Promise<Response> {
  const shell = await fromShell(build, "/offline");
  if (!shell) {
    return new Response("You're offline, and this page is not saved on this device.", {
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
  }
  const headers = new Headers(shell.headers);
  for (const name of ["content-length", "etag", "content-encoding"]) headers.delete(name);
  const html = fillOfflinePage(await shell.text(), await readIndex(), url.pathname + url.search);
  return new Response(html, { status: 200, headers });
}

/** A page load: network first; then the saved lesson, the shell's copy, the offline page. */
export async function servePage(
  build: Build,
  request: Request,
  lesson: { key: string } | null,
  preload?: Promise<Response | undefined>,
): Promise<Response> {
  const url = new URL(request.url);
  if (url.pathname === "/offline") return offlinePage(build, url);
  const answer = await network(request, preload);
  if (usable(answer)) return answer;
  const saved =
    (lesson && (await fromSaved(lesson.key))) ||
    (SHELL_PAGES.includes(url.pathname) && (await fromShell(build, url.pathname)));
  if (saved) return saved;
  return answer ?? offlinePage(build, url);
}

/**
 * Tells React Router to load `page` as a whole document instead (its single-fetch redirect):
 * the document then comes from the saved copy, or is the offline page.
 */
export function reloadAsDocument(page: string): Response {
  return new Response(null, {
    status: 204,
    headers: { "X-Remix-Redirect": page, "X-Remix-Reload-Document": "true" },
  });
}

/**
 * A page turn's data: network first, then the saved copy if it was saved from this build (data
 * from an older build could break the newer page asking for it); else the whole page.
 */
export async function serveLessonData(
  build: Build,
  request: Request,
  lesson: { topicId: number; key: string; page: string },
): Promise<Response> {
  const answer = await network(request);
  if (usable(answer)) return answer;
  const entry = await readEntry(lesson.topicId);
  const saved = entry?.build === build.manifest ? await fromSaved(lesson.key) : undefined;
  return saved ?? answer ?? reloadAsDocument(lesson.page);
}

const TOPIC_PATHS = /^\/topic(?:\/[1-9][0-9]*)?$/;

/**
 * Route discovery (React Router asks which routes match before a client-side navigation to a
 * page with parameters): network first; offline, the reader's answer from the shell serves any
 * topic address of this build, so a saved lesson's pages turn without a network.
 */
export async function serveManifest(build: Build, request: Request): Promise<Response> {
  const answer = await network(request);
  if (usable(answer)) return answer;
  const url = new URL(request.url);
  const paths = (url.searchParams.get("paths") ?? "").split(",");
  const forReader =
    url.searchParams.get("version") === build.manifest &&
    paths.every((path) => TOPIC_PATHS.test(path));
  const kept = forReader ? await fromShell(build, topicManifestUrl(build.manifest)) : undefined;
  return kept ?? answer ?? Response.error();
}

/** Files that never change at their address: any copy kept, else the network. */
export async function serveCacheFirst(request: Request): Promise<Response> {
  return (await caches.match(request, { ignoreVary: true })) ?? fetch(request);
}

/** Icons and the web app manifest: the network, else this build's copy. */
export async function serveShellFile(build: Build, request: Request): Promise<Response> {
  const answer = await network(request);
  if (usable(answer)) return answer;
  return (await fromShell(build, new URL(request.url).pathname)) ?? answer ?? Response.error();
}
