import { describe, expect, it } from "vitest";
import { quizResult, quizScore } from "./quiz-score.ts";

const answers = (...correct: boolean[]) => correct.map((isCorrect) => ({ isCorrect }));

describe("quizScore", () => {
  it("is 0 when nothing was answered", () => {
    expect(quizScore([])).toBe(0);
  });

  it("is the rounded percentage of correct answers among the recorded ones", () => {
    expect(quizScore(answers(true, true, true))).toBe(100);
    expect(quizScore(answers(true, false, false))).toBe(33);
    expect(quizScore(answers(true, true, false))).toBe(67);
    expect(quizScore(answers(true, false))).toBe(50);
    expect(quizScore(answers(false, false))).toBe(0);
  });

  it("rounds halves up", () => {
    // 1 of 8 is 12.5%.
    expect(quizScore(answers(true, ...Array<boolean>(7).fill(false)))).toBe(13);
  });
});

describe("quizResult", () => {
  it("passes when the score reaches the passing score exactly", () => {
    const result = quizResult(
      answers(true, true, true, false, false, false, true, true, true, true),
      70,
    );
    expect(result).toEqual({ correct: 7, answered: 10, score: 70, passed: true });
  });

  it("fails below the passing score", () => {
    expect(quizResult(answers(true, false, false), 70)).toEqual({
      correct: 1,
      answered: 3,
      score: 33,
      passed: false,
    });
  });

  it("fails with no answers", () => {
    expect(quizResult([], 70).passed).toBe(false);
  });
});
