import { LEVELS } from "../../../shared/constants.ts";

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

/** The list's filters, kept in the URL so a filtered view survives a reload and can be shared. */
export interface TopicFilters {
  q: string;
  category: string;
  level: string;
}

export const NO_FILTERS: TopicFilters = { q: "", category: "", level: "" };

export function readFilters(params: URLSearchParams): TopicFilters {
  return {
    q: params.get("q")?.trim() ?? "",
    category: params.get("category") ?? "",
    level: params.get("level") ?? "",
  };
}

/** Only the filters that are set, so an unfiltered list has a clean URL. */
export function filtersToParams(filters: TopicFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value.trim()) params.set(key, value);
  return params;
}

export function hasFilters(filters: TopicFilters): boolean {
  return Boolean(filters.q || filters.category || filters.level);
}

/** Search matches title or description, case-insensitively; category and level match exactly. */
export function filterTopics<T extends TopicListItem>(topics: readonly T[], filters: TopicFilters) {
  const query = filters.q.toLowerCase();
  return topics.filter(
    (topic) =>
      (!query ||
        topic.title.toLowerCase().includes(query) ||
        topic.description.toLowerCase().includes(query)) &&
      (!filters.category || topic.category === filters.category) &&
      (!filters.level || topic.level === filters.level),
  );
}

/** Topics under their category; categories alphabetical, topics in list order. */
export function groupByCategory<T extends TopicListItem>(topics: readonly T[]) {
  const groups = new Map<string, T[]>();
  for (const topic of topics) {
    const group = groups.get(topic.category);
    if (group) group.push(topic);
    else groups.set(topic.category, [topic]);
  }
  return [...groups]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([category, items]) => ({ category, topics: items }));
}

/** The distinct levels present, in the order beginner, intermediate, advanced, then others. */
export function levelsPresent(topics: readonly { level: string }[]) {
  const rank = (level: string) => {
    const index = (LEVELS as readonly string[]).indexOf(level);
    return index === -1 ? LEVELS.length : index;
  };
  return [...new Set(topics.map((topic) => topic.level))].sort(
    (a, b) => rank(a) - rank(b) || a.localeCompare(b),
  );
}

export function totals(topics: readonly { category: string; level: string }[]) {
  return {
    topics: topics.length,
    categories: new Set(topics.map((topic) => topic.category)).size,
    beginner: topics.filter((topic) => topic.level === "beginner").length,
    advanced: topics.filter((topic) => topic.level === "advanced").length,
  };
}

export function plural(count: number, word: string, words = `${word}s`) {
  return `${count} ${count === 1 ? word : words}`;
}
