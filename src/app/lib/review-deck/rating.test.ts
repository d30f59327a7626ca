import { Rating } from "ts-fsrs";
import { describe, expect, it } from "vitest";
import { deckStep, entersDeck, GRADE, gradeFor } from "./rating.ts";

describe("the rating an answer gives", () => {
  it("uses ts-fsrs's own Rating values", () => {
    expect(GRADE).toEqual({
      again: Rating.Again,
      hard: Rating.Hard,
      good: Rating.Good,
      easy: Rating.Easy,
    });
  });

  it("maps right or wrong and the confidence given before the answer", () => {
    expect(gradeFor(false, null)).toBe(Rating.Again);
    expect(gradeFor(false, "sure")).toBe(Rating.Again);
    expect(gradeFor(true, "guessing")).toBe(Rating.Again);
    expect(gradeFor(true, "unsure")).toBe(Rating.Hard);
    expect(gradeFor(true, "sure")).toBe(Rating.Good);
    expect(gradeFor(true, null)).toBe(Rating.Good);
  });

  it("puts mistakes and doubts into the deck, not sure right answers", () => {
    expect(entersDeck(false, "sure")).toBe(true);
    expect(entersDeck(true, "unsure")).toBe(true);
    expect(entersDeck(true, "guessing")).toBe(true);
    expect(entersDeck(true, "sure")).toBe(false);
    expect(entersDeck(true, null)).toBe(false);
  });
});

describe("deckStep", () => {
  const now = 1_000_000;
  const due = { due: now - 1 };
  const later = { due: now + 60_000 };

  it("adds a new card for a mistake or a doubt, nothing for a sure right answer", () => {
    expect(deckStep(false, null, null, now)).toEqual({ kind: "add" });
    expect(deckStep(true, "unsure", null, now)).toEqual({ kind: "add" });
    expect(deckStep(true, "sure", null, now)).toEqual({ kind: "none" });
  });

  it("reviews a card already in the deck as Again after a mistake, due or not", () => {
    expect(deckStep(false, "sure", later, now)).toEqual({ kind: "review", grade: Rating.Again });
    expect(deckStep(true, "unsure", later, now)).toEqual({ kind: "review", grade: Rating.Hard });
  });

  it("counts a sure right answer as a review only when the card is due", () => {
    expect(deckStep(true, "sure", due, now)).toEqual({ kind: "review", grade: Rating.Good });
    expect(deckStep(true, null, later, now)).toEqual({ kind: "none" });
  });
});
