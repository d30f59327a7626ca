import { categoriesOf, type ListFilters, levelsPresent } from "../../lib/list-filters.ts";

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

export function readFilters(params: URLSearchParams): ListFilters {
  return {
    q: params.get("q") ?? "",
    category: params.get("category") ?? "",
    level: params.get("level") ?? "",
  };
}

/** Only the filters that are set, so a clear list has a clean URL. */
export function filtersToParams(filters: ListFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  return params;
}

/** The categories (in the catalog's order) and levels present among the tests, for the menus. */
export function filterOptions(tests: readonly TestListItem[], order: readonly string[]) {
  return { categories: categoriesOf(tests, order), levels: levelsPresent(tests) };
}
