import { Link } from "react-router";
import { useDeckCounts } from "../../lib/review-deck/use-deck-counts.ts";

const cards = (count: number) => `${count} card${count === 1 ? "" : "s"}`;

/**
 * "N cards due", for a visitor whose browser keeps a review deck. Nothing on the server or for
 * a visitor without a deck; it sits in the hero's own bottom padding, so appearing moves nothing.
 * Counting needs only idb (deck.ts), fetched after the page has loaded, never the scheduler.
 */
export function DueCards() {
  const counts = useDeckCounts();
  if (!counts || counts.size === 0) return null;
  return (
    <Link
      to="/review"
      className="inline-flex min-h-11 items-center gap-2 rounded-full border border-brand-100 bg-white px-4 text-sm font-semibold text-brand-700 shadow-sm hover:border-brand-500 dark:border-slate-700 dark:bg-slate-900 dark:text-brand-300 dark:hover:border-brand-300"
    >
      {counts.due > 0
        ? `${cards(counts.due)} due`
        : `Review deck: ${cards(counts.size)}, none due now`}
      <span aria-hidden="true">→</span>
    </Link>
  );
}
