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

/**
 * Under a category the whole list cut short: the way to all of its items. Nothing when a
 * category is already chosen (the pager pages it) or every item is shown.
 */
export function ShowAll(props: {
  params: URLSearchParams;
  group: { category: string; items: readonly unknown[]; total: number };
  noun: string;
}) {
  const { params, group, noun } = props;
  if (params.has("category") || group.total <= group.items.length) return null;
  const chosen = new URLSearchParams(params);
  chosen.set("category", group.category);
  return (
    <div className="mt-5">
      <ButtonLink variant="secondary" to={listSearch(chosen)}>
        Show all {plural(group.total, noun)} in {group.category}
      </ButtonLink>
    </div>
  );
}

/** Previous and next pages of a chosen category, and where the reader is; nothing for one page. */
export function ListPager(props: { params: URLSearchParams; page: number; pages: number }) {
  const { params, page, pages } = props;
  if (pages <= 1) return null;
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
