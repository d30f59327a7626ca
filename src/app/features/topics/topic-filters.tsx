import { useEffect, useId, useRef, useState } from "react";
import type { TopicFilters as Filters } from "./filter-topics.ts";

const FIELD =
  "min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100";
const SEARCH_DELAY_MS = 250;

const levelLabel = (level: string) => level.charAt(0).toUpperCase() + level.slice(1);

/**
 * Search, category and level. A GET form, so the filters work before the script has loaded;
 * with it, a menu change updates the URL at once and typing does after a short pause.
 */
export function TopicFilters({
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
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The form holds what the visitor chose, so typing or picking never waits for the server and
  // a quick second change builds on the first. It follows the URL when that changes from
  // elsewhere (Clear Filters, back and forward), keeping text still being typed.
  const [current, setCurrent] = useState(filters);
  const latest = useRef(filters);
  useEffect(() => {
    setCurrent((previous) => {
      const typing = document.activeElement === input.current;
      const next = { ...filters, q: typing ? previous.q : filters.q };
      latest.current = next;
      return next;
    });
  }, [filters]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const update = (next: Filters) => {
    latest.current = next;
    setCurrent(next);
  };
  // A menu change applies at once, with the box's text, and cancels a search still waiting.
  const apply = (change: Partial<Filters>) => {
    clearTimeout(timer.current);
    const next = { ...latest.current, ...change, q: latest.current.q.trim() };
    update(next);
    onChange(next);
  };
  const search = (value: string) => {
    update({ ...latest.current, q: value });
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => onChange({ ...latest.current, q: latest.current.q.trim() }),
      SEARCH_DELAY_MS,
    );
  };

  return (
    <search aria-label="Filter topics">
      <form
        method="get"
        action="/topics"
        className="grid gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-[1fr_auto_auto] dark:border-slate-800 dark:bg-slate-900/60"
        onSubmit={(event) => {
          event.preventDefault();
          apply({});
        }}
      >
        <div>
          <label htmlFor={`${id}-q`} className="sr-only">
            Search topics
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
              ref={input}
              id={`${id}-q`}
              type="search"
              name="q"
              value={current.q}
              placeholder="Search topics..."
              autoComplete="off"
              className={`${FIELD} pl-9`}
              onChange={(event) => search(event.target.value)}
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
              value={current.category}
              className={`${FIELD} sm:w-52`}
              onChange={(event) => apply({ category: event.target.value })}
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
              value={current.level}
              className={`${FIELD} sm:w-40`}
              onChange={(event) => apply({ level: event.target.value })}
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
