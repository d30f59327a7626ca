import { useEffect, useId, useRef, useState } from "react";
import { FilterSelect } from "../../components/filters/filter-select.tsx";
import { SearchField } from "../../components/filters/search-field.tsx";
import { levelLabel } from "../../components/ui/badge.tsx";
import type { ListFilters as Filters } from "../../lib/list-filters.ts";

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
  // The box keeps its own text so typing never waits for the URL to update, and each change
  // builds on the last one chosen rather than on the URL, which a quick second change can
  // outrun (clearing the search, then picking a category at once, must not bring the search
  // back). Both follow the URL when it changes from elsewhere: Clear Filters, back and forward.
  const [query, setQuery] = useState(filters.q);
  const latest = useRef(filters);
  const { q, category, level } = filters;
  useEffect(() => setQuery(q), [q]);
  useEffect(() => {
    latest.current = { q, category, level };
  }, [q, category, level]);
  const change = (next: Partial<Filters>) => {
    latest.current = { ...latest.current, ...next };
    onChange(latest.current);
  };

  return (
    <search aria-label="Filter tests">
      <form
        method="get"
        action="/tests"
        className="grid gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-[1fr_auto_auto] dark:border-slate-800 dark:bg-slate-900/60"
        onSubmit={(event) => event.preventDefault()}
      >
        <SearchField
          id={`${id}-q`}
          label="Search tests"
          name="q"
          value={query}
          placeholder="Search tests..."
          onChange={(value) => {
            setQuery(value);
            change({ q: value });
          }}
        />
        <div className="grid grid-cols-2 gap-3 sm:contents">
          <FilterSelect
            id={`${id}-category`}
            label="Category"
            name="category"
            value={filters.category}
            options={[
              { value: "", label: "All Categories" },
              ...categories.map((category) => ({ value: category, label: category })),
            ]}
            onChange={(value) => change({ category: value })}
          />
          <FilterSelect
            id={`${id}-level`}
            label="Level"
            name="level"
            value={filters.level}
            options={[
              { value: "", label: "All Levels" },
              ...levels.map((level) => ({ value: level, label: levelLabel(level) })),
            ]}
            onChange={(value) => change({ level: value })}
          />
        </div>
      </form>
    </search>
  );
}
