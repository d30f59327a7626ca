import { indexKey, SAVED_CACHE, SAVED_INDEX_CACHE } from "./offline-urls.ts";

// The record of what is saved for offline, kept in this browser's Cache Storage beside the
// lessons themselves: one entry per topic. Used by the page and by the service worker, so it
// reads only what both have (caches, navigator.locks, BroadcastChannel), never `window`.

export interface SavedTopic {
  id: number;
  title: string;
  category: string;
  /** How many pages the lesson had when saved. */
  pages: number;
  /** When the visitor saved it (ISO); kept when it is refreshed. */
  savedAt: string;
  /** When its copy was last fetched (ISO). */
  refreshedAt: string;
  /** The build its pages came from (React Router's manifest version). */
  build: string | null;
  /** Bytes of its own pages, page data and figures (the app files are shared). */
  bytes: number;
  /** Every address in SAVED_CACHE it uses: pages, data, figures, scripts, styles, fonts. */
  urls: string[];
}

const CHANNEL = "learn-ai-offline";
/** Sent on CHANNEL, and as a window event in the page that made the change. */
export const SAVED_CHANGED = "learn-ai:saved-changed";

const hasCaches = () => typeof caches !== "undefined";

function isSavedTopic(value: unknown): value is SavedTopic {
  const entry = value as Partial<SavedTopic> | null;
  return (
    typeof entry?.id === "number" &&
    typeof entry.title === "string" &&
    typeof entry.pages === "number" &&
    Array.isArray(entry.urls)
  );
}

/** Every saved topic, by title. Empty where the browser has no Cache Storage. */
export async function readIndex(): Promise<SavedTopic[]> {
  if (!hasCaches() || !(await caches.has(SAVED_INDEX_CACHE))) return [];
  const index = await caches.open(SAVED_INDEX_CACHE);
  const entries = await Promise.all(
    (await index.keys()).map(async (key) => (await index.match(key))?.json().catch(() => null)),
  );
  return entries.filter(isSavedTopic).sort((a, b) => a.title.localeCompare(b.title));
}

export async function readEntry(topicId: number): Promise<SavedTopic | null> {
  if (!hasCaches() || !(await caches.has(SAVED_INDEX_CACHE))) return null;
  const found = await (await caches.open(SAVED_INDEX_CACHE)).match(indexKey(topicId));
  const entry: unknown = await found?.json().catch(() => null);
  return isSavedTopic(entry) ? entry : null;
}

export async function writeEntry(entry: SavedTopic) {
  const index = await caches.open(SAVED_INDEX_CACHE);
  await index.put(
    indexKey(entry.id),
    new Response(JSON.stringify(entry), { headers: { "content-type": "application/json" } }),
  );
}

export async function deleteEntry(topicId: number) {
  if (!hasCaches() || !(await caches.has(SAVED_INDEX_CACHE))) return;
  await (await caches.open(SAVED_INDEX_CACHE)).delete(indexKey(topicId));
}

/** Deletes what no saved topic uses any more (a removed topic, a refresh's older files). */
export async function prune() {
  if (!hasCaches() || !(await caches.has(SAVED_CACHE))) return;
  const used = new Set((await readIndex()).flatMap((entry) => entry.urls));
  const saved = await caches.open(SAVED_CACHE);
  for (const request of await saved.keys()) {
    const url = new URL(request.url);
    if (!used.has(url.pathname + url.search)) await saved.delete(request);
  }
}

/**
 * Runs changes to what is saved one at a time, across tabs and the service worker (a save,
 * a removal and a refresh each read the index, then write and prune).
 */
export async function withSavedLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  return locks ? locks.request(CHANNEL, work) : work();
}

/**
 * Tells every open page, this one included, that the saved list changed: a channel reaches every
 * other channel object of its name, in this page as in the others.
 */
export function announceChange() {
  if (typeof BroadcastChannel !== "undefined") {
    const channel = new BroadcastChannel(CHANNEL);
    channel.postMessage(SAVED_CHANGED);
    channel.close();
  } else if (typeof window !== "undefined") {
    window.dispatchEvent(new Event(SAVED_CHANGED));
  }
}

/** Calls `listener` whenever the saved list changes, here or in another tab; returns the stop. */
export function onSavedChange(listener: () => void): () => void {
  const channel = typeof BroadcastChannel !== "undefined" ? new BroadcastChannel(CHANNEL) : null;
  channel?.addEventListener("message", listener);
  window.addEventListener(SAVED_CHANGED, listener);
  return () => {
    channel?.close();
    window.removeEventListener(SAVED_CHANGED, listener);
  };
}

const DATE = new Intl.DateTimeFormat("en", { dateStyle: "medium" });

/** "Nov 24, 2026": the date a lesson was saved, as every list shows it. */
export const savedDate = (iso: string) => DATE.format(new Date(iso));

/** "412 KB", "1.2 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
