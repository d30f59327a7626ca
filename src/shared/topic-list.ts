// The public topics list (/topics): its filters as the address carries them, and what a card
// shows. The server reads the list (topics module, publicTopicList); the page only shows it.

/** Search matches title or description; category and level match exactly. */
export interface ListFilters {
  q: string;
  category: string;
  level: string;
}

/** What a topic card needs; the loader picks these fields. */
export interface TopicListItem {
  id: number;
  title: string;
  description: string;
  category: string;
  level: string;
  hasContent: boolean;
  pageCount: number;
  /** Estimated minutes for the whole topic; null without content. */
  minutes: number | null;
}

/**
 * The list's filters, with "Available now": `show` is "available" (only topics that can be
 * read), "all", or "" for the default, which is on while fewer than half can be read.
 */
export interface TopicFilters extends ListFilters {
  show: "" | "available" | "all";
}

export const NO_TOPIC_FILTERS: TopicFilters = { q: "", category: "", level: "", show: "" };

export function readFilters(params: URLSearchParams): TopicFilters {
  // Without script the form sends show=all, then show=available when the box is ticked.
  const show = params.getAll("show").at(-1);
  return {
    q: params.get("q")?.trim() ?? "",
    category: params.get("category") ?? "",
    level: params.get("level") ?? "",
    show: show === "available" || show === "all" ? show : "",
  };
}

/** Only the filters that are set, so an unfiltered list has a clean URL. */
export function filtersToParams(filters: TopicFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value.trim()) params.set(key, value);
  return params;
}

/** "Available now" is on by default while fewer than half of the topics can be read. */
export function availableByDefault(counts: { written: number; total: number }): boolean {
  return counts.written * 2 < counts.total;
}

export function onlyAvailable(filters: TopicFilters, byDefault: boolean): boolean {
  return filters.show === "" ? byDefault : filters.show === "available";
}

/** The catalog's sizes under the list. */
export interface TopicTotals {
  topics: number;
  categories: number;
  beginner: number;
  advanced: number;
}
