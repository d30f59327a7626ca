import { TIERS } from "../../../shared/constants.ts";
import { Button, ButtonLink } from "../../components/ui/button.tsx";
import { SponsorCard, SponsorCardSkeleton } from "./sponsor-card.tsx";
import { NO_FILTERS, SponsorFilters, type SponsorFilterValues } from "./sponsor-filters.tsx";
import type { PublicSponsor } from "./sponsor-types.ts";

const GRID = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";

export function filterSponsors(sponsors: PublicSponsor[], filters: SponsorFilterValues) {
  const query = filters.query.trim().toLowerCase();
  return sponsors.filter(
    (sponsor) =>
      (filters.tier === "all" || sponsor.tier === filters.tier) &&
      (filters.organizationType === "all" ||
        sponsor.organizationType === filters.organizationType) &&
      (query === "" ||
        sponsor.name.toLowerCase().includes(query) ||
        sponsor.description.toLowerCase().includes(query)),
  );
}

/** Featured first, then each tier; a featured sponsor shows only under Featured Partners. */
export function groupSponsors(sponsors: PublicSponsor[]) {
  const sections = [
    { id: "featured", title: "Featured Partners", sponsors: sponsors.filter((s) => s.isFeatured) },
    ...TIERS.map((tier) => ({
      id: tier,
      title: `${tier.charAt(0).toUpperCase() + tier.slice(1)} Partners`,
      sponsors: sponsors.filter((s) => !s.isFeatured && s.tier === tier),
    })),
  ];
  return sections.filter((section) => section.sponsors.length > 0);
}

export function SponsorDirectory({
  sponsors,
  filters,
  onFiltersChange,
}: {
  sponsors: PublicSponsor[];
  filters: SponsorFilterValues;
  onFiltersChange: (next: SponsorFilterValues) => void;
}) {
  if (sponsors.length === 0) return <NoSponsorsYet />;
  const shown = filterSponsors(sponsors, filters);
  return (
    <div>
      <SponsorFilters value={filters} onChange={onFiltersChange} />
      <p role="status" className="mt-6 mb-6 text-sm text-slate-600 dark:text-slate-400">
        Showing {shown.length} of {sponsors.length} {sponsors.length === 1 ? "sponsor" : "sponsors"}
      </p>
      {shown.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-700">
          <h2 className="text-xl font-semibold">No sponsors found</h2>
          <p className="mt-2 text-slate-600 dark:text-slate-400">
            Try adjusting your filters or search query.
          </p>
          <Button variant="secondary" className="mt-6" onClick={() => onFiltersChange(NO_FILTERS)}>
            Clear Filters
          </Button>
        </div>
      ) : (
        <div className="space-y-12">
          {groupSponsors(shown).map((section) => (
            <section key={section.id} aria-labelledby={`section-${section.id}`}>
              <h2
                id={`section-${section.id}`}
                className="mb-5 flex items-center gap-3 text-2xl font-bold"
              >
                {section.title}
                <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-200">
                  {section.sponsors.length}
                </span>
              </h2>
              <div className={GRID}>
                {section.sponsors.map((sponsor) => (
                  <SponsorCard key={sponsor.id} sponsor={sponsor} />
                ))}
              </div>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}

function NoSponsorsYet() {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center dark:border-slate-700">
      <h2 className="text-2xl font-bold">No Sponsors Yet</h2>
      <p className="mx-auto mt-3 max-w-md text-slate-600 dark:text-slate-400">
        Every lesson and test here is free. Be the first organization to help keep it that way and
        reach people who are learning AI.
      </p>
      <ButtonLink to="/sponsors/become" className="mt-6">
        Be Our First Partner
      </ButtonLink>
    </div>
  );
}

export function SponsorDirectorySkeleton() {
  return (
    <div>
      <p role="status" className="sr-only">
        Loading sponsors...
      </p>
      <div className={GRID}>
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
          <SponsorCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}
