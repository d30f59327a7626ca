import { data } from "react-router";

/** A loader's page, or the 404 page when the content read side found none. */
export function found<T>(page: T | null): T {
  if (page === null) throw data(null, { status: 404 });
  return page;
}
