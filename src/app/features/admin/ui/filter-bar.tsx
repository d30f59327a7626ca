import { type ReactNode, useId } from "react";
import { FILTER_FIELD } from "../../../components/filters/field-class.ts";
import { FilterSelect } from "../../../components/filters/filter-select.tsx";
import { SearchField } from "../../../components/filters/search-field.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { hasFilters, type ListFilters } from "../../../lib/list-filters.ts";

/** Search, category and level for an admin list, with Clear when the screen offers it. */
export function AdminFilterBar({
  noun,
  filters,
  categories,
  levels,
  levelLabel = (level) => level,
  onChange,
  onClear,
  className,
  children,
}: {
  /** What the list holds, e.g. 'topics': it names the search box and the bar. */
  noun: string;
  filters: ListFilters;
  categories: readonly string[];
  levels: readonly string[];
  levelLabel?: (level: string) => string;
  onChange: (change: Partial<ListFilters>) => void;
  onClear?: () => void;
  className?: string;
  /** Shown under the controls, e.g. the 'Showing X of Y' line. */
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <search aria-label={`Filter ${noun}`} className={className}>
      <div
        className={`grid gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-800 dark:bg-slate-900/60 ${
          onClear ? "sm:grid-cols-[1fr_auto_auto_auto]" : "sm:grid-cols-[1fr_auto_auto]"
        }`}
      >
        <SearchField
          id={`${id}-q`}
          label={`Search ${noun}`}
          name="q"
          value={filters.q}
          placeholder={`Search ${noun}...`}
          onChange={(q) => onChange({ q })}
        />
        <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] gap-3 sm:contents">
          <FilterSelect
            id={`${id}-category`}
            label="Category"
            value={filters.category}
            options={[
              { value: "", label: "All Categories" },
              ...categories.map((category) => ({ value: category, label: category })),
            ]}
            className={`${FILTER_FIELD} sm:w-52`}
            onChange={(category) => onChange({ category })}
          />
          <FilterSelect
            id={`${id}-level`}
            label="Level"
            value={filters.level}
            options={[
              { value: "", label: "All Levels" },
              ...levels.map((level) => ({ value: level, label: levelLabel(level) })),
            ]}
            className={`${FILTER_FIELD} sm:w-40`}
            onChange={(level) => onChange({ level })}
          />
        </div>
        {onClear ? (
          <Button variant="secondary" onClick={onClear} disabled={!hasFilters(filters)}>
            Clear
          </Button>
        ) : null}
      </div>
      {children}
    </search>
  );
}
