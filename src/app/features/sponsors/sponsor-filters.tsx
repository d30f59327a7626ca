import {
  ORGANIZATION_TYPE_LABELS,
  ORGANIZATION_TYPES,
  type OrganizationType,
  TIERS,
  type Tier,
} from "../../../shared/constants.ts";

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
      <div>
        <label htmlFor="sponsor-tier" className={LABEL}>
          Tier
        </label>
        <select
          id="sponsor-tier"
          value={value.tier}
          onChange={(event) => onChange({ ...value, tier: event.target.value as Tier | "all" })}
          className={CONTROL}
        >
          <option value="all">All Tiers</option>
          {TIERS.map((tier) => (
            <option key={tier} value={tier}>
              {tier.charAt(0).toUpperCase() + tier.slice(1)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="sponsor-type" className={LABEL}>
          Organization type
        </label>
        <select
          id="sponsor-type"
          value={value.organizationType}
          onChange={(event) =>
            onChange({
              ...value,
              organizationType: event.target.value as OrganizationType | "all",
            })
          }
          className={CONTROL}
        >
          <option value="all">All Types</option>
          {ORGANIZATION_TYPES.map((type) => (
            <option key={type} value={type}>
              {ORGANIZATION_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </div>
    </search>
  );
}
