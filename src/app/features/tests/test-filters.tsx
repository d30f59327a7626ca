import { useEffect, useId, useState } from "react";
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
        <SearchField
          id={`${id}-q`}
          label="Search tests"
          name="q"
          value={query}
          placeholder="Search tests..."
          onChange={(q) => {
            setQuery(q);
            onChange({ ...filters, q });
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
            onChange={(category) => onChange({ ...filters, category })}
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
            onChange={(level) => onChange({ ...filters, level })}
          />
        </div>
      </form>
    </search>
  );
}
