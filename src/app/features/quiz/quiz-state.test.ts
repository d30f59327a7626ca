import { describe, expect, it } from "vitest";
import type { Question } from "../../../shared/schemas/content.ts";
import { initialQuizState, type QuizState, quizReducer, timingSeconds } from "./quiz-state.ts";

const question: Question = {
  question: "Q?",
  options: { A: "a", B: "b", C: "c", D: "d" },
  correct_answer: "C",
  explanation: "Because.",
};

function run(state: QuizState, ...actions: Parameters<typeof quizReducer>[1][]) {
  return actions.reduce(quizReducer, state);
}

describe("timingSeconds", () => {
  it("scales the time limit, or has no timer for untimed practice", () => {
    expect(timingSeconds("standard", 15)).toBe(900);
    expect(timingSeconds("extended", 15)).toBe(1350);
    expect(timingSeconds("double", 15)).toBe(1800);
    expect(timingSeconds("untimed", 15)).toBeNull();
  });
});

describe("quizReducer", () => {
  const started = run(initialQuizState, { type: "start", now: 1000, timeLimitMinutes: 15 });

  it("starts the timer at timeLimit × 60 seconds", () => {
    expect(started).toMatchObject({ phase: "running", deadline: 1000 + 900_000, index: 0 });
  });

  it("starts untimed with no deadline", () => {
    const untimed = run(
      initialQuizState,
      { type: "timing", timing: "untimed" },
      { type: "start", now: 1000, timeLimitMinutes: 15 },
    );
    expect(untimed.deadline).toBeNull();
  });

  it("ignores submit with nothing selected, keeps the choice changeable, then locks it", () => {
    expect(run(started, { type: "submit", question })).toBe(started);
    const submitted = run(
      started,
      { type: "select", letter: "A" },
      { type: "select", letter: "C" },
      { type: "submit", question },
      { type: "select", letter: "B" },
    );
    expect(submitted.selected).toBe("C");
    expect(submitted.answers).toEqual([{ questionIndex: 0, selectedAnswer: "C", isCorrect: true }]);
  });

  it("Next resets the selection; finish and reset go to finished and back to intro", () => {
    const next = run(
      started,
      { type: "select", letter: "A" },
      { type: "submit", question },
      { type: "next", questionCount: 2 },
    );
    expect(next).toMatchObject({ index: 1, selected: null, submitted: false });
    const finished = run(next, { type: "finish", timedOut: true });
    expect(finished).toMatchObject({ phase: "finished", timedOut: true });
    expect(run(finished, { type: "reset" })).toEqual(initialQuizState);
  });
});
