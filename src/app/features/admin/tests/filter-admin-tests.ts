import type { AdminTest } from "../queries.ts";

export interface AdminTestFilters {
  q: string;
  category: string;
  level: string;
}

export const NO_FILTERS: AdminTestFilters = { q: "", category: "", level: "" };

/** Search matches title or description, case-insensitively; category and level match exactly. */
export function filterAdminTests(tests: readonly AdminTest[], filters: AdminTestFilters) {
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

/** Every category name the admin knows of: the categories list plus any a test still uses. */
export function knownCategories(
  categories: readonly { name: string }[] | undefined,
  tests: readonly { category: string }[] | undefined,
  extra: readonly string[] = [],
): string[] {
  const names = new Set<string>();
  for (const category of categories ?? []) names.add(category.name);
  for (const test of tests ?? []) names.add(test.category);
  for (const name of extra) if (name.trim()) names.add(name.trim());
  return [...names].sort((a, b) => a.localeCompare(b));
}

export function plural(count: number, word: string) {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}
