import { describe, expect, it } from "vitest";
import { seededRandom, shuffleAttempt, shuffled } from "./quiz-shuffle.ts";

describe("shuffled", () => {
  it("returns a permutation and leaves the input alone", () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    const result = shuffled(items, seededRandom(7));
    expect([...result].sort()).toEqual(items);
    expect(items).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it("is deterministic for an injected random source", () => {
    const items = ["A", "B", "C", "D"];
    expect(shuffled(items, seededRandom(42))).toEqual(shuffled(items, seededRandom(42)));
  });

  it("walks Fisher–Yates: each draw picks from the part not yet placed", () => {
    // Always the first remaining item: every swap brings position 0 to the end.
    expect(shuffled(["A", "B", "C", "D"], () => 0)).toEqual(["B", "C", "D", "A"]);
    // Always the last: nothing moves.
    expect(shuffled(["A", "B", "C", "D"], () => 0.999_999)).toEqual(["A", "B", "C", "D"]);
  });

  it("reaches every order of four options about equally often", () => {
    const random = seededRandom(1);
    const counts = new Map<string, number>();
    for (let run = 0; run < 24_000; run++) {
      const key = shuffled(["A", "B", "C", "D"], random).join("");
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(24);
    for (const count of counts.values()) expect(count).toBeGreaterThan(800);
  });
});

describe("shuffleAttempt", () => {
  it("orders the questions and, per question, the four stored letters", () => {
    const attempt = shuffleAttempt(12, seededRandom(3));
    expect([...attempt.order].sort((a, b) => a - b)).toEqual([...Array(12).keys()]);
    expect(attempt.optionOrder).toHaveLength(12);
    for (const letters of attempt.optionOrder) {
      expect([...letters].sort()).toEqual(["A", "B", "C", "D"]);
    }
  });

  it("gives another order for another attempt, the same for the same source", () => {
    expect(shuffleAttempt(12, seededRandom(3))).toEqual(shuffleAttempt(12, seededRandom(3)));
    expect(shuffleAttempt(12, seededRandom(3))).not.toEqual(shuffleAttempt(12, seededRandom(4)));
  });
});
