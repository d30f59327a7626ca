import {
  ORGANIZATION_TYPE_LABELS,
  ORGANIZATION_TYPES,
  type OrganizationType,
  TIERS,
  type Tier,
} from "../../../shared/constants.ts";
import { FilterSelect } from "../../components/filters/filter-select.tsx";

export interface SponsorFilterValues {
  query: string;
  tier: Tier | "all";
  organizationType: OrganizationType | "all";
}

export const NO_FILTERS: SponsorFilterValues = { query: "", tier: "all", organizationType: "all" };

const CONTROL =
  "min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100";
const LABEL = "mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300";

export function SponsorFilters({
  value,
  onChange,
}: {
  value: SponsorFilterValues;
  onChange: (next: SponsorFilterValues) => void;
}) {
  return (
    <search
      aria-label="Filter sponsors"
      className="grid gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr] dark:border-slate-800 dark:bg-slate-900/60"
    >
      <div className="sm:col-span-2 lg:col-span-1">
        <label htmlFor="sponsor-search" className={LABEL}>
          Search
        </label>
        <input
          id="sponsor-search"
          type="search"
          value={value.query}
          onChange={(event) => onChange({ ...value, query: event.target.value })}
          placeholder="Search sponsors by name or description..."
          className={`${CONTROL} placeholder:text-slate-500 dark:placeholder:text-slate-400`}
        />
      </div>
      <FilterSelect
        id="sponsor-tier"
        label="Tier"
        value={value.tier}
        options={[
          { value: "all", label: "All Tiers" },
          ...TIERS.map((tier) => ({
            value: tier,
            label: tier.charAt(0).toUpperCase() + tier.slice(1),
          })),
        ]}
        onChange={(tier) => onChange({ ...value, tier: tier as Tier | "all" })}
        className={CONTROL}
        labelClassName={LABEL}
      />
      <FilterSelect
        id="sponsor-type"
        label="Organization type"
        value={value.organizationType}
        options={[
          { value: "all", label: "All Types" },
          ...ORGANIZATION_TYPES.map((type) => ({
            value: type,
            label: ORGANIZATION_TYPE_LABELS[type],
          })),
        ]}
        onChange={(type) =>
          onChange({ ...value, organizationType: type as OrganizationType | "all" })
        }
        className={CONTROL}
        labelClassName={LABEL}
      />
    </search>
  );
}
