import type { ListFilters } from "../../lib/list-filters.ts";

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
export function availableByDefault(topics: readonly { hasContent: boolean }[]): boolean {
  return topics.filter((topic) => topic.hasContent).length * 2 < topics.length;
}

export function onlyAvailable(filters: TopicFilters, byDefault: boolean): boolean {
  return filters.show === "" ? byDefault : filters.show === "available";
}

/** Topics that can be read first, each part in its own order (a stable sort). */
export function readableFirst<T extends { hasContent: boolean }>(items: readonly T[]): T[] {
  return items.toSorted((a, b) => Number(b.hasContent) - Number(a.hasContent));
}

export function totals(topics: readonly { category: string; level: string }[]) {
  return {
    topics: topics.length,
    categories: new Set(topics.map((topic) => topic.category)).size,
    beginner: topics.filter((topic) => topic.level === "beginner").length,
    advanced: topics.filter((topic) => topic.level === "advanced").length,
  };
}
