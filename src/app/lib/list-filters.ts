import { LEVELS } from "../../shared/constants.ts";

// The search, category and level filters that the topic and test lists share, public and admin.

export interface ListFilters {
  q: string;
  category: string;
  level: string;
}

export const NO_FILTERS: ListFilters = { q: "", category: "", level: "" };

export function hasFilters(filters: ListFilters): boolean {
  return Boolean(filters.q.trim() || filters.category || filters.level);
}

type Filterable = { title: string; description: string; category: string; level: string };

/** Search matches title or description, case-insensitively; category and level match exactly. */
export function filterList<T extends Filterable>(items: readonly T[], filters: ListFilters): T[] {
  const query = filters.q.trim().toLowerCase();
  return items.filter(
    (item) =>
      (!query ||
        item.title.toLowerCase().includes(query) ||
        item.description.toLowerCase().includes(query)) &&
      (!filters.category || item.category === filters.category) &&
      (!filters.level || item.level === filters.level),
  );
}

/**
 * Categories in the catalog's order (`order`: every category name as the categories list gives
 * them, Foundations and History first), any name it lacks after them alphabetically.
 */
export function byCatalogOrder(names: Iterable<string>, order: readonly string[]): string[] {
  const rank = (name: string) => {
    const index = order.indexOf(name);
    return index === -1 ? order.length : index;
  };
  return [...new Set(names)].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** The distinct categories present, in the catalog's order. */
export function categoriesOf(
  items: readonly { category: string }[],
  order: readonly string[] = [],
): string[] {
  return byCatalogOrder(
    items.map((item) => item.category),
    order,
  );
}

/** The distinct levels present, in the order beginner, intermediate, advanced, then others. */
export function levelsPresent(items: readonly { level: string }[]): string[] {
  const rank = (level: string) => {
    const index = (LEVELS as readonly string[]).indexOf(level);
    return index === -1 ? LEVELS.length : index;
  };
  return [...new Set(items.map((item) => item.level))].sort(
    (a, b) => rank(a) - rank(b) || a.localeCompare(b),
  );
}

/** Items under their category; categories in the catalog's order, items in list order. */
export function groupByCategory<T extends { category: string }>(
  items: readonly T[],
  order: readonly string[],
) {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(item.category);
    if (group) group.push(item);
    else groups.set(item.category, [item]);
  }
  return byCatalogOrder(groups.keys(), order).map((category) => ({
    category,
    items: groups.get(category)!,
  }));
}

export function plural(count: number, word: string, words = `${word}s`) {
  return `${count} ${count === 1 ? word : words}`;
}

/**
 * How much of a public list (topics, tests) one page shows, so it stays small at any catalog
 * size: the whole list shows each category's first `perCategory` items and links to the rest;
 * a chosen category is shown `perPage` at a time (ADR 018).
 */
export const LIST_LIMITS = { perCategory: 12, perPage: 48 } as const;

/** The page asked for (?page=), 1 when absent or not a plain positive number. */
export function readPage(params: URLSearchParams): number {
  const page = params.get("page") ?? "";
  return /^[1-9]\d{0,5}$/.test(page) ? Number(page) : 1;
}

export interface PagedGroup<T> {
  category: string;
  /** What this page shows of the category. */
  items: T[];
  /** How many of the category's items match the filters. */
  total: number;
}

/**
 * Cuts the grouped list to what one page shows: each category's first items, or, when one
 * category is chosen, its `page`-th page (the last page when `page` is past the end).
 */
export function pageOfGroups<T>(
  groups: readonly { category: string; items: T[] }[],
  chosen: boolean,
  page: number,
  limits: { perCategory: number; perPage: number } = LIST_LIMITS,
): { groups: PagedGroup<T>[]; page: number; pages: number } {
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
