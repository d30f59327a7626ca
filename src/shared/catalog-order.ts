import { LEVELS } from "./constants.ts";

// The order lists show categories and levels in, public and admin, server and browser.

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
