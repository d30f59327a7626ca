import { plural } from "../lib/list-filters.ts";
import { ButtonLink } from "./ui/button.tsx";

// The links that page a public list (ADR 018): plain links, so they work without script.

/** The list's address with `params` and, past the first, `page`. */
export function listSearch(params: URLSearchParams, page = 1): string {
  const next = new URLSearchParams(params);
  next.delete("page");
  if (page > 1) next.set("page", String(page));
  const search = next.toString();
  return search ? `?${search}` : "?";
}

/** Under a category cut short in the whole list: the way to all of its items. */
export function ShowAll(props: {
  params: URLSearchParams;
  category: string;
  total: number;
  noun: string;
}) {
  const { params, category, total, noun } = props;
  const chosen = new URLSearchParams(params);
  chosen.set("category", category);
  return (
    <div className="mt-5">
      <ButtonLink variant="secondary" to={listSearch(chosen)}>
        Show all {plural(total, noun)} in {category}
      </ButtonLink>
    </div>
  );
}

/** Previous and next pages of a chosen category, and where the reader is. */
export function ListPager(props: { params: URLSearchParams; page: number; pages: number }) {
  const { params, page, pages } = props;
  return (
    <nav aria-label="Pages" className="mt-10 flex flex-wrap items-center justify-center gap-3">
      {page > 1 ? (
        <ButtonLink variant="secondary" to={listSearch(params, page - 1)} rel="prev">
          Previous page
        </ButtonLink>
      ) : null}
      <p className="px-2 text-sm text-slate-600 dark:text-slate-300" aria-current="page">
        Page {page} of {pages}
      </p>
      {page < pages ? (
        <ButtonLink variant="secondary" to={listSearch(params, page + 1)} rel="next">
          Next page
        </ButtonLink>
      ) : null}
    </nav>
  );
}
