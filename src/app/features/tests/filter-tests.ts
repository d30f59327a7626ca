import { LEVELS } from "../../../shared/constants.ts";

/** What the tests list needs of a test; the loader picks these fields. */
export interface TestListItem {
  id: number;
  title: string;
  description: string;
  category: string;
  level: string;
  timeLimit: number;
  passingScore: number;
  questionCount: number;
}

/** The list's filters, kept in the URL so a filtered view can be shared and reloaded. */
export interface TestFilters {
  q: string;
  category: string;
  level: string;
}

export const NO_FILTERS: TestFilters = { q: "", category: "", level: "" };

export function readFilters(params: URLSearchParams): TestFilters {
  return {
    q: params.get("q") ?? "",
    category: params.get("category") ?? "",
    level: params.get("level") ?? "",
  };
}

/** Only the filters that are set, so a clear list has a clean URL. */
export function filtersToParams(filters: TestFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  return params;
}

export function hasFilters(filters: TestFilters): boolean {
  return Boolean(filters.q.trim() || filters.category || filters.level);
}

/** Search matches title or description, case-insensitively; category and level match exactly. */
export function filterTests(tests: readonly TestListItem[], filters: TestFilters) {
  const query = filters.q.trim().toLowerCase();
  return tests.filter(
    (test) =>
      (!query ||
        test.title.toLowerCase().includes(query) ||
        test.description.toLowerCase().includes(query)) &&
      (!filters.category || test.category === filters.category) &&
      (!filters.level || test.level === filters.level),
  );
}

/** Tests under their category, categories in alphabetical order, tests in list order. */
export function groupByCategory(tests: readonly TestListItem[]) {
  const groups = new Map<string, TestListItem[]>();
  for (const test of tests) {
    const group = groups.get(test.category);
    if (group) group.push(test);
    else groups.set(test.category, [test]);
  }
  return [...groups]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([category, items]) => ({ category, tests: items }));
}

/** The categories and levels present among the tests, for the filter menus. */
export function filterOptions(tests: readonly TestListItem[]) {
  const categories = [...new Set(tests.map((test) => test.category))].sort((a, b) =>
    a.localeCompare(b),
  );
  const rank = (level: string) => {
    const index = (LEVELS as readonly string[]).indexOf(level);
    return index === -1 ? LEVELS.length : index;
  };
  const levels = [...new Set(tests.map((test) => test.level))].sort(
    (a, b) => rank(a) - rank(b) || a.localeCompare(b),
  );
  return { categories, levels };
}

export function plural(count: number, word: string) {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}
