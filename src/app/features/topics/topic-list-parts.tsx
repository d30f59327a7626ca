import type { TopicTotals as TopicsTotals } from "../../../shared/topic-list.ts";
import { Button } from "../../components/ui/button.tsx";
import { Skeleton } from "../../components/ui/card.tsx";
import { circle, StrokeIcon } from "../../components/ui/icon.tsx";

const CARDS = ["a", "b", "c", "d", "e", "f"];

/** Six placeholder cards while the list loads (spec §9). */
export function TopicListSkeleton() {
  return (
    <div className="mt-8">
      <p className="sr-only" role="status">
        Loading topics...
      </p>
      <Skeleton className="h-7 w-56" />
      <div className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="topics-skeleton">
        {CARDS.map((key) => (
          <div
            key={key}
            aria-hidden="true"
            className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
          >
            <div className="flex gap-2">
              <Skeleton className="h-5 w-20 rounded-full" />
              <Skeleton className="h-5 w-28 rounded-full" />
            </div>
            <Skeleton className="mt-4 h-6 w-4/5" />
            <Skeleton className="mt-3 h-4 w-full" />
            <Skeleton className="mt-2 h-4 w-full" />
            <Skeleton className="mt-2 h-4 w-2/3" />
            <Skeleton className="mt-6 h-11 w-full" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** The footer figures, over every topic whatever the filters. */
export function TopicTotals({ totals: figures }: { totals: TopicsTotals }) {
  const items = [
    { label: "Total Topics", value: figures.topics },
    { label: "Categories", value: figures.categories },
    { label: "Beginner Topics", value: figures.beginner },
    { label: "Advanced Topics", value: figures.advanced },
  ];
  return (
    <section aria-labelledby="topic-totals" className="mt-14">
      <h2 id="topic-totals" className="sr-only">
        Topic totals
      </h2>
      <dl className="grid grid-cols-2 gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-6 text-center sm:grid-cols-4 dark:border-slate-800 dark:bg-slate-900/60">
        {items.map((item) => (
          <div key={item.label} className="flex flex-col-reverse">
            <dt className="mt-1 text-sm text-slate-600 dark:text-slate-300">{item.label}</dt>
            <dd className="text-3xl font-bold text-brand-700 dark:text-brand-300">{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function NoTopicsFound({ onClear }: { onClear: () => void }) {
  return (
    <div className="mt-10 rounded-2xl border border-dashed border-slate-300 px-6 py-14 text-center dark:border-slate-700">
      <StrokeIcon
        className="mx-auto size-10 text-slate-500 dark:text-slate-400"
        strokeWidth={1.5}
        round={false}
        paths={[circle(11, 11, 7), "m20 20-3.5-3.5M8.5 8.5l5 5m0-5-5 5"]}
      />
      <h2 className="mt-4 text-xl font-semibold">No topics found</h2>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        Try adjusting your filters or search query to find relevant topics.
      </p>
      <Button variant="secondary" onClick={onClear} className="mt-6">
        Clear Filters
      </Button>
    </div>
  );
}
