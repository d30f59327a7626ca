import { Suspense, useState } from "react";
import { Await } from "react-router";
import { Button, ButtonLink } from "../components/ui/button.tsx";
import {
  SponsorDirectory,
  SponsorDirectorySkeleton,
} from "../features/sponsors/sponsor-directory.tsx";
import { NO_FILTERS, type SponsorFilterValues } from "../features/sponsors/sponsor-filters.tsx";
import type { PublicSponsor } from "../features/sponsors/sponsor-types.ts";
import { seo, siteFrom } from "../lib/seo.ts";
import { pageContext } from "../lib/server-context.ts";
import type { Route } from "./+types/sponsors.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(pageContext);
  const rows = await services.sponsors.listPublic();
  const sponsors: PublicSponsor[] = rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    logo: row.logo,
    website: row.website,
    tier: row.tier,
    organizationType: row.organizationType,
    isFeatured: row.isFeatured,
  }));
  return { sponsors };
}

// A client-side navigation shows the page at once, with six placeholders while the list loads;
// the first visit is rendered whole on the server.
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return { sponsors: serverLoader().then((data) => data.sponsors) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(siteFrom(matches), {
    title: "Our Partners",
    description:
      "The organizations that sponsor free AI education: featured, gold, silver and bronze partners.",
    path: "/sponsors",
  });

const LIST_ID = "sponsor-list";

export default function Sponsors({ loaderData }: Route.ComponentProps) {
  const [filters, setFilters] = useState<SponsorFilterValues>(NO_FILTERS);

  function visitSponsors() {
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    document
      .getElementById(LIST_ID)
      ?.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
  }

  return (
    <>
      <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white dark:border-slate-800 dark:from-slate-900 dark:to-slate-950">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:py-20">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-700 dark:text-brand-300">
            Sponsors
          </p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">Our Partners</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-8 text-slate-700 dark:text-slate-300">
            Every topic and test on this site is free, with no accounts, ads or tracking. Sponsors
            who support open AI education make that possible. Sponsorship puts your name in front of
            people who are learning AI and supports a passion project that keeps knowledge free for
            everyone.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button onClick={visitSponsors} className="px-6">
              Visit our Sponsors!
            </Button>
            <ButtonLink to="/sponsors/become" variant="secondary" className="px-6">
              Become a Sponsor
            </ButtonLink>
          </div>
        </div>
      </section>
      <div id={LIST_ID} className="mx-auto max-w-6xl scroll-mt-20 px-4 py-12">
        <Suspense fallback={<SponsorDirectorySkeleton />}>
          <Await
            resolve={loaderData.sponsors}
            errorElement={<p role="alert">Unable to load sponsors. Please refresh the page.</p>}
          >
            {(sponsors: PublicSponsor[]) => (
              <SponsorDirectory
                sponsors={sponsors}
                filters={filters}
                onFiltersChange={setFilters}
              />
            )}
          </Await>
        </Suspense>
      </div>
    </>
  );
}
