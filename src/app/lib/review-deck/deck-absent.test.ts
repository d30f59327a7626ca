import "fake-indexeddb/auto";
import { describe, expect, it } from "vitest";
import { allCards, clearDeck, DECK_DB, deckSize, dueCount, getCards, nextDueAt } from "./deck.ts";
import { recordAnswers } from "./schedule.ts";

// A browser that never missed a question: reading the deck makes no database in it.

const names = async () => (await indexedDB.databases()).map((database) => database.name);

describe("a browser without a deck", () => {
  it("counts, lists and clears nothing without making a database", async () => {
    expect(await dueCount()).toBe(0);
    expect(await deckSize()).toBe(0);
    expect(await nextDueAt()).toBeNull();
    expect(await allCards()).toEqual([]);
    expect((await getCards(["1-abc"])).size).toBe(0);
    await clearDeck();
    // A test with every answer right and sure adds nothing, so it makes nothing either.
    const snapshot = {
      testId: 1,
      testTitle: "T",
      question: "Q?",
      options: { A: "a", B: "b", C: "c", D: "d" },
      correct: "A" as const,
      explanation: "",
      lessonPage: null,
    };
    expect(await recordAnswers([{ snapshot, correct: true, confidence: "sure" }])).toEqual({
      added: 0,
      reviewed: 0,
    });
    expect(await names()).not.toContain(DECK_DB);
    // The first mistake makes it.
    await recordAnswers([{ snapshot, correct: false, confidence: null }]);
    expect(await names()).toContain(DECK_DB);
    expect(await deckSize()).toBe(1);
  });
});
