import { useId } from "react";
import { FILTER_FIELD } from "../../../components/filters/field-class.ts";
import { FilterSelect } from "../../../components/filters/filter-select.tsx";
import { SearchField } from "../../../components/filters/search-field.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { type AdminTopicFilters, hasFilters, levelLabel } from "./filter-admin-topics.ts";

/** Search, category, level and Clear, with the line saying how many topics show. */
export function TopicFilterBar({
  filters,
  categories,
  levels,
  shown,
  total,
  onChange,
  onClear,
}: {
  filters: AdminTopicFilters;
  categories: readonly string[];
  levels: readonly string[];
  shown: number;
  total: number;
  onChange: (change: Partial<AdminTopicFilters>) => void;
  onClear: () => void;
}) {
  const id = useId();
  return (
    <search aria-label="Filter topics" className="mb-6">
      <div className="grid gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-[1fr_auto_auto_auto] dark:border-slate-800 dark:bg-slate-900/60">
        <SearchField
          id={`${id}-q`}
          label="Search topics"
          name="q"
          value={filters.q}
          placeholder="Search topics..."
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
        <Button variant="secondary" onClick={onClear} disabled={!hasFilters(filters)}>
          Clear
        </Button>
      </div>
      <p aria-live="polite" className="mt-3 text-sm text-slate-600 dark:text-slate-300">
        Showing {shown} of {total} topics
      </p>
    </search>
  );
}
