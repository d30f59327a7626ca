import { useEffect, useState } from "react";

type DeckModule = typeof import("./deck.ts");

export interface DeckCounts {
  due: number;
  size: number;
  /** The deck's API, for a page that acts on it; null where this browser keeps no deck. */
  deck: DeckModule | null;
}

/**
 * The review deck's counts, read after hydration and kept up to date; null until read (and on
 * the server). Loads deck.ts (idb) by a dynamic import, never the scheduler. A browser without
 * IndexedDB counts as an empty deck.
 */
export function useDeckCounts(): DeckCounts | null {
  const [counts, setCounts] = useState<DeckCounts | null>(null);
  useEffect(() => {
    let live = true;
    let unsubscribe = () => {};
    const none = () => {
      if (live) setCounts({ due: 0, size: 0, deck: null });
    };
    import("./deck.ts")
      .then((deck) => {
        const update = () =>
          Promise.all([deck.dueCount(), deck.deckSize()])
            .then(([due, size]) => {
              if (live) setCounts({ due, size, deck });
            })
            .catch(none);
        unsubscribe = deck.onDeckChange(update);
        return update();
      })
      .catch(none);
    return () => {
      live = false;
      unsubscribe();
    };
  }, []);
  return counts;
}
