import { LEVELS } from "../../../../shared/constants.ts";
import type { AdminTopic } from "../queries.ts";

export interface AdminTopicFilters {
  q: string;
  category: string;
  level: string;
}

export const NO_FILTERS: AdminTopicFilters = { q: "", category: "", level: "" };

export function hasFilters(filters: AdminTopicFilters): boolean {
  return Boolean(filters.q.trim() || filters.category || filters.level);
}

/** Search matches title or description, case-insensitively; category and level match exactly. */
export function filterAdminTopics(topics: readonly AdminTopic[], filters: AdminTopicFilters) {
  const query = filters.q.trim().toLowerCase();
  return topics.filter(
    (topic) =>
      (!query ||
        topic.title.toLowerCase().includes(query) ||
        topic.description.toLowerCase().includes(query)) &&
      (!filters.category || topic.category === filters.category) &&
      (!filters.level || topic.level === filters.level),
  );
}

/** The categories topics use, alphabetical. */
export function categoriesOf(topics: readonly AdminTopic[]): string[] {
  return [...new Set(topics.map((topic) => topic.category))].sort((a, b) => a.localeCompare(b));
}

/** The three levels, then any other level a topic carries. */
export function levelsOf(topics: readonly AdminTopic[]): string[] {
  const known: readonly string[] = LEVELS;
  const others = new Set(topics.map((topic) => topic.level).filter((l) => !known.includes(l)));
  return [...known, ...[...others].sort()];
}

export const levelLabel = (level: string) => level.charAt(0).toUpperCase() + level.slice(1);
