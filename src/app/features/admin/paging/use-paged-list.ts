import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { LIST_PAGE } from "../../../../shared/constants.ts";
import { apiPage } from "../api.ts";

// An admin list a page at a time (ADR 019): the server searches, filters and counts; the screen
// holds one page and walks with the API's own next-page addresses, keeping those it came through
// so Previous goes back without the server having to page backwards.

/** The list's first address: `path` with the filters that are set. */
export function listAddress(path: string, params: Record<string, string | undefined>): string {
  const search = new URLSearchParams({ limit: String(LIST_PAGE.size) });
  for (const [name, value] of Object.entries(params)) {
    const trimmed = value?.trim();
    if (trimmed) search.set(name, trimmed);
  }
  return `${path}?${search}`;
}

/** `staleTime`: how long a page is fresh; the client's default when not given. */
export function usePagedList<T>(key: readonly unknown[], first: string, staleTime?: number) {
  // The addresses walked from `first`; a change of filters starts again at the first page.
  const [trail, setTrail] = useState<{ first: string; pages: string[] }>({ first, pages: [] });
  const pages = trail.first === first ? trail.pages : [];
  const address = pages.at(-1) ?? first;
  const query = useQuery({
    queryKey: [...key, "page", address],
    queryFn: () => apiPage<T>(address),
    placeholderData: keepPreviousData,
    ...(staleTime === undefined ? {} : { staleTime }),
  });
  const next = query.data?.next ?? null;
  return {
    query,
    items: query.data?.items,
    total: query.data?.total,
    /** More rows match than `total` (a search counts only its first matches). */
    moreThanTotal: query.data?.totalIsExact === false,
    /** Which page is shown, from 1. */
    page: pages.length + 1,
    start: pages.length * LIST_PAGE.size,
    goNext: next ? () => setTrail({ first, pages: [...pages, next] }) : null,
    goPrevious: pages.length > 0 ? () => setTrail({ first, pages: pages.slice(0, -1) }) : null,
  };
}

export type PagedList<T> = ReturnType<typeof usePagedList<T>>;
