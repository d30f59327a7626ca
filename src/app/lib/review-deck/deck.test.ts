import "fake-indexeddb/auto";
import { Rating, State } from "ts-fsrs";
import { beforeEach, describe, expect, it } from "vitest";
import { cardId, type DeckCard } from "./card.ts";
import { sampleCard } from "./card-fixtures.ts";
import {
  allCards,
  clearDeck,
  deckSize,
  dueCards,
  dueCount,
  getCards,
  mergeCards,
  nextDueAt,
  putCards,
  removeCard,
} from "./deck.ts";
import type { DeckGrade } from "./rating.ts";
import { type CardSnapshot, recordAnswers, reviewed } from "./schedule.ts";

// The deck over an in-memory IndexedDB (fake-indexeddb), as the browser's would hold it.

beforeEach(() => clearDeck());

const MINUTE = 60_000;
const now = new Date("2026-11-24T12:00:00.000Z");

function snapshot(question: string, overrides: Partial<CardSnapshot> = {}): CardSnapshot {
  return {
    testId: 5,
    testTitle: "Transformers Test",
    question,
    options: { A: "Attention", B: "Recurrence", C: "Convolution", D: "Pooling" },
    correct: "A",
    explanation: "Option A: attention lets every token look at every other.",
    lessonPage: { topicId: 9, page: 3, pageTitle: "Attention" },
    ...overrides,
  };
}

describe("the deck's counts and lists", () => {
  it("counts the cards due by their stored due time, and finds the next one", async () => {
    await putCards([
      sampleCard({ question: "one", fsrs: { ...sampleCard().fsrs, due: "2026-11-24T09:00:00Z" } }),
      sampleCard({ question: "two", fsrs: { ...sampleCard().fsrs, due: "2026-11-24T11:00:00Z" } }),
      sampleCard({
        question: "three",
        fsrs: { ...sampleCard().fsrs, due: "2026-11-25T11:00:00Z" },
      }),
    ]);
    expect(await deckSize()).toBe(3);
    expect(await dueCount(now.getTime())).toBe(2);
    expect(await dueCount(Date.parse("2026-11-24T10:00:00Z"))).toBe(1);
    expect(await nextDueAt()).toBe(Date.parse("2026-11-24T09:00:00Z"));
    expect((await dueCards(now.getTime())).map((card) => card.question)).toEqual(["one", "two"]);
    await removeCard(cardId(3, "two"));
    expect((await allCards()).map((card) => card.question).sort()).toEqual(["one", "three"]);
    await clearDeck();
    expect(await deckSize()).toBe(0);
    expect(await nextDueAt()).toBeNull();
  });
});

describe("recordAnswers", () => {
  it("makes a card of a wrong answer, due at once, with the question's snapshot", async () => {
    const changes = await recordAnswers(
      [
        { snapshot: snapshot("Which layer mixes tokens?"), correct: false, confidence: null },
        { snapshot: snapshot("Known cold"), correct: true, confidence: "sure" },
        { snapshot: snapshot("Lucky?"), correct: true, confidence: "guessing" },
      ],
      now,
    );
    expect(changes).toEqual({ added: 2, reviewed: 0 });
    expect(await dueCount(now.getTime())).toBe(2);
    const [card] = [...(await getCards([cardId(5, "Which layer mixes tokens?")])).values()];
    expect(card).toMatchObject({
      testTitle: "Transformers Test",
      correct: "A",
      lessonPage: { topicId: 9, page: 3, pageTitle: "Attention" },
      fsrs: { state: State.New, reps: 0 },
      log: [],
    });
  });

  it("reviews a card already in the deck as Again after another mistake, never making two", async () => {
    const question = snapshot("Which layer mixes tokens?");
    await recordAnswers([{ snapshot: question, correct: false, confidence: null }], now);
    const edited = { ...question, explanation: "Edited since." };
    const changes = await recordAnswers(
      [{ snapshot: edited, correct: false, confidence: "sure" }],
      now,
    );
    expect(changes).toEqual({ added: 0, reviewed: 1 });
    const cards = await allCards();
    expect(cards).toHaveLength(1);
    expect(cards[0]!.log.map((entry) => entry.rating)).toEqual([Rating.Again]);
    expect(cards[0]!.fsrs.state).toBe(State.Learning);
    // The first learning step: back in a minute, and the card shows the test as it is now.
    expect(cards[0]!.due).toBe(now.getTime() + MINUTE);
    expect(cards[0]!.explanation).toBe("Edited since.");
  });

  it("leaves a card that is not due alone after a sure right answer", async () => {
    const question = snapshot("Which layer mixes tokens?");
    await recordAnswers([{ snapshot: question, correct: false, confidence: null }], now);
    await recordAnswers([{ snapshot: question, correct: false, confidence: null }], now);
    const changes = await recordAnswers(
      [{ snapshot: question, correct: true, confidence: "sure" }],
      now,
    );
    expect(changes).toEqual({ added: 0, reviewed: 0 });
  });
});

/** A review as /review makes it: the card rescheduled, then kept. */
async function reviewCard(card: DeckCard, grade: DeckGrade, now: Date) {
  const next = reviewed(card, grade, now);
  await putCards([next]);
  return next;
}

describe("a review", () => {
  it("schedules by FSRS: Good takes a new card through its learning step, then days on", async () => {
    await recordAnswers([{ snapshot: snapshot("q"), correct: false, confidence: null }], now);
    const [card] = await allCards();
    const good = await reviewCard(card!, 3, now);
    expect(good.due).toBe(now.getTime() + 10 * MINUTE);
    const later = new Date(now.getTime() + 10 * MINUTE);
    const graduated = await reviewCard(good, 3, later);
    expect(graduated.fsrs.state).toBe(State.Review);
    expect(graduated.due - later.getTime()).toBeGreaterThanOrEqual(24 * 60 * MINUTE);
    expect(graduated.log.map((entry) => entry.rating)).toEqual([Rating.Good, Rating.Good]);
    expect((await allCards())[0]).toEqual(graduated);
  });
});

describe("mergeCards", () => {
  it("adds new cards, keeps the later review of two copies and rejects what is not a card", async () => {
    const base = sampleCard({ question: "kept" });
    const reviewedAt = (when: string) => ({ ...base.fsrs, last_review: when });
    await putCards([
      { ...base, fsrs: reviewedAt("2026-11-22T00:00:00.000Z") },
      sampleCard({ question: "replaced", fsrs: reviewedAt("2026-11-20T00:00:00.000Z") }),
    ]);
    const report = await mergeCards([
      sampleCard({ question: "new" }),
      { ...base, fsrs: reviewedAt("2026-11-21T00:00:00.000Z") },
      sampleCard({ question: "replaced", fsrs: reviewedAt("2026-11-23T00:00:00.000Z") }),
      { id: "nonsense" },
    ]);
    expect(report).toEqual({ added: 1, updated: 1, unchanged: 1, rejected: 1 });
    const byQuestion = new Map((await allCards()).map((card) => [card.question, card]));
    expect([...byQuestion.keys()].sort()).toEqual(["kept", "new", "replaced"]);
    expect(byQuestion.get("kept")!.fsrs.last_review).toBe("2026-11-22T00:00:00.000Z");
    expect(byQuestion.get("replaced")!.fsrs.last_review).toBe("2026-11-23T00:00:00.000Z");
  });

  it("round-trips the whole deck through JSON", async () => {
    await recordAnswers([{ snapshot: snapshot("q"), correct: false, confidence: null }], now);
    const [card] = await allCards();
    await reviewCard(card!, 1, now);
    const exported = JSON.parse(JSON.stringify(await allCards()));
    await clearDeck();
    expect(await mergeCards(exported)).toEqual({ added: 1, updated: 0, unchanged: 0, rejected: 0 });
    expect(await allCards()).toEqual(exported);
  });
});
