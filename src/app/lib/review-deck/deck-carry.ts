import type { CarriedStore } from "../carried-stores.ts";
import { type DeckCard, parseDeckCard } from "./card.ts";

// The review deck as it travels in an export or a transfer link (lib/carried-stores.ts): every
// card, its FSRS state and review log included. A deck with one card that does not read is
// refused whole, as every store of a file is checked before any merges.

/** More cards than anyone keeps: a file holding more is not a deck. */
const CARDS_MAX = 20_000;

const deckSchema = {
  safeParse(data: unknown): { success: true; data: DeckCard[] } | { success: false } {
    if (!Array.isArray(data) || data.length > CARDS_MAX) return { success: false };
    const cards = data.map(parseDeckCard);
    return cards.every((card) => card !== null)
      ? { success: true, data: cards as DeckCard[] }
      : { success: false };
  },
};

const noun = { one: "review card", many: "review cards" };

export const deckStore: CarriedStore<DeckCard[]> = {
  name: "deck",
  label: "review deck",
  version: 1,
  async export() {
    // A browser without IndexedDB (or a test without one) keeps no deck: an empty one travels.
    if (typeof indexedDB === "undefined") return [];
    return (await import("./deck.ts")).allCards();
  },
  schema: deckSchema,
  describe: (cards) => [{ one: "card", many: "cards", count: cards.length }],
  async merge(cards) {
    if (cards.length === 0) return { changes: [] };
    // mergeCards keeps the card reviewed last, the one here on a tie: twice changes nothing.
    const report = await (await import("./deck.ts")).mergeCards(cards);
    return { changes: [{ ...noun, added: report.added, updated: report.updated }] };
  },
};
