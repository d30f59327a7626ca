import { LIMITS, TIERS, type Tier } from "../../../../shared/constants.ts";
import type { AdminCategory, AdminSponsor, AdminTest, AdminTopic } from "../queries.ts";

// What the analytics screen derives from the admin lists (the analytics API counts only views
// and requests): content completion, sponsors by tier, the top categories and content growth.

export interface Completion {
  done: number;
  total: number;
  /** Whole percent, 0 when there is nothing to complete. */
  percent: number;
}

export function completion(items: readonly { hasContent: boolean }[]): Completion {
  const done = items.filter((item) => item.hasContent).length;
  const total = items.length;
  return { done, total, percent: total === 0 ? 0 : Math.round((done / total) * 100) };
}

export type TierCounts = Record<Tier, { total: number; active: number }>;

/** Every sponsor by tier; `active` are those the public directory shows (spec §5). */
export function sponsorsByTier(sponsors: readonly AdminSponsor[]): TierCounts {
  const counts = Object.fromEntries(
    TIERS.map((tier) => [tier, { total: 0, active: 0 }]),
  ) as TierCounts;
  for (const sponsor of sponsors) {
    counts[sponsor.tier].total += 1;
    if (sponsor.isActive && sponsor.status === "active") counts[sponsor.tier].active += 1;
  }
  return counts;
}

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
  topics: readonly AdminTopic[],
  tests: readonly AdminTest[],
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
  for (const topic of topics) entry(topic.category).topics += 1;
  for (const test of tests) entry(test.category).tests += 1;
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
 * For each UTC day of the window (oldest first, as the analytics API gives them): what was
 * created that day and the running totals at its end.
 */
export function growth(
  days: readonly string[],
  lists: {
    topics: readonly { createdAt: string }[];
    tests: readonly { createdAt: string }[];
    sponsors: readonly { createdAt: string }[];
  },
): GrowthDay[] {
  const byDay = (items: readonly { createdAt: string }[]) => {
    const perDay = new Map<string, number>();
    for (const item of items) {
      const day = utcDay(item.createdAt);
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
    }
    return perDay;
  };
  const before = (items: readonly { createdAt: string }[]) =>
    days[0] === undefined ? 0 : items.filter((item) => utcDay(item.createdAt) < days[0]!).length;

  const topics = byDay(lists.topics);
  const tests = byDay(lists.tests);
  const sponsors = byDay(lists.sponsors);
  let totals = {
    topics: before(lists.topics),
    tests: before(lists.tests),
    sponsors: before(lists.sponsors),
  };
  return days.map((day) => {
    const added = {
      newTopics: topics.get(day) ?? 0,
      newTests: tests.get(day) ?? 0,
      newSponsors: sponsors.get(day) ?? 0,
    };
    totals = {
      topics: totals.topics + added.newTopics,
      tests: totals.tests + added.newTests,
      sponsors: totals.sponsors + added.newSponsors,
    };
    return { day, ...added, ...totals };
  });
}

function utcDay(iso: string) {
  return new Date(iso).toISOString().slice(0, 10);
}
