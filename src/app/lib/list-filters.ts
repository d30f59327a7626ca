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
