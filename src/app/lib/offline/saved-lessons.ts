import { useEffect, useState } from "react";
import { SAVED_CACHE, SAVED_INDEX_CACHE } from "./offline-urls.ts";
import {
  announceChange,
  deleteEntry,
  onSavedChange,
  prune,
  readEntry,
  readIndex,
  type SavedTopic,
  withSavedLock,
} from "./saved-index.ts";

// Lessons saved for offline reading: what the pages show and change (ADR 027). They live in this
// browser's Cache Storage only and are never sent anywhere. Saving itself (save-topic.ts) loads
// only when the visitor saves.

export { formatBytes, savedDate } from "./saved-index.ts";
export type { SavedTopic };

/** Whether this browser can save lessons: a service worker to serve them, a cache to hold them. */
export function offlineSupported(): boolean {
  return typeof window !== "undefined" && "serviceWorker" in navigator && "caches" in window;
}

/** Every topic saved in this browser, by title. */
export function savedTopics(): Promise<SavedTopic[]> {
  return readIndex();
}

/** The saved copy of one topic, or null. */
export function savedTopic(topicId: number): Promise<SavedTopic | null> {
  return readEntry(topicId);
}

/** Removes one saved topic and the files no other saved topic uses. */
export async function removeSaved(topicId: number): Promise<void> {
  await withSavedLock(async () => {
    await deleteEntry(topicId);
    await prune();
  });
  announceChange();
}

/** Removes every saved lesson (the app shell stays: it holds nothing about the visitor). */
export async function removeAllSaved(): Promise<void> {
  await withSavedLock(async () => {
    await caches.delete(SAVED_INDEX_CACHE);
    await caches.delete(SAVED_CACHE);
  });
  announceChange();
}

/** The saving code, loaded when the visitor first saves. */
export const loadSaver = () => import("./save-topic.ts");
export const loadCategorySaver = () => import("./save-category.ts");

/** The saved topics, kept current across tabs; null until read in the browser. */
export function useSavedTopics(): SavedTopic[] | null {
  const [topics, setTopics] = useState<SavedTopic[] | null>(null);
  useEffect(() => {
    let live = true;
    const update = () => {
      readIndex()
        .then((list) => live && setTopics(list))
        .catch(() => live && setTopics([]));
    };
    update();
    const stop = onSavedChange(update);
    return () => {
      live = false;
      stop();
    };
  }, []);
  return topics;
}

export type PersistResult = "persisted" | "not-persisted" | "unsupported";

/**
 * Asks the browser to keep this site's storage until the visitor clears it, rather than clear it
 * when space runs low. Asked when the visitor saves something, never before.
 */
export async function askToPersist(): Promise<PersistResult> {
  const storage = navigator.storage;
  if (!storage?.persist) return "unsupported";
  try {
    if (await storage.persisted()) return "persisted";
    return (await storage.persist()) ? "persisted" : "not-persisted";
  } catch {
    return "unsupported";
  }
}

export const PERSIST_MESSAGES: Record<PersistResult, string> = {
  persisted: "Your browser will keep saved lessons until you remove them.",
  "not-persisted":
    "Your browser may delete saved lessons if it runs short of space; you can save them again.",
  unsupported: "",
};
