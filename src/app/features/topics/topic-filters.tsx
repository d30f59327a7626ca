import { useEffect, useId, useRef, useState } from "react";
import type { TopicFilters as Filters } from "../../../shared/topic-list.ts";
import { FILTER_FIELD } from "../../components/filters/field-class.ts";
import { FilterSelect } from "../../components/filters/filter-select.tsx";
import { SearchField } from "../../components/filters/search-field.tsx";
import { levelLabel } from "../../components/ui/badge.tsx";

const SEARCH_DELAY_MS = 250;

/**
 * Search, category and level. A GET form, so the filters work before the script has loaded;
 * with it, a menu change updates the URL at once and typing does after a short pause.
 */
export function TopicFilters({
  filters,
  availableByDefault,
  categories,
  levels,
  onChange,
}: {
  filters: Filters;
  /** Whether "Available now" is on when the URL does not say. */
  availableByDefault: boolean;
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
        className="grid gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end dark:border-slate-800 dark:bg-slate-900/60"
        onSubmit={(event) => {
          event.preventDefault();
          apply({});
        }}
      >
        <SearchField
          ref={input}
          id={`${id}-q`}
          label="Search topics"
          name="q"
          value={current.q}
          placeholder="Search topics..."
          onChange={search}
        />
        <div className="grid grid-cols-2 gap-3 sm:contents">
          <FilterSelect
            id={`${id}-category`}
            label="Category"
            name="category"
            value={current.category}
            options={[
              { value: "", label: "All Categories" },
              ...categories.map((category) => ({ value: category, label: category })),
            ]}
            className={`${FILTER_FIELD} sm:w-52`}
            onChange={(category) => apply({ category })}
          />
          <FilterSelect
            id={`${id}-level`}
            label="Level"
            name="level"
            value={current.level}
            options={[
              { value: "", label: "All Levels" },
              ...levels.map((level) => ({ value: level, label: levelLabel(level) })),
            ]}
            className={`${FILTER_FIELD} sm:w-40`}
            onChange={(level) => apply({ level })}
          />
        </div>
        <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-1 text-sm font-medium text-slate-800 has-focus-visible:outline-2 has-focus-visible:outline-brand-500 dark:text-slate-200">
          {/* Unticked, the form sends show=all; ticked, show=available after it (the last wins). */}
          <input type="hidden" name="show" value="all" />
          <input
            type="checkbox"
            name="show"
            value="available"
            checked={current.show === "" ? availableByDefault : current.show === "available"}
            onChange={(event) => {
              const wanted = event.target.checked;
              apply({ show: wanted === availableByDefault ? "" : wanted ? "available" : "all" });
            }}
            className="size-4 accent-brand-600"
          />
          Available now
        </label>
      </form>
    </search>
  );
}
