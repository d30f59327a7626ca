import type { QueryClient } from "@tanstack/react-query";
import type { ApiPage } from "../api.ts";

// A write shown at once in every cached page of a list, before the pages are asked for again.

/** Replaces the row with `updated`'s id wherever a cached page of the list holds it. */
export function replaceInPages<T extends { id: number }>(
  client: QueryClient,
  key: readonly unknown[],
  updated: T,
) {
  client.setQueriesData<ApiPage<T>>({ queryKey: [...key, "page"] }, (page) =>
    page
      ? { ...page, items: page.items.map((row) => (row.id === updated.id ? updated : row)) }
      : page,
  );
}

/** Takes the row out of every cached page of the list that holds it. */
export function removeFromPages<T extends { id: number }>(
  client: QueryClient,
  key: readonly unknown[],
  id: number,
) {
  client.setQueriesData<ApiPage<T>>({ queryKey: [...key, "page"] }, (page) =>
    page?.items.some((row) => row.id === id)
      ? { ...page, items: page.items.filter((row) => row.id !== id), total: page.total - 1 }
      : page,
  );
}
