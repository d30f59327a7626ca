import { Form } from "react-router";
import { SEARCH } from "../../../shared/constants.ts";
import { buttonClass } from "../../components/ui/button.tsx";
import { circle, StrokeIcon } from "../../components/ui/icon.tsx";

const MAGNIFIER = [circle(11, 11, 7), "m20 20-3.5-3.5"];

/**
 * The search page's own box: a plain GET form to /search, so it works before (or without) any
 * script, and the address of every answer can be kept, shared and reloaded.
 */
export function SearchForm({ q, autoFocus }: { q: string; autoFocus: boolean }) {
  return (
    <search aria-label="Search the lessons">
      <Form method="get" action="/search" className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor="search-page-q" className="sr-only">
          Search lessons and tests
        </label>
        <div className="relative flex-1">
          <StrokeIcon
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500 dark:text-slate-400"
            strokeWidth={2}
            round={false}
            paths={MAGNIFIER}
          />
          <input
            id="search-page-q"
            type="search"
            name="q"
            defaultValue={q}
            // A new value for every answer: the box shows the search the page answers.
            key={q}
            maxLength={SEARCH.queryMax}
            placeholder="A word, a name or a phrase"
            autoComplete="off"
            enterKeyHint="search"
            aria-keyshortcuts="/"
            // Only on the empty page: the visitor came here to type (the header's search link).
            // biome-ignore lint/a11y/noAutofocus: the page's one task is this field
            autoFocus={autoFocus}
            className="min-h-12 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-11 text-base text-slate-900 shadow-sm placeholder:text-slate-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
          />
        </div>
        <button type="submit" className={buttonClass("primary", "min-h-12 px-6")}>
          Search
        </button>
      </Form>
    </search>
  );
}
