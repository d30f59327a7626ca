import { Button } from "../../../components/ui/button.tsx";
import { plural } from "../../../lib/list-filters.ts";
import type { PagedList } from "./use-paged-list.ts";

/** Which rows are shown of how many, and the way to the pages before and after. */
export function Pager({ list, noun }: { list: PagedList<unknown>; noun: string }) {
  const { items, total, moreThanTotal, start, goNext, goPrevious, query } = list;
  if (!items || total === undefined || (!goNext && !goPrevious)) return null;
  return (
    <nav
      aria-label={`Pages of ${noun}s`}
      className="mt-6 flex flex-wrap items-center justify-between gap-3"
    >
      <p className="text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
        {start + 1}–{start + items.length} of {moreThanTotal ? "more than " : ""}
        {plural(total, noun)}
      </p>
      <div className="flex gap-2">
        <PageButton go={goPrevious} waiting={query.isPlaceholderData}>
          Previous page
        </PageButton>
        <PageButton go={goNext} waiting={query.isPlaceholderData}>
          Next page
        </PageButton>
      </div>
    </nav>
  );
}

/** Goes to another page and back to the top; off on the first or last page, or while loading. */
function PageButton({
  go,
  waiting,
  children,
}: {
  go: (() => void) | null;
  waiting: boolean;
  children: string;
}) {
  return (
    <Button
      variant="secondary"
      disabled={!go || waiting}
      onClick={() => {
        go?.();
        window.scrollTo({ top: 0 });
      }}
    >
      {children}
    </Button>
  );
}
