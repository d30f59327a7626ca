import { useId } from "react";
import { LEVELS } from "../../../../shared/constants.ts";
import { FilterSelect } from "../../../components/filters/filter-select.tsx";
import { SearchField } from "../../../components/filters/search-field.tsx";
import type { AdminTestFilters } from "./filter-admin-tests.ts";

export function AdminTestFilterBar({
  filters,
  categories,
  onChange,
}: {
  filters: AdminTestFilters;
  categories: readonly string[];
  onChange: (next: AdminTestFilters) => void;
}) {
  const id = useId();
  return (
    <search
      aria-label="Filter tests"
      className="grid gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-[1fr_auto_auto] dark:border-slate-800 dark:bg-slate-900/60"
    >
      <SearchField
        id={`${id}-q`}
        label="Search tests"
        name="q"
        value={filters.q}
        placeholder="Search tests..."
        onChange={(q) => onChange({ ...filters, q })}
      />
      <div className="grid grid-cols-2 gap-3 sm:contents">
        <FilterSelect
          id={`${id}-category`}
          label="Category"
          value={filters.category}
          options={[
            { value: "", label: "All Categories" },
            ...categories.map((name) => ({ value: name, label: name })),
          ]}
          onChange={(category) => onChange({ ...filters, category })}
        />
        <FilterSelect
          id={`${id}-level`}
          label="Level"
          value={filters.level}
          options={[
            { value: "", label: "All Levels" },
            ...LEVELS.map((level) => ({ value: level, label: level })),
          ]}
          onChange={(level) => onChange({ ...filters, level })}
        />
      </div>
    </search>
  );
}
