import { isOutdatedCache, shellCacheName } from "../app/lib/offline/offline-urls.ts";
import { saveTopic } from "../app/lib/offline/save-topic.ts";
import { readIndex, type SavedTopic } from "../app/lib/offline/saved-index.ts";

// A service worker's install, activation and refreshing of saved lessons (ADR 027).

/** A saved lesson is fetched again once its build is not the current one, or after a day. */
export const REFRESH_AFTER_MS = 24 * 60 * 60 * 1000;

/** Keeps this build's shell: its files, and its pages fetched fresh as a visitor sees them. */
export async function precache(version: string, urls: readonly string[], origin: string) {
  const shell = await caches.open(shellCacheName(version));
  await shell.addAll(
    urls.map(
      (url) =>
        new Request(new URL(url, origin), {
          credentials: "omit",
          // Hashed files never change; anything else is fetched fresh, not from the HTTP cache.
          cache: url.startsWith("/assets/") ? "default" : "no-cache",
        }),
    ),
  );
}

/** Drops the shells of earlier builds; saved lessons stay (each keeps the files it needs). */
export async function dropOutdatedCaches(version: string): Promise<string[]> {
  const outdated = (await caches.keys()).filter((name) => isOutdatedCache(name, version));
  await Promise.all(outdated.map((name) => caches.delete(name)));
  return outdated;
}

/** The saved topics due to be fetched again. */
export function refreshDue(topics: SavedTopic[], manifest: string, now: number): SavedTopic[] {
  return topics.filter(
    (topic) => topic.build !== manifest || now - Date.parse(topic.refreshedAt) >= REFRESH_AFTER_MS,
  );
}

/**
 * Fetches again, one at a time, the saved topics that are due. A topic that cannot be fetched
 * now (offline, a server error) keeps its copy and is tried at the next page load.
 */
export async function refreshSaved(manifest: string, now = Date.now()) {
  if (navigator.onLine === false) return [];
  const refreshed: number[] = [];
  for (const topic of refreshDue(await readIndex(), manifest, now)) {
    try {
      await saveTopic(topic.id);
      refreshed.push(topic.id);
    } catch {
      // Kept as it was; tried again at the next page load.
    }
  }
  return refreshed;
}
