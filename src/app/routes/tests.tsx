import { useNavigation, useSearchParams } from "react-router";
import { ListPager, ShowAll } from "../components/list-paging.tsx";
import { Badge, BRAND_BADGE } from "../components/ui/badge.tsx";
import { Button } from "../components/ui/button.tsx";
import { filtersToParams, readFilters } from "../features/tests/filter-tests.ts";
import { TestCard } from "../features/tests/test-card.tsx";
import { TestFilters } from "../features/tests/test-filters.tsx";
import {
  type ListFilters as Filters,
  hasFilters,
  NO_FILTERS,
  plural,
  readPage,
} from "../lib/list-filters.ts";
import { useProgress } from "../lib/progress.ts";
import { seo, siteFrom } from "../lib/seo.ts";
import { pageContext } from "../lib/server-context.ts";
import type { Route } from "./+types/tests.ts";

/** The server filters and pages, so /tests?level=advanced is that list in the HTML (ADR 018). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { content } = context.get(pageContext).services;
  const params = new URL(request.url).searchParams;
  return content.publicTestList(readFilters(params), readPage(params));
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(siteFrom(matches), {
    title: "AI Knowledge Tests",
    description:
      "Free multiple-choice tests on artificial intelligence, from beginner to advanced. Check what you know, see the explanation for every answer and share your score.",
    path: "/tests",
  });

function PageIntro({ count }: { count: number }) {
  return (
    <div className="max-w-3xl">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">
        Practice tests
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">AI Knowledge Tests</h1>
        <Badge className={BRAND_BADGE}>{plural(count, "test")} available</Badge>
      </div>
      <p className="mt-3 text-slate-600 dark:text-slate-300">
        Check what you have learned with timed multiple-choice tests. Every answer comes with an
        explanation, and your best scores stay in this browser only.
      </p>
    </div>
  );
}

export default function Tests({ loaderData }: Route.ComponentProps) {
  const { filters, categories, levels, groups, shown, total } = loaderData;
  const [, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const progress = useProgress();
  const params = filtersToParams(filters);
  const loading = navigation.state === "loading" && navigation.location.pathname === "/tests";

  const setFilters = (next: Filters) =>
    setSearchParams(filtersToParams(next), { replace: true, preventScrollReset: true });

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <PageIntro count={total} />
      <div className="mt-8">
        <TestFilters
          filters={filters}
          categories={categories}
          levels={levels}
          onChange={setFilters}
        />
      </div>
      <p role="status" className="mt-4 min-h-5 text-sm text-slate-600 dark:text-slate-300">
        {loading
          ? "Loading tests..."
          : hasFilters(filters)
            ? `Showing ${shown} of ${plural(total, "test")}`
            : ""}
      </p>
      {groups.length === 0 ? (
        <div className="mt-6 rounded-xl border border-dashed border-slate-300 px-6 py-16 text-center dark:border-slate-700">
          <h2 className="text-xl font-semibold">No tests found</h2>
          <p className="mt-2 text-slate-600 dark:text-slate-300">
            Try adjusting your search criteria or filters.
          </p>
          {hasFilters(filters) ? (
            <Button variant="secondary" className="mt-6" onClick={() => setFilters(NO_FILTERS)}>
              Clear Filters
            </Button>
          ) : null}
        </div>
      ) : (
        <div className={`mt-4 space-y-12 ${loading ? "opacity-60" : ""}`}>
          {groups.map((group) => (
            <section key={group.category} aria-labelledby={`group-${slug(group.category)}`}>
              <div className="flex flex-wrap items-center gap-3 border-b border-slate-200 pb-3 dark:border-slate-800">
                <h2 id={`group-${slug(group.category)}`} className="text-xl font-semibold">
                  {group.category}
                </h2>
                <Badge>{plural(group.total, "test")}</Badge>
              </div>
              <div className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                {group.items.map((test) => (
                  <TestCard key={test.id} test={test} progress={progress?.tests[test.id]} />
                ))}
              </div>
              <ShowAll params={params} group={group} noun="test" />
            </section>
          ))}
        </div>
      )}
      {loading ? null : (
        <ListPager params={params} page={loaderData.page} pages={loaderData.pages} />
      )}
    </div>
  );
}

function slug(text: string) {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}

export function ErrorBoundary() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Unable to load tests</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">
        Please try refreshing the page or contact support if the problem persists.
      </p>
    </div>
  );
}
