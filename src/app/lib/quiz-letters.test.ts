import { describe, expect, it } from "vitest";
import type { AnswerLetter } from "../../shared/schemas/content.ts";
import { letterAt, positionOf, relabelLetters, shownLetter } from "./quiz-letters.ts";

// Shown D, A, C, B: stored D is shown first (as A), stored A second (as B), and so on.
const order: AnswerLetter[] = ["D", "A", "C", "B"];

describe("shown and stored letters", () => {
  it("shows the letter of the position; the stored key follows its option", () => {
    expect(shownLetter(order, "D")).toBe("A");
    expect(shownLetter(order, "A")).toBe("B");
    expect(shownLetter(order, "B")).toBe("D");
    expect(positionOf(order, "C")).toBe(2);
    expect(letterAt(order, 0)).toBe("D");
    expect(letterAt(order, 3)).toBe("B");
  });
});

describe("relabelLetters", () => {
  it("renames option letters an explanation refers to", () => {
    expect(relabelLetters("Option A is the usual confusion (option D).", order)).toBe(
      "Option B is the usual confusion (option A).",
    );
    expect(relabelLetters("Options A and C overstate it; options A, B and D do not.", order)).toBe(
      "Options B and C overstate it; options A, B and D do not.",
    );
    expect(relabelLetters("The weights and bias in options A to C are parameters.", order)).toBe(
      "The weights and bias in options B, C and D are parameters.",
    );
    expect(relabelLetters("It does not approximate attention (A) or quantize (C).", order)).toBe(
      "It does not approximate attention (B) or quantize (C).",
    );
    expect(relabelLetters("so it is lossless (A is wrong); (so A and B are wrong)", order)).toBe(
      "so it is lossless (B is wrong); (so B and D are wrong)",
    );
    expect(relabelLetters("the standardisation (B, C) gives", order)).toBe(
      "the standardisation (C, D) gives",
    );
    expect(relabelLetters("small 4 × 4 patches (not B), and", order)).toBe(
      "small 4 × 4 patches (not D), and",
    );
    expect(relabelLetters("The count is unchanged, so D is wrong.", order)).toBe(
      "The count is unchanged, so A is wrong.",
    );
    expect(relabelLetters("which rules out B (ruling out both A and C).", order)).toBe(
      "which rules out D (ruling out both B and C).",
    );
  });

  it("leaves other capital letters alone", () => {
    const untouched = [
      "A ply is one move by one player.",
      "MAX chooses between MIN nodes B, C and D. In C, the first leaf 4 is below α, so C ≤ 4.",
      "P(A wins) = 1 / (1 + 10^(−d/400)); pass@k = 1 − C(n − c, k) / C(n, k).",
      "The update W' = W + B·A has a small rank. A larger λ would pull harder.",
      "The variance of an average of B trees is ρσ² + (1 − ρ)σ²/B.",
    ];
    for (const text of untouched) expect(relabelLetters(text, order)).toBe(text);
  });

  it("changes nothing when the options are in their stored order", () => {
    const text = "Option A is wrong (B), and options C and D too.";
    expect(relabelLetters(text, ["A", "B", "C", "D"])).toBe(text);
  });
});
