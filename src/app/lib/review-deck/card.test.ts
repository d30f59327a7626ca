import { describe, expect, it } from "vitest";
import { cardId, laterCard, parseDeckCard } from "./card.ts";
import { at, sampleCard } from "./card-fixtures.ts";

describe("cardId", () => {
  it("is the test and the question's text: stable, and apart for other tests and questions", () => {
    const id = cardId(3, "What does a perceptron compute?");
    expect(id).toMatch(/^3-[0-9a-z]+$/);
    expect(cardId(3, "  What does a perceptron\n compute? ")).toBe(id);
    expect(cardId(4, "What does a perceptron compute?")).not.toBe(id);
    expect(cardId(3, "What does a perceptron return?")).not.toBe(id);
  });
});

describe("laterCard", () => {
  const reviewed = (when: string) =>
    sampleCard({ fsrs: { ...sampleCard().fsrs, last_review: when } });

  it("keeps the copy reviewed later, and the one kept on a tie", () => {
    const older = reviewed("2026-11-20T00:00:00.000Z");
    const newer = reviewed("2026-11-22T00:00:00.000Z");
    expect(laterCard(older, newer)).toBe(newer);
    expect(laterCard(newer, older)).toBe(newer);
    const twin = reviewed("2026-11-22T00:00:00.000Z");
    expect(laterCard(newer, twin)).toBe(newer);
  });

  it("counts a never reviewed card from when it was made", () => {
    const fresh = sampleCard({ addedAt: "2026-11-23T00:00:00.000Z" });
    expect(laterCard(reviewed("2026-11-22T00:00:00.000Z"), fresh)).toBe(fresh);
  });
});

describe("parseDeckCard", () => {
  it("reads back a card as JSON carries it, due key from its FSRS state", () => {
    const card = sampleCard({ due: 0 });
    const parsed = parseDeckCard(JSON.parse(JSON.stringify(card)));
    expect(parsed).toEqual({ ...card, due: Date.parse(at) });
  });

  it("refuses what is not a card", () => {
    const card = sampleCard();
    for (const bad of [
      null,
      "card",
      { ...card, id: "3-forged" },
      { ...card, correct: "E" },
      { ...card, options: { A: "a", B: "b", C: "c" } },
      { ...card, fsrs: { ...card.fsrs, state: 7 } },
      { ...card, fsrs: { ...card.fsrs, due: "never" } },
      { ...card, lessonPage: { topicId: "7", page: 1, pageTitle: "x" } },
      { ...card, log: "none" },
    ]) {
      expect(parseDeckCard(bad)).toBeNull();
    }
  });

  it("drops review log entries that are not ones", () => {
    const entry = {
      rating: 1,
      state: 0,
      due: at,
      stability: 1,
      difficulty: 5,
      elapsed_days: 0,
      last_elapsed_days: 0,
      scheduled_days: 0,
      learning_steps: 1,
      review: at,
    };
    const parsed = parseDeckCard({ ...sampleCard(), log: [entry, { ...entry, rating: 9 }, 3] });
    expect(parsed?.log).toEqual([entry]);
  });
});
