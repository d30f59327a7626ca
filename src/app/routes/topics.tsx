import { useNavigation, useSearchParams } from "react-router";
import {
  type TopicFilters as Filters,
  filtersToParams,
  NO_TOPIC_FILTERS,
  readFilters,
} from "../../shared/topic-list.ts";
import { CategoryIcon } from "../components/category-icon.tsx";
import { ListPager, ShowAll } from "../components/list-paging.tsx";
import { Badge } from "../components/ui/badge.tsx";
import { SaveCategoryForOffline } from "../features/offline/save-category-button.tsx";
import { SavedSummary } from "../features/offline/saved-summary.tsx";
import { TopicCard } from "../features/topics/topic-card.tsx";
import { TopicFilters } from "../features/topics/topic-filters.tsx";
import {
  NoTopicsFound,
  TopicListSkeleton,
  TopicTotals,
} from "../features/topics/topic-list-parts.tsx";
import { useDelayedFlag } from "../features/topics/use-delayed-flag.ts";
import { hasFilters, plural, readPage } from "../lib/list-filters.ts";
import { useProgress } from "../lib/progress.ts";
import { seo, siteFrom } from "../lib/seo.ts";
import { pageContext } from "../lib/server-context.ts";
import type { Route } from "./+types/topics.ts";

/** The server filters and pages, so the HTML of /topics?level=advanced already holds that list. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { content } = context.get(pageContext).services;
  const params = new URL(request.url).searchParams;
  return content.publicTopicList(readFilters(params), readPage(params));
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(siteFrom(matches), {
    title: "AI Learning Topics",
    description:
      "Free, multi-page lessons on artificial intelligence, from first ideas to transformers. Search by title, or filter by category and level.",
    path: "/topics",
  });

const categoryAnchor = (category: string) =>
  `category-${category.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

export default function Topics({ loaderData }: Route.ComponentProps) {
  const { filters, groups, shown } = loaderData;
  const [, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const progress = useProgress();
  const params = filtersToParams(filters);
  const loading = useDelayedFlag(
    navigation.state === "loading" && navigation.location.pathname === "/topics",
    150,
  );

  const apply = (next: Filters) =>
    setSearchParams(filtersToParams(next), { replace: true, preventScrollReset: true });

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">
          Learn at your own pace
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">AI Learning Topics</h1>
        <p className="mt-3 text-lg text-slate-600 dark:text-slate-300">
          Multi-page lessons that explain artificial intelligence step by step. Search, or narrow
          the list by category and level.
        </p>
        <SavedSummary />
      </header>

      <div className="mt-8">
        <TopicFilters
          filters={filters}
          availableByDefault={loaderData.availableByDefault}
          categories={loaderData.categories}
          levels={loaderData.levels}
          onChange={apply}
        />
        <p role="status" className="mt-3 text-sm text-slate-600 dark:text-slate-300">
          {hasFilters(filters) || loaderData.available
            ? `Showing ${shown} of ${plural(loaderData.totals.topics, "topic")}${loaderData.available ? ", those you can read now" : ""}`
            : `${plural(loaderData.totals.topics, "topic")} in ${plural(groups.length, "category", "categories")}`}
        </p>
      </div>

      {loading ? (
        <TopicListSkeleton />
      ) : groups.length === 0 ? (
        <NoTopicsFound onClear={() => apply(NO_TOPIC_FILTERS)} />
      ) : (
        groups.map((group) => (
          <section
            key={group.category}
            aria-labelledby={categoryAnchor(group.category)}
            className="mt-10"
          >
            <div className="flex flex-wrap items-center gap-3">
              <span className="inline-flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-brand-300">
                <CategoryIcon category={group.category} />
              </span>
              <h2 id={categoryAnchor(group.category)} className="text-xl font-bold sm:text-2xl">
                {group.category}
              </h2>
              <Badge>{plural(group.total, "topic")}</Badge>
              <SaveCategoryForOffline category={group.category} />
            </div>
            <ul className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {group.items.map((topic) => (
                <li key={topic.id}>
                  <TopicCard topic={topic} progress={progress?.topics[topic.id]} />
                </li>
              ))}
            </ul>
            <ShowAll params={params} group={group} noun="topic" />
          </section>
        ))
      )}
      {loading ? null : (
        <ListPager params={params} page={loaderData.page} pages={loaderData.pages} />
      )}

      <TopicTotals totals={loaderData.totals} />
    </div>
  );
}
