import { describe, expect, it } from "vitest";
import type { Question } from "../../../shared/schemas/content.ts";
import { attemptFingerprint, parseSavedAttempt, savedAttemptOf } from "./quiz-attempt.ts";
import { initialQuizState, type QuizAction, type QuizState, quizReducer } from "./quiz-state.ts";

const questions: Question[] = [0, 1, 2].map((index) => ({
  question: `Question ${index}?`,
  options: { A: "a", B: "b", C: "c", D: "d" },
  correct_answer: "B",
  explanation: "Because.",
}));
const test = { id: 7, questions };

function running(): QuizState {
  const actions: QuizAction[] = [
    {
      type: "start",
      now: 1_000,
      timeLimitMinutes: 15,
      order: [2, 0, 1],
      optionOrder: [
        ["A", "B", "C", "D"],
        ["D", "C", "B", "A"],
        ["C", "A", "D", "B"],
      ],
    },
    { type: "select", letter: "B" },
    { type: "submit", question: questions[2]! },
    { type: "next", questionCount: 3 },
    { type: "select", letter: "C" },
  ];
  return actions.reduce(quizReducer, initialQuizState);
}

describe("attemptFingerprint", () => {
  it("changes when a question, an option or an answer key changes", () => {
    const base = attemptFingerprint(questions);
    expect(attemptFingerprint(structuredClone(questions))).toBe(base);
    const edits: ((copy: Question[]) => void)[] = [
      (copy) => {
        copy[0]!.question = "Another?";
      },
      (copy) => {
        copy[1]!.options.C = "changed";
      },
      (copy) => {
        copy[2]!.correct_answer = "D";
      },
      (copy) => {
        copy.pop();
      },
    ];
    for (const edit of edits) {
      const copy = structuredClone(questions);
      edit(copy);
      expect(attemptFingerprint(copy)).not.toBe(base);
    }
  });
});

describe("saved attempts", () => {
  const fingerprint = attemptFingerprint(questions);

  it("keep everything a reload needs and come back the same", () => {
    const state = running();
    const saved = JSON.parse(JSON.stringify(savedAttemptOf(test.id, fingerprint, state)));
    expect(saved).toMatchObject({
      testId: 7,
      fingerprint,
      timing: "standard",
      order: [2, 0, 1],
      index: 1,
      selected: "C",
      submitted: false,
      deadline: 1_000 + 900_000,
    });
    const { phase: _phase, timedOut: _timedOut, ...attempt } = state;
    expect(parseSavedAttempt(saved, test, fingerprint)).toEqual(attempt);
  });

  it("are not resumed on a changed test, another test or from broken data", () => {
    const saved = savedAttemptOf(test.id, fingerprint, running());
    expect(parseSavedAttempt(saved, test, "other")).toBeNull();
    expect(parseSavedAttempt(saved, { ...test, id: 8 }, fingerprint)).toBeNull();
    const broken: unknown[] = [
      null,
      "text",
      { ...saved, order: [0, 0, 1] },
      { ...saved, order: [0, 1] },
      { ...saved, optionOrder: [["A", "B", "C", "C"], ...saved.optionOrder.slice(1)] },
      { ...saved, index: 3 },
      { ...saved, selected: "E" },
      { ...saved, deadline: "soon" },
      { ...saved, answers: [{ questionIndex: 9, selectedAnswer: "A", isCorrect: true }] },
      { ...saved, timing: "forever" },
    ];
    for (const value of broken) expect(parseSavedAttempt(value, test, fingerprint)).toBeNull();
  });

  it("take the answers' verdicts from the questions, not from storage", () => {
    const saved = savedAttemptOf(test.id, fingerprint, running());
    const edited = {
      ...saved,
      answers: [{ questionIndex: 2, selectedAnswer: "A", isCorrect: true }],
    };
    expect(parseSavedAttempt(edited, test, fingerprint)?.answers).toEqual([
      { questionIndex: 2, selectedAnswer: "A", isCorrect: false },
    ]);
  });
});
