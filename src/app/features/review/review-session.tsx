import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import type { AnswerLetter } from "../../../shared/schemas/content.ts";
import { LETTERS, letterAt } from "../../lib/quiz-letters.ts";
import { shuffled } from "../../lib/quiz-shuffle.ts";
import type { DeckCard } from "../../lib/review-deck/card.ts";
import { type Confidence, gradeFor } from "../../lib/review-deck/rating.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { useQuizKeys } from "../../lib/use-quiz-keys.ts";
import { cardCount } from "./due-in.ts";
import { type CardTurn, ReviewCard } from "./review-card.tsx";
import { ReviewDone } from "./review-done.tsx";

type DeckModule = typeof import("../../lib/review-deck/deck.ts");
type ScheduleModule = typeof import("../../lib/review-deck/schedule.ts");

interface Loaded {
  queue: DeckCard[];
  index: number;
  size: number;
  nextDue: number | null;
  /** When the queue was read (ms): "due in …" counts from it. */
  readAt: number;
}

const turnOf = (card: DeckCard | undefined): CardTurn | null =>
  card
    ? {
        card,
        letters: shuffled(LETTERS, Math.random),
        selected: null,
        confidence: null,
        result: null,
        checkedAt: 0,
      }
    : null;

/**
 * /review in the browser: the due cards one at a time, longest overdue first. The rating comes
 * from right or wrong and the confidence given (ADR 026); each review is kept as it is checked.
 */
export function ReviewSession() {
  const hydrated = useHydrated();
  const modules = useRef<{ deck: DeckModule; schedule: ScheduleModule } | null>(null);
  const [failed, setFailed] = useState(false);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [turn, setTurn] = useState<CardTurn | null>(null);
  const [reviewed, setReviewed] = useState(0);

  const questionRef = useRef<HTMLHeadingElement>(null);
  const actionRef = useRef<HTMLButtonElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);

  const read = useCallback(async (focus: boolean) => {
    try {
      modules.current ??= {
        deck: await import("../../lib/review-deck/deck.ts"),
        schedule: await import("../../lib/review-deck/schedule.ts"),
      };
      const { deck } = modules.current;
      const now = Date.now();
      const [queue, size, nextDue] = await Promise.all([
        deck.dueCards(now),
        deck.deckSize(),
        deck.nextDueAt(),
      ]);
      setLoaded({ queue, index: 0, size, nextDue, readAt: now });
      setTurn(turnOf(queue[0]));
      if (focus && queue.length === 0) requestAnimationFrame(() => doneRef.current?.focus());
    } catch {
      setFailed(true);
    }
  }, []);
  useEffect(() => {
    void read(false);
  }, [read]);

  function check() {
    const current = modules.current;
    if (!turn || turn.result || !turn.selected || !current) return;
    const checkedAt = Date.now();
    const grade = gradeFor(turn.selected === turn.card.correct, turn.confidence);
    const result = current.schedule.reviewed(turn.card, grade, new Date(checkedAt));
    setTurn({ ...turn, result, checkedAt });
    setReviewed((count) => count + 1);
    current.deck.putCards([result]).catch(() => setFailed(true));
  }

  function advance(size = loaded?.size ?? 0) {
    if (!loaded) return;
    const index = loaded.index + 1;
    if (index < loaded.queue.length) {
      setLoaded({ ...loaded, index, size });
      setTurn(turnOf(loaded.queue[index]));
    } else {
      void read(true);
    }
  }

  async function remove() {
    const current = modules.current;
    if (!turn || !current || !loaded) return;
    const kept = turn.result ?? turn.card;
    await current.deck.removeCard(kept.id);
    toast.success("Removed from your review deck", {
      action: { label: "Undo", onClick: () => void current.deck.putCards([kept]) },
    });
    advance(loaded.size - 1);
  }

  const select = (letter: AnswerLetter) => {
    if (turn && !turn.result) setTurn({ ...turn, selected: letter });
  };
  const confide = (confidence: Confidence | null) => {
    if (turn && !turn.result) setTurn({ ...turn, confidence });
  };
  useQuizKeys({
    enabled: turn !== null,
    submitted: turn?.result != null,
    hasSelection: turn?.selected != null,
    select: (position) => {
      const letter = turn ? letterAt(turn.letters, position) : undefined;
      if (letter) select(letter);
    },
    submit: check,
    next: () => advance(),
    confide: (confidence) => confide(turn?.confidence === confidence ? null : confidence),
  });

  // Focus follows the cards: the new question, then the button that moves on.
  const cardId = turn?.card.id;
  const checked = turn?.result != null;
  useEffect(() => {
    if (!cardId) return;
    if (checked) actionRef.current?.focus();
    else if (reviewed > 0) questionRef.current?.focus();
  }, [cardId, checked, reviewed]);

  if (!hydrated) return null;
  if (failed) {
    return (
      <p role="alert" className="mt-6 text-slate-800 dark:text-slate-100">
        This browser does not let the site keep a review deck: its storage for sites (IndexedDB) is
        turned off or full, as in some private windows.
      </p>
    );
  }
  if (!loaded) {
    return (
      <p role="status" className="mt-6 text-slate-600 dark:text-slate-300">
        Opening your deck…
      </p>
    );
  }
  const left = loaded.queue.length - loaded.index - (checked ? 1 : 0);
  return (
    <div className="mt-6 space-y-4">
      <p role="status" className="text-sm font-medium text-slate-700 dark:text-slate-300">
        {turn ? `${cardCount(left)} due · ` : null}
        {cardCount(loaded.size)} in your deck
      </p>
      {turn ? (
        <ReviewCard
          key={turn.card.id}
          turn={turn}
          last={loaded.index === loaded.queue.length - 1}
          questionRef={questionRef}
          actionRef={actionRef}
          onSelect={select}
          onConfide={confide}
          onSubmit={check}
          onNext={() => advance()}
          onRemove={() => void remove()}
        />
      ) : (
        <ReviewDone
          size={loaded.size}
          reviewed={reviewed}
          nextDue={loaded.nextDue}
          now={loaded.readAt}
          headingRef={doneRef}
          onCheckAgain={() => void read(true)}
        />
      )}
    </div>
  );
}
