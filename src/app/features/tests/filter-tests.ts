import type { ListFilters } from "../../lib/list-filters.ts";

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
