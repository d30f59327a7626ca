import {
  assetsIn,
  buildOf,
  fontsIn,
  lessonUrls,
  mediaIn,
  SAVE_HEADER,
  SAVED_CACHE,
} from "./offline-urls.ts";
import {
  announceChange,
  deleteEntry,
  prune,
  readEntry,
  type SavedTopic,
  withSavedLock,
  writeEntry,
} from "./saved-index.ts";

// Saving a topic for offline reading (ADR 027): every page as a full load and as a page turn
// asks for it, the figures they show, and the app files they load, into SAVED_CACHE, then its
// record. Run by the page when the visitor saves, and by the service worker to refresh a saved
// topic, so it uses nothing either lacks. Everything is fetched before anything is written, and
// a lesson that cannot be written whole is not kept.

export type SaveFailure = "offline" | "quota" | "empty" | "gone" | "failed";

export const SAVE_FAILURES: Record<SaveFailure, string> = {
  offline: "You're offline. Connect to the internet to save this lesson.",
  quota:
    "There isn't enough storage space in this browser. Remove some saved lessons, or free up space, and try again.",
  empty: "This lesson has no pages yet, so there is nothing to save.",
  gone: "This lesson is no longer on the site.",
  failed: "The lesson could not be saved. Please try again.",
};

export class SaveError extends Error {
  readonly reason: SaveFailure;
  constructor(reason: SaveFailure) {
    super(SAVE_FAILURES[reason]);
    this.name = "SaveError";
    this.reason = reason;
  }
}

export interface SaveProgress {
  done: number;
  total: number;
}

interface Fetched {
  url: string;
  body: ArrayBuffer;
  init: ResponseInit;
}

/** As a visitor without a session, fresh from the server, not counted as a view. */
const PAGE_REQUEST: RequestInit = {
  credentials: "omit",
  cache: "no-cache",
  headers: { [SAVE_HEADER]: "1" },
};
/** Build files and figures never change at an address: the browser's copy will do. */
const FILE_REQUEST: RequestInit = { credentials: "omit" };
const PARALLEL = 3;

const online = () => (globalThis.navigator as Navigator | undefined)?.onLine !== false;
const unique = (items: string[]) => [...new Set(items)].sort();

async function get(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch {
    throw new SaveError(online() ? "failed" : "offline");
  }
}

async function fetchStorable(url: string, init: RequestInit): Promise<Fetched> {
  const response = await get(url, init);
  const control = response.headers.get("cache-control") ?? "";
  if (response.status !== 200 || response.redirected || /no-store|private/.test(control)) {
    throw new SaveError("failed");
  }
  const { status, statusText, headers } = response;
  return { url, body: await response.arrayBuffer(), init: { status, statusText, headers } };
}

async function fetchAll(urls: string[], init: RequestInit, tick: () => void) {
  const results: Fetched[] = [];
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const at = next++;
      results[at] = await fetchStorable(urls[at]!, init);
      tick();
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, urls.length) }, worker));
  return results;
}

async function topicInfo(topicId: number) {
  const response = await get(`/api/topics/${topicId}/content`, PAGE_REQUEST);
  if (response.status === 404) throw new SaveError("gone");
  if (!response.ok) throw new SaveError("failed");
  const body = (await response.json()) as { title: string; category: string; pages: unknown[] };
  if (body.pages.length === 0) throw new SaveError("empty");
  return { title: body.title, category: body.category, pages: body.pages.length };
}

async function ensureRoom(bytes: number) {
  const estimate = await (globalThis.navigator as Navigator | undefined)?.storage?.estimate?.();
  if (estimate?.quota === undefined || estimate.usage === undefined) return;
  if (estimate.quota - estimate.usage < bytes) throw new SaveError("quota");
}

const isQuota = (error: unknown) =>
  error instanceof DOMException && error.name === "QuotaExceededError";

/** Saves (or refreshes) one topic; rejects with a SaveError saying why it could not. */
export async function saveTopic(
  topicId: number,
  onProgress: (progress: SaveProgress) => void = () => {},
): Promise<SavedTopic> {
  try {
    return await save(topicId, onProgress);
  } catch (error) {
    if (error instanceof SaveError) throw error;
    throw new SaveError(isQuota(error) ? "quota" : "failed");
  }
}

async function save(topicId: number, onProgress: (progress: SaveProgress) => void) {
  const info = await topicInfo(topicId);
  const { documents, data } = lessonUrls(topicId, info.pages);
  // One step per page fetched, one for the figures and app files, one for writing: a bar that
  // only moves forward.
  const progress = { done: 0, total: documents.length + data.length + 2 };
  const tick = () => {
    progress.done += 1;
    onProgress({ ...progress });
  };
  onProgress({ ...progress });
  const pages = await fetchAll([...documents, ...data], PAGE_REQUEST, tick);
  const html = pages.slice(0, documents.length).map((page) => new TextDecoder().decode(page.body));

  const saved = await caches.open(SAVED_CACHE);
  const notSaved = async (urls: string[]) =>
    (
      await Promise.all(
        urls.map(async (url) => ((await saved.match(url, { ignoreVary: true })) ? null : url)),
      )
    ).filter((url) => url !== null);
  const media = unique(html.flatMap(mediaIn));
  const assets = unique(html.flatMap(assetsIn));
  const wanted = await notSaved([...media, ...assets]);
  const files = await fetchAll(wanted, FILE_REQUEST, () => {});
  const styles = await Promise.all(
    assets
      .filter((url) => url.endsWith(".css"))
      .map(async (url) => {
        const fetched = files.find((file) => file.url === url);
        return fetched
          ? new TextDecoder().decode(fetched.body)
          : await saved.match(url, { ignoreVary: true }).then((r) => r?.text() ?? "");
      }),
  );
  const fonts = unique(styles.flatMap(fontsIn));
  const fontFiles = await fetchAll(await notSaved(fonts), FILE_REQUEST, () => {});
  tick();

  const everything = [...pages, ...files, ...fontFiles];
  const mediaBytes = await Promise.all(
    media.map(async (url) => {
      const fetched = files.find((file) => file.url === url);
      return fetched
        ? fetched.body.byteLength
        : ((await (await saved.match(url, { ignoreVary: true }))?.blob())?.size ?? 0);
    }),
  );
  const bytes =
    pages.reduce((sum, page) => sum + page.body.byteLength, 0) +
    mediaBytes.reduce((sum, size) => sum + size, 0);
  await ensureRoom(everything.reduce((sum, file) => sum + file.body.byteLength, 0));

  const entry = await withSavedLock(async () => {
    const now = new Date().toISOString();
    const record: SavedTopic = {
      id: topicId,
      title: info.title,
      category: info.category,
      pages: info.pages,
      savedAt: (await readEntry(topicId))?.savedAt ?? now,
      refreshedAt: now,
      build: buildOf(html[0] ?? ""),
      bytes,
      urls: unique([...documents, ...data, ...media, ...assets, ...fonts]),
    };
    try {
      for (const file of everything) await saved.put(file.url, new Response(file.body, file.init));
      await writeEntry(record);
    } catch (error) {
      // A lesson written in part would open offline with pages missing: it is not kept.
      await deleteEntry(topicId);
      await prune();
      throw error;
    }
    await prune();
    return record;
  });
  tick();
  announceChange();
  return entry;
}
