import { useEffect } from "react";
import { Form, Link, useLocation, useNavigate } from "react-router";
import { SEARCH } from "../../shared/constants.ts";
import { circle, StrokeIcon } from "./ui/icon.tsx";

// The site search in the header (ADR 025): a GET form to /search from 768 px up, a link to the
// search page below that (where the page's own box takes the focus). Both work without script.
// "/" jumps to the search box, as on many sites, unless the visitor is typing somewhere.

const MAGNIFIER = [circle(11, 11, 7), "m20 20-3.5-3.5"];
const FIELD_ID = "site-search-q";
/** The search page's own box (features/search/search-form.tsx), preferred where it exists. */
const PAGE_FIELD_ID = "search-page-q";

function isTyping(target: EventTarget | null) {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || target.closest("input, textarea, select") !== null)
  );
}

function useSlashToSearch() {
  const navigate = useNavigate();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "/" || event.defaultPrevented || event.ctrlKey || event.metaKey) return;
      if (event.altKey || isTyping(event.target)) return;
      event.preventDefault();
      const field = [PAGE_FIELD_ID, FIELD_ID]
        .map((id) => document.getElementById(id))
        .find((element) => element instanceof HTMLInputElement && element.offsetParent !== null);
      if (field instanceof HTMLInputElement) {
        field.focus();
        field.select();
      } else navigate("/search");
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [navigate]);
}

export function HeaderSearch() {
  useSlashToSearch();
  // The search page has its own, larger box.
  if (useLocation().pathname === "/search") return null;
  return (
    <>
      <search aria-label="Site search" className="hidden md:block">
        <Form method="get" action="/search" className="relative">
          <label htmlFor={FIELD_ID} className="sr-only">
            Search lessons
          </label>
          <StrokeIcon
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
            strokeWidth={2}
            round={false}
            paths={MAGNIFIER}
          />
          <input
            id={FIELD_ID}
            type="search"
            name="q"
            required
            maxLength={SEARCH.queryMax}
            placeholder="Search lessons"
            autoComplete="off"
            enterKeyHint="search"
            aria-keyshortcuts="/"
            className="peer min-h-11 w-44 rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-sm text-slate-900 placeholder:text-slate-500 lg:w-60 lg:pr-8 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
          />
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-2.5 hidden -translate-y-1/2 rounded border border-slate-300 px-1.5 font-sans text-xs text-slate-600 lg:block lg:peer-focus:hidden dark:border-slate-600 dark:text-slate-300"
          >
            /
          </span>
        </Form>
      </search>
      <Link
        to="/search"
        aria-label="Search lessons"
        title="Search lessons"
        className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <StrokeIcon className="size-5" strokeWidth={2} round={false} paths={MAGNIFIER} />
      </Link>
    </>
  );
}
