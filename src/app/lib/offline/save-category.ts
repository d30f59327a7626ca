import { SaveError, saveTopic } from "./save-topic.ts";
import type { SavedTopic } from "./saved-index.ts";

// Saving every readable topic of a category for offline (ADR 027), one topic at a time.

/** The address of the next page of an API list, from its Link header (ADR 019). */
export function nextLink(header: string | null): string | null {
  return /<([^>]+)>;\s*rel="next"/.exec(header ?? "")?.[1] ?? null;
}

/** The category's topics that have pages, from the public API. */
export async function categoryTopics(category: string) {
  const topics: Array<{ id: number; title: string }> = [];
  const query = new URLSearchParams({ category, fields: "title,pageCount", limit: "200" });
  let next: string | null = `/api/topics?${query}`;
  while (next) {
    const response: Response = await fetch(next, { credentials: "omit" }).catch(() => {
      throw new SaveError(navigator.onLine === false ? "offline" : "failed");
    });
    if (!response.ok) throw new SaveError("failed");
    const rows = (await response.json()) as Array<{ id: number; title: string; pageCount: number }>;
    topics.push(...rows.filter((row) => row.pageCount > 0));
    next = nextLink(response.headers.get("link"));
  }
  return topics;
}

export interface CategoryProgress {
  done: number;
  total: number;
}

/**
 * Saves each topic of the category; a topic removed or emptied meanwhile is skipped, anything
 * else (offline, out of space) stops the saving and keeps what was saved.
 */
export async function saveCategory(
  category: string,
  onProgress: (progress: CategoryProgress) => void,
): Promise<SavedTopic[]> {
  const topics = await categoryTopics(category);
  if (topics.length === 0) throw new SaveError("empty");
  const saved: SavedTopic[] = [];
  for (const [at, topic] of topics.entries()) {
    onProgress({ done: at, total: topics.length });
    try {
      saved.push(await saveTopic(topic.id));
    } catch (error) {
      const skip =
        error instanceof SaveError && (error.reason === "gone" || error.reason === "empty");
      if (!skip) throw error;
    }
  }
  onProgress({ done: topics.length, total: topics.length });
  return saved;
}
