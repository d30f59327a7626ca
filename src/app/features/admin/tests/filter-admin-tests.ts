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
