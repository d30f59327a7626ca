import { LIST_LIMITS } from "../src/shared/constants.ts";

/**
 * How many cards a public list shows of `items` (ADR 018): each category's first ones in the
 * whole list, or one page of a chosen category.
 */
export function cardsShown(items: readonly { category: string }[], categoryChosen = false) {
  const limit = categoryChosen ? LIST_LIMITS.perPage : LIST_LIMITS.perCategory;
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item.category, (counts.get(item.category) ?? 0) + 1);
  return [...counts.values()].reduce((sum, count) => sum + Math.min(count, limit), 0);
}

export { LIST_LIMITS };
