import { Link } from "react-router";
import { plural } from "../../lib/list-filters.ts";
import { useDeckCounts } from "../../lib/review-deck/use-deck-counts.ts";
import { MUTED, SECTION, SECTION_TITLE } from "./section-style.ts";

/** The review deck on /progress: how many cards are due and how many it holds. */
export function CardsDue() {
  const counts = useDeckCounts();
  if (!counts) return null;
  return (
    <section aria-labelledby="deck-heading" className={SECTION}>
      <h2 id="deck-heading" className={SECTION_TITLE}>
        Review deck
      </h2>
      {counts.size === 0 ? (
        <p className={`mt-1 ${MUTED}`}>
          Empty. A question you miss in a test or in practice becomes a card here, and comes back
          when you are about to forget it.
        </p>
      ) : (
        <>
          <p className="mt-2 text-2xl font-bold text-slate-900 dark:text-white">
            {counts.due > 0 ? `${plural(counts.due, "card")} due` : "Nothing due now"}
          </p>
          <p className={`mt-1 ${MUTED}`}>{plural(counts.size, "card")} in your deck</p>
          <Link
            to="/review"
            className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
          >
            {counts.due > 0 ? "Review them now" : "Open your deck"}
            <span aria-hidden="true">&nbsp;→</span>
          </Link>
        </>
      )}
    </section>
  );
}
