import { describe, expect, it } from "vitest";
import type { AnswerLetter, Question } from "../../../shared/schemas/content.ts";
import {
  initialQuizState,
  type QuizState,
  quizReducer,
  shownQuestionIndex,
  timingSeconds,
} from "./quiz-state.ts";

const question = (correct: AnswerLetter): Question => ({
  question: `Q ${correct}?`,
  options: { A: "a", B: "b", C: "c", D: "d" },
  correct_answer: correct,
  explanation: "Because.",
});
const questions = [question("C"), question("A"), question("D")];
// Shown second question first, then the third, then the first.
const order = [1, 2, 0];
const optionOrder: AnswerLetter[][] = [
  ["B", "C", "D", "A"],
  ["D", "C", "B", "A"],
  ["A", "B", "C", "D"],
];
const start = { type: "start", now: 1000, timeLimitMinutes: 15, order, optionOrder } as const;

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
  const started = run(initialQuizState, start);

  it("starts the timer at timeLimit × 60 seconds, in this attempt's order", () => {
    expect(started).toMatchObject({ phase: "running", deadline: 1000 + 900_000, index: 0 });
    expect(started.order).toEqual(order);
    expect(started.optionOrder).toEqual(optionOrder);
    expect(shownQuestionIndex(started)).toBe(1);
  });

  it("starts untimed with no deadline", () => {
    const untimed = run(initialQuizState, { type: "timing", timing: "untimed" }, start);
    expect(untimed.deadline).toBeNull();
  });

  it("ignores submit with nothing selected, keeps the choice changeable, then locks it", () => {
    const shown = questions[shownQuestionIndex(started)]!;
    expect(run(started, { type: "submit", question: shown })).toBe(started);
    const submitted = run(
      started,
      { type: "select", letter: "C" },
      { type: "select", letter: "A" },
      { type: "submit", question: shown },
      { type: "select", letter: "B" },
    );
    expect(submitted.selected).toBe("A");
    // Recorded against the stored question and its stored letter, not the shown ones.
    expect(submitted.answers).toEqual([{ questionIndex: 1, selectedAnswer: "A", isCorrect: true }]);
  });

  it("Next resets the selection and moves to the next shown question", () => {
    const next = run(
      started,
      { type: "select", letter: "B" },
      { type: "submit", question: questions[1]! },
      { type: "next", questionCount: 3 },
    );
    expect(next).toMatchObject({ index: 1, selected: null, submitted: false });
    expect(shownQuestionIndex(next)).toBe(2);
    expect(next.answers).toEqual([{ questionIndex: 1, selectedAnswer: "B", isCorrect: false }]);
  });

  it("finish and reset go to finished and back to intro", () => {
    const finished = run(started, { type: "finish", timedOut: true });
    expect(finished).toMatchObject({ phase: "finished", timedOut: true });
    expect(run(finished, { type: "reset" })).toEqual(initialQuizState);
  });

  it("resumes a saved attempt where it was, only from the intro", () => {
    const saved = run(
      started,
      { type: "select", letter: "A" },
      { type: "submit", question: questions[1]! },
      { type: "next", questionCount: 3 },
      { type: "select", letter: "D" },
    );
    const { phase: _phase, timedOut: _timedOut, ...attempt } = saved;
    const resumed = run(initialQuizState, { type: "resume", attempt });
    expect(resumed).toEqual(saved);
    expect(run(started, { type: "resume", attempt })).toBe(started);
  });
});
