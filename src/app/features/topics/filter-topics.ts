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

export function readFilters(params: URLSearchParams): ListFilters {
  return {
    q: params.get("q")?.trim() ?? "",
    category: params.get("category") ?? "",
    level: params.get("level") ?? "",
  };
}

/** Only the filters that are set, so an unfiltered list has a clean URL. */
export function filtersToParams(filters: ListFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value.trim()) params.set(key, value);
  return params;
}

export function totals(topics: readonly { category: string; level: string }[]) {
  return {
    topics: topics.length,
    categories: new Set(topics.map((topic) => topic.category)).size,
    beginner: topics.filter((topic) => topic.level === "beginner").length,
    advanced: topics.filter((topic) => topic.level === "advanced").length,
  };
}
