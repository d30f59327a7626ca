import { describe, expect, it } from "vitest";
import { bestScoreAfter, quizResult, quizScore, SCORING_RULE } from "./quiz-score.ts";

const answers = (...correct: boolean[]) => correct.map((isCorrect) => ({ isCorrect }));

describe("quizScore", () => {
  it("is 0 when nothing was answered", () => {
    expect(quizScore([], 12)).toBe(0);
    expect(quizScore([], 0)).toBe(0);
  });

  it("is the rounded percentage of correct answers among all the questions", () => {
    expect(quizScore(answers(true, true, true), 3)).toBe(100);
    expect(quizScore(answers(true, false, false), 3)).toBe(33);
    expect(quizScore(answers(true, true, false), 3)).toBe(67);
    expect(quizScore(answers(true, false), 2)).toBe(50);
    expect(quizScore(answers(false, false), 2)).toBe(0);
  });

  it("counts an unanswered question as wrong (issue 14)", () => {
    // One right answer, then the time ran out on a 12-question test: 1 of 12, not 1 of 1.
    expect(quizScore(answers(true), 12)).toBe(8);
    expect(quizScore(answers(true, true, true), 4)).toBe(75);
  });

  it("rounds halves up", () => {
    // 1 of 8 is 12.5%.
    expect(quizScore(answers(true), 8)).toBe(13);
  });
});

describe("quizResult", () => {
  it("passes when the score reaches the passing score exactly", () => {
    const result = quizResult(
      answers(true, true, true, false, false, false, true, true, true, true),
      10,
      70,
    );
    expect(result).toEqual({ correct: 7, answered: 10, total: 10, score: 70, passed: true });
  });

  it("fails below the passing score", () => {
    expect(quizResult(answers(true, false, false), 3, 70)).toEqual({
      correct: 1,
      answered: 3,
      total: 3,
      score: 33,
      passed: false,
    });
  });

  it("fails a timed-out attempt whose few answers were all right", () => {
    expect(quizResult(answers(true), 12, 70)).toEqual({
      correct: 1,
      answered: 1,
      total: 12,
      score: 8,
      passed: false,
    });
  });

  it("fails with no answers", () => {
    expect(quizResult([], 12, 70).passed).toBe(false);
  });
});

describe("bestScoreAfter", () => {
  it("starts with the first score", () => {
    expect(bestScoreAfter(undefined, 40)).toBe(40);
  });

  it("keeps the best of scores under the same rule", () => {
    expect(bestScoreAfter({ bestScore: 90, scoring: SCORING_RULE }, 40)).toBe(90);
    expect(bestScoreAfter({ bestScore: 50, scoring: SCORING_RULE }, 75)).toBe(75);
  });

  it("replaces a best score kept under the old rule, which may be inflated", () => {
    // Stored before the rule was marked: unanswered questions did not count.
    expect(bestScoreAfter({ bestScore: 100 }, 8)).toBe(8);
    expect(bestScoreAfter({ bestScore: 100, scoring: 1 }, 8)).toBe(8);
  });
});
