import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "../../components/ui/button.tsx";
import { clearProgress, useProgress } from "../../lib/progress.ts";
import { useDeckCounts } from "../../lib/review-deck/use-deck-counts.ts";

const DANGER =
  "inline-flex min-h-11 items-center justify-center rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800";

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** Shows what this browser holds and deletes it after a confirmation step. */
export function ClearProgress() {
  const progress = useProgress();
  const deck = useDeckCounts();
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const topics = progress ? Object.keys(progress.topics).length : 0;
  const tests = progress ? Object.keys(progress.tests).length : 0;
  const days = progress ? progress.days.length : 0;
  const cards = deck?.size ?? 0;
  const stored = topics + tests + days + cards > 0;
  const parts = [plural(topics, "topic"), plural(tests, "test")];
  if (days > 0) parts.push(`${plural(days, "day")} of activity`);
  if (cards > 0) parts.push(plural(cards, "review card"));
  const summary = `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  async function clear() {
    clearProgress();
    await deck?.deck?.clearDeck().catch(() => {});
    setConfirming(false);
    toast.success("Your progress has been cleared");
    statusRef.current?.focus();
  }

  return (
    <div className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-5 dark:border-slate-800 dark:bg-slate-900">
      <p
        ref={statusRef}
        tabIndex={-1}
        aria-live="polite"
        className="mt-0! font-medium text-slate-900 outline-none dark:text-white"
      >
        {progress === null || deck === null
          ? "Checking what this browser has stored…"
          : stored
            ? `This browser holds your progress for ${summary}.`
            : "This browser holds no progress for this site."}
      </p>
      {confirming ? (
        <div className="mt-4">
          <p id="clear-question" className="text-slate-700 dark:text-slate-300">
            Clear your progress for {summary}? This cannot be undone.
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <button ref={confirmRef} type="button" onClick={() => void clear()} className={DANGER}>
              Yes, clear my progress
            </button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <Button className="mt-4" disabled={!stored} onClick={() => setConfirming(true)}>
          Clear my progress
        </Button>
      )}
    </div>
  );
}
