import { describe, expect, it } from "vitest";
import { type CountedChoice, FLAG_MIN_ANSWERS, flagsOf } from "./answer-stats.ts";

const counts = (A: number, B: number, C = 0, D = 0, none = 0): Record<CountedChoice, number> => ({
  A,
  B,
  C,
  D,
  none,
});

describe("flagsOf", () => {
  it("flags nothing below the fewest answers worth reading", () => {
    expect(flagsOf(counts(0, FLAG_MIN_ANSWERS - 1), "A")).toEqual([]);
  });

  it("flags a wrong option chosen more often than the key", () => {
    expect(flagsOf(counts(8, 10, 2), "A")).toEqual(["distractor"]);
    expect(flagsOf(counts(10, 10, 2), "A")).toEqual([]);
  });

  it("flags a question nearly everyone gets right, or no better than guessing", () => {
    expect(flagsOf(counts(19, 1), "A")).toEqual(["too-easy"]);
    expect(flagsOf(counts(18, 2), "A")).toEqual([]);
    expect(flagsOf(counts(5, 5, 5, 5), "A")).toEqual(["too-hard"]);
    // Unanswered counts as not right.
    expect(flagsOf(counts(5, 0, 0, 0, 15), "A")).toEqual(["too-hard"]);
    expect(flagsOf(counts(2, 16, 2), "A")).toEqual(["distractor", "too-hard"]);
  });
});
