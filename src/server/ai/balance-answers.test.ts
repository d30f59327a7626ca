import { describe, expect, it } from "vitest";
import { ANSWER_LETTERS, type Question } from "../../shared/schemas/content.ts";
import { balanceAnswers, evenLetters } from "./balance-answers.ts";

/** A seeded generator, so a failure can be replayed. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

function question(index: number, correct: Question["correct_answer"] = "B"): Question {
  return {
    question: `Question ${index}?`,
    options: { A: `a${index}`, B: `b${index}`, C: `c${index}`, D: `d${index}` },
    correct_answer: correct,
    explanation: `Option ${correct} is right; option A is a common mistake.`,
  };
}

const spread = (questions: Question[]) =>
  ANSWER_LETTERS.map((letter) => questions.filter((q) => q.correct_answer === letter).length);

describe("balanceAnswers", () => {
  it("spreads the correct letters evenly whatever the model chose", () => {
    for (const count of [10, 11, 12, 13, 14, 15]) {
      for (let seed = 1; seed <= 20; seed += 1) {
        const input = Array.from({ length: count }, (_, index) => question(index));
        const counts = spread(balanceAnswers(input, seeded(seed)));
        expect(
          Math.max(...counts) - Math.min(...counts),
          `${count} / seed ${seed}`,
        ).toBeLessThanOrEqual(1);
      }
    }
  });

  it("keeps each question's text, options and right answer, only in new places", () => {
    const input = Array.from({ length: 12 }, (_, index) =>
      question(index, ANSWER_LETTERS[index % 3] ?? "A"),
    );
    const output = balanceAnswers(input, seeded(7));
    output.forEach((after, index) => {
      const before = input[index] as Question;
      expect(after.question).toBe(before.question);
      expect(Object.values(after.options).sort()).toEqual(Object.values(before.options).sort());
      expect(after.options[after.correct_answer]).toBe(before.options[before.correct_answer]);
    });
  });

  it("rewrites letters an explanation names, so it still points at the same options", () => {
    const input = [question(1, "B")];
    const [after] = balanceAnswers(input, seeded(3));
    const placeOf = (text: string) =>
      ANSWER_LETTERS.find((letter) => after?.options[letter] === text);
    expect(after?.explanation).toBe(
      `Option ${placeOf("b1")} is right; option ${placeOf("a1")} is a common mistake.`,
    );
  });

  it("does not touch letters that are not an option's name", () => {
    const input = [{ ...question(1, "A"), explanation: "A model with a bias; see Appendix B." }];
    expect(balanceAnswers(input, seeded(5))[0]?.explanation).toBe(
      "A model with a bias; see Appendix B.",
    );
  });

  it("moves some answers: a test keyed all on B does not stay on B", () => {
    const input = Array.from({ length: 12 }, (_, index) => question(index, "B"));
    expect(spread(balanceAnswers(input, seeded(11)))).toEqual([3, 3, 3, 3]);
  });
});

describe("evenLetters", () => {
  it("gives each letter ⌊n/4⌋ or ⌈n/4⌉ times", () => {
    const letters = evenLetters(14, seeded(2));
    const counts = ANSWER_LETTERS.map((l) => letters.filter((x) => x === l).length).sort();
    expect(counts).toEqual([3, 3, 4, 4]);
  });
});
