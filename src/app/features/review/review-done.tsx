import type { Ref } from "react";
import { Button, ButtonLink } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { cardCount, dueIn } from "./due-in.ts";

/** No card due: an empty deck, a deck done for now, or one whose next card is on its way. */
export function ReviewDone({
  size,
  reviewed,
  nextDue,
  now,
  headingRef,
  onCheckAgain,
}: {
  size: number;
  /** Cards reviewed in this visit. */
  reviewed: number;
  nextDue: number | null;
  now: number;
  headingRef: Ref<HTMLHeadingElement>;
  onCheckAgain: () => void;
}) {
  if (size === 0) {
    return (
      <Card className="p-6 sm:p-8">
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
          Your review deck is empty
        </h2>
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          When you get a question wrong in a test or in practice, or say you were unsure of it, it
          comes here as a card, and comes back until you know it.
        </p>
        <ButtonLink to="/tests" className="mt-5">
          Find a test
        </ButtonLink>
      </Card>
    );
  }
  return (
    <Card className="p-6 sm:p-8">
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
        {reviewed > 0 ? "All done for now" : "No cards due"}
      </h2>
      {reviewed > 0 ? (
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          You reviewed {cardCount(reviewed)}.
        </p>
      ) : null}
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        {nextDue === null ? null : <>Next card due {dueIn(nextDue - now)}. </>}
        {cardCount(size)} in your deck.
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <Button variant="secondary" onClick={onCheckAgain}>
          Check again
        </Button>
        <ButtonLink to="/tests" variant="secondary">
          Find a test
        </ButtonLink>
      </div>
    </Card>
  );
}
