import type { ListFilters } from "../../shared/topic-list.ts";

// The search, category and level filters that the topic and test lists share, public and admin;
// the lists themselves are read by the server (ADR 018, ADR 019).

export type { ListFilters };

export const NO_FILTERS: ListFilters = { q: "", category: "", level: "" };

export function hasFilters(filters: ListFilters): boolean {
  return Boolean(filters.q.trim() || filters.category || filters.level);
}

export function plural(count: number, word: string, words = `${word}s`) {
  return `${count} ${count === 1 ? word : words}`;
}

/** The page asked for (?page=), 1 when absent or not a plain positive number. */
export function readPage(params: URLSearchParams): number {
  const page = params.get("page") ?? "";
  return /^[1-9]\d{0,5}$/.test(page) ? Number(page) : 1;
}
