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

/**
 * How much of the list one page shows, so it stays small at any catalog size: the whole list
 * shows each category's first `perCategory` topics and links to the rest; a chosen category is
 * shown `perPage` at a time.
 */
export const TOPIC_LIST_LIMITS = { perCategory: 12, perPage: 48 } as const;

/** The page asked for (?page=), 1 when absent or not a plain positive number. */
export function readPage(params: URLSearchParams): number {
  const page = params.get("page") ?? "";
  return /^[1-9]\d{0,5}$/.test(page) ? Number(page) : 1;
}

export interface TopicGroup<T> {
  category: string;
  /** What this page shows of the category. */
  items: T[];
  /** How many of the category's topics match the filters. */
  total: number;
}

/**
 * Cuts the grouped list to what one page shows: each category's first topics, or, when one
 * category is chosen, its `page`-th page (the last page when `page` is past the end).
 */
export function pageOfGroups<T>(
  groups: readonly { category: string; items: T[] }[],
  chosen: boolean,
  page: number,
  limits: { perCategory: number; perPage: number } = TOPIC_LIST_LIMITS,
): { groups: TopicGroup<T>[]; page: number; pages: number } {
  if (!chosen) {
    return {
      groups: groups.map((group) => ({
        category: group.category,
        items: group.items.slice(0, limits.perCategory),
        total: group.items.length,
      })),
      page: 1,
      pages: 1,
    };
  }
  const total = groups.reduce((sum, group) => sum + group.items.length, 0);
  const pages = Math.max(1, Math.ceil(total / limits.perPage));
  const current = Math.min(page, pages);
  const start = (current - 1) * limits.perPage;
  return {
    groups: groups.map((group) => ({
      category: group.category,
      items: group.items.slice(start, start + limits.perPage),
      total: group.items.length,
    })),
    page: current,
    pages,
  };
}
