import { useEffect, useId, useState } from "react";
import type { TestFilters as Filters } from "./filter-tests.ts";

const FIELD =
  "min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100";

function levelLabel(level: string) {
  return level.charAt(0).toUpperCase() + level.slice(1);
}

/**
 * Search, category and level. A GET form, so the filters also work before the page's script
 * has loaded; with the script every change updates the URL at once.
 */
export function TestFilters({
  filters,
  categories,
  levels,
  onChange,
}: {
  filters: Filters;
  categories: string[];
  levels: string[];
  onChange: (next: Filters) => void;
}) {
  const id = useId();
  // The box keeps its own text so typing never waits for the URL to update.
  const [query, setQuery] = useState(filters.q);
  useEffect(() => setQuery(filters.q), [filters.q]);

  return (
    <search aria-label="Filter tests">
      <form
        method="get"
        action="/tests"
        className="grid gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-[1fr_auto_auto] dark:border-slate-800 dark:bg-slate-900/60"
        onSubmit={(event) => event.preventDefault()}
      >
        <div>
          <label htmlFor={`${id}-q`} className="sr-only">
            Search tests
          </label>
          <div className="relative">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <circle cx="11" cy="11" r="7" />
              <path d="m20 20-3.5-3.5" />
            </svg>
            <input
              id={`${id}-q`}
              type="search"
              name="q"
              value={query}
              placeholder="Search tests..."
              autoComplete="off"
              className={`${FIELD} pl-9`}
              onChange={(event) => {
                setQuery(event.target.value);
                onChange({ ...filters, q: event.target.value });
              }}
            />
          </div>
        </div>
        <div className="grid grid-cols-2 gap-3 sm:contents">
          <div>
            <label htmlFor={`${id}-category`} className="sr-only">
              Category
            </label>
            <select
              id={`${id}-category`}
              name="category"
              value={filters.category}
              className={FIELD}
              onChange={(event) => onChange({ ...filters, category: event.target.value })}
            >
              <option value="">All Categories</option>
              {categories.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-level`} className="sr-only">
              Level
            </label>
            <select
              id={`${id}-level`}
              name="level"
              value={filters.level}
              className={FIELD}
              onChange={(event) => onChange({ ...filters, level: event.target.value })}
            >
              <option value="">All Levels</option>
              {levels.map((level) => (
                <option key={level} value={level}>
                  {levelLabel(level)}
                </option>
              ))}
            </select>
          </div>
        </div>
      </form>
    </search>
  );
}
