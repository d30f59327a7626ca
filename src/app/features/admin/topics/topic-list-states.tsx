import { Button } from "../../../components/ui/button.tsx";
import { Skeleton } from "../../../components/ui/card.tsx";

const CARDS = ["a", "b", "c", "d", "e", "f"];

/** Six placeholder cards while the topics load (spec §9). */
export function TopicCardsSkeleton() {
  return (
    <div>
      <p className="sr-only" role="status">
        Loading topics...
      </p>
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="topics-skeleton">
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
            <Skeleton className="mt-2 h-4 w-2/3" />
            <div className="mt-6 flex gap-2">
              <Skeleton className="h-11 w-24" />
              <Skeleton className="h-11 w-16" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

export function TopicsLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center dark:border-red-900 dark:bg-red-950/40"
    >
      <h2 className="text-xl font-semibold text-red-900 dark:text-red-100">
        Could not load topics
      </h2>
      <p className="mt-2 text-red-800 dark:text-red-200">{message}</p>
      <Button variant="secondary" onClick={onRetry} className="mt-6">
        Try Again
      </Button>
    </div>
  );
}

/** Nothing to show: either no topic matches the filters, or there are no topics at all. */
export function NoTopics({
  filtered,
  onClear,
  onAdd,
}: {
  filtered: boolean;
  onClear: () => void;
  onAdd: () => void;
}) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-14 text-center dark:border-slate-700">
      <h2 className="text-xl font-semibold text-slate-900 dark:text-white">
        {filtered ? "No topics found" : "No topics yet"}
      </h2>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        {filtered
          ? "Try adjusting your filters or search query to find relevant topics."
          : "Add your first topic to get started."}
      </p>
      {filtered ? (
        <Button variant="secondary" onClick={onClear} className="mt-6">
          Clear Filters
        </Button>
      ) : (
        <Button onClick={onAdd} className="mt-6">
          Add Topic
        </Button>
      )}
    </div>
  );
}
