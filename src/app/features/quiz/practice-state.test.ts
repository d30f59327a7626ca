import { describe, expect, it } from "vitest";
import type { Question } from "../../../shared/schemas/content.ts";
import { seededRandom } from "../../lib/quiz-shuffle.ts";
import {
  initialPracticeState,
  missedQuestions,
  type PracticeAction,
  practiceReducer,
  practiceRound,
} from "./practice-state.ts";

const question = (correct: Question["correct_answer"]): Question => ({
  question: "q",
  options: { A: "a", B: "b", C: "c", D: "d" },
  correct_answer: correct,
  explanation: "",
});

const run = (actions: PracticeAction[]) => actions.reduce(practiceReducer, initialPracticeState);

describe("practice", () => {
  it("shuffles a round of the questions asked for, and every question's options", () => {
    const round = practiceRound([1, 3, 4], 5, seededRandom(7));
    expect([...round.order].sort()).toEqual([1, 3, 4]);
    expect(round.optionOrder).toHaveLength(5);
    for (const letters of round.optionOrder)
      expect([...letters].sort()).toEqual(["A", "B", "C", "D"]);
    const other = practiceRound([0, 1, 2, 3, 4, 5, 6, 7], 8, seededRandom(8));
    expect(other.order).not.toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it("takes a confidence before the answer, not after, and records both", () => {
    const state = run([
      { type: "start", order: [2, 0], optionOrder: [] },
      { type: "select", letter: "B" },
      { type: "confide", confidence: "unsure" },
      { type: "submit", question: question("B") },
      { type: "confide", confidence: "sure" },
      { type: "select", letter: "A" },
    ]);
    expect(state.answers).toEqual([
      { questionIndex: 2, selected: "B", correct: true, confidence: "unsure" },
    ]);
    expect(state.selected).toBe("B");
    expect(state.confidence).toBe("unsure");
  });

  it("submits nothing until an option is chosen, and a skipped confidence stays null", () => {
    const state = run([
      { type: "start", order: [0], optionOrder: [] },
      { type: "submit", question: question("A") },
    ]);
    expect(state.submitted).toBe(false);
    const answered = run([
      { type: "start", order: [0], optionOrder: [] },
      { type: "select", letter: "C" },
      { type: "submit", question: question("A") },
    ]);
    expect(answered.answers[0]).toMatchObject({ correct: false, confidence: null });
  });

  it("moves on with a fresh choice and confidence, and ends in the summary", () => {
    const state = run([
      { type: "start", order: [1, 0], optionOrder: [] },
      { type: "select", letter: "A" },
      { type: "confide", confidence: "guessing" },
      { type: "submit", question: question("A") },
      { type: "next" },
    ]);
    expect(state).toMatchObject({ index: 1, selected: null, confidence: null, submitted: false });
    const done = run([
      { type: "start", order: [0], optionOrder: [] },
      { type: "select", letter: "A" },
      { type: "submit", question: question("A") },
      { type: "next" },
    ]);
    expect(done.phase).toBe("summary");
  });

  it("goes over again the questions missed or not known for sure", () => {
    expect(
      missedQuestions([
        { questionIndex: 0, selected: "A", correct: true, confidence: "sure" },
        { questionIndex: 1, selected: "A", correct: false, confidence: "sure" },
        { questionIndex: 2, selected: "A", correct: true, confidence: "unsure" },
        { questionIndex: 3, selected: "A", correct: true, confidence: null },
        { questionIndex: 4, selected: "A", correct: true, confidence: "guessing" },
      ]),
    ).toEqual([1, 2, 4]);
  });
});
