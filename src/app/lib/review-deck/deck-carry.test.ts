import "fake-indexeddb/auto";
import { beforeEach, describe, expect, it } from "vitest";
import { sampleCard } from "./card-fixtures.ts";
import { allCards, clearDeck, putCards } from "./deck.ts";
import { deckStore } from "./deck-carry.ts";

// The review deck travels in an export: every card, checked whole before anything merges.

beforeEach(() => clearDeck());

describe("deckStore", () => {
  it("exports every card and merges them into an empty deck, the second time changing nothing", async () => {
    const cards = [sampleCard(), sampleCard({ question: "What is a bias term?" })];
    await putCards(cards);
    const exported = JSON.parse(JSON.stringify(await deckStore.export()));
    await clearDeck();

    const checked = deckStore.schema.safeParse(exported);
    expect(checked.success).toBe(true);
    if (!checked.success) return;
    expect(deckStore.describe(checked.data)).toEqual([{ one: "card", many: "cards", count: 2 }]);
    expect(await deckStore.merge(checked.data)).toEqual({
      changes: [{ one: "review card", many: "review cards", added: 2, updated: 0 }],
    });
    expect(await deckStore.merge(checked.data)).toEqual({
      changes: [{ one: "review card", many: "review cards", added: 0, updated: 0 }],
    });
    expect((await allCards()).map((card) => card.id).sort()).toEqual(
      cards.map((card) => card.id).sort(),
    );
  });

  it("refuses a deck with any card that does not read, or that is not a list", () => {
    const good = JSON.parse(JSON.stringify(sampleCard()));
    expect(deckStore.schema.safeParse([good]).success).toBe(true);
    expect(deckStore.schema.safeParse([good, { ...good, id: "forged" }]).success).toBe(false);
    expect(deckStore.schema.safeParse([good, { ...good, correct: "E" }]).success).toBe(false);
    expect(deckStore.schema.safeParse({ cards: [good] }).success).toBe(false);
  });
});
