import { describe, expect, it } from "vitest";
import { answerSpread, crowdedLetter, formatSpread } from "./answer-spread.ts";

describe("answer spread", () => {
  it("formats the count per letter", () => {
    expect(formatSpread({ A: 3, B: 4, C: 3, D: 2 })).toBe("Answers: A 3 · B 4 · C 3 · D 2");
    expect(
      answerSpread([{ correct_answer: "B" }, { correct_answer: "B" }, { correct_answer: "D" }]),
    ).toBe("Answers: A 0 · B 2 · C 0 · D 1");
  });

  it("names a letter holding clearly more than its share", () => {
    expect(crowdedLetter({ A: 3, B: 3, C: 3, D: 3 })).toBeNull();
    expect(crowdedLetter({ A: 3, B: 4, C: 3, D: 2 })).toBeNull();
    expect(crowdedLetter({ A: 2, B: 5, C: 3, D: 2 })).toBe("B");
    expect(crowdedLetter({ A: 1, B: 8, C: 2, D: 1 })).toBe("B");
  });
});
