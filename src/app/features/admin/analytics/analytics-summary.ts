import { LIMITS, type Tier } from "../../../../shared/constants.ts";
import type { AdminCategory, ContentCounts, CreatedCounts } from "../queries.ts";

// What the analytics screen derives from the lists' counts (the server counts; the screen never
// loads a whole list): content completion, the top categories and content growth.

export interface Completion {
  done: number;
  total: number;
  /** Whole percent, 0 when there is nothing to complete. */
  percent: number;
}

export function completion(counts: { written: number; total: number }): Completion {
  const { written: done, total } = counts;
  return { done, total, percent: total === 0 ? 0 : Math.round((done / total) * 100) };
}

/** Every sponsor by tier; `active` are those the public directory shows (spec §5). */
export type TierCounts = Record<Tier, { total: number; active: number }>;

export interface CategoryCount {
  name: string;
  topics: number;
  tests: number;
}

/**
 * The categories with the most topics and tests together (spec §9: top 9), ties by name. A
 * category named by a topic or test but missing from the categories list still counts.
 */
export function topCategories(
  categories: readonly AdminCategory[],
  topics: ContentCounts["byCategory"],
  tests: ContentCounts["byCategory"],
  limit: number = LIMITS.topCategories,
): CategoryCount[] {
  const counts = new Map<string, CategoryCount>();
  const entry = (name: string) => {
    const found = counts.get(name);
    if (found) return found;
    const created = { name, topics: 0, tests: 0 };
    counts.set(name, created);
    return created;
  };
  for (const category of categories) entry(category.name);
  for (const row of topics) entry(row.category).topics += row.count;
  for (const row of tests) entry(row.category).tests += row.count;
  return [...counts.values()]
    .sort((a, b) => b.topics + b.tests - (a.topics + a.tests) || a.name.localeCompare(b.name))
    .slice(0, limit);
}

export interface GrowthDay {
  day: string;
  newTopics: number;
  newTests: number;
  newSponsors: number;
  topics: number;
  tests: number;
  sponsors: number;
}

/**
 * For each UTC day of the analytics window (oldest first): what was created that day and the
 * running totals at its end.
 */
export function growth(lists: {
  topics: CreatedCounts;
  tests: CreatedCounts;
  sponsors: CreatedCounts;
}): GrowthDay[] {
  const totals = {
    topics: lists.topics.createdBefore,
    tests: lists.tests.createdBefore,
    sponsors: lists.sponsors.createdBefore,
  };
  return lists.topics.createdPerDay.map(({ day, count }, index) => {
    const added = {
      newTopics: count,
      newTests: lists.tests.createdPerDay[index]?.count ?? 0,
      newSponsors: lists.sponsors.createdPerDay[index]?.count ?? 0,
    };
    totals.topics += added.newTopics;
    totals.tests += added.newTests;
    totals.sponsors += added.newSponsors;
    return { day, ...added, ...totals };
  });
}
