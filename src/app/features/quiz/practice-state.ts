import type { AnswerLetter, Question } from "../../../shared/schemas/content.ts";
import { LETTERS } from "../../lib/quiz-letters.ts";
import { type RandomSource, shuffled } from "../../lib/quiz-shuffle.ts";
import { type Confidence, entersDeck } from "../../lib/review-deck/rating.ts";

// Practice (ADR 026): no timer, the answer after each question, an optional confidence before
// it. intro → running → summary; a round is all the questions or only the ones missed, each
// round in an order of its own. Nothing here touches the timed test's best score.

export interface PracticeAnswer {
  /** The question's place in the test as stored. */
  questionIndex: number;
  selected: AnswerLetter;
  correct: boolean;
  confidence: Confidence | null;
}

export interface PracticeState {
  phase: "intro" | "running" | "summary";
  /** The stored indices of this round's questions, in the order shown. */
  order: number[];
  /** Per stored question: its stored option letters in the order this round shows them. */
  optionOrder: AnswerLetter[][];
  index: number;
  selected: AnswerLetter | null;
  confidence: Confidence | null;
  submitted: boolean;
  answers: PracticeAnswer[];
}

export type PracticeAction =
  | { type: "start"; order: number[]; optionOrder: AnswerLetter[][] }
  | { type: "select"; letter: AnswerLetter }
  | { type: "confide"; confidence: Confidence | null }
  | { type: "submit"; question: Question }
  | { type: "next" };

export const initialPracticeState: PracticeState = {
  phase: "intro",
  order: [],
  optionOrder: [],
  index: 0,
  selected: null,
  confidence: null,
  submitted: false,
  answers: [],
};

/** A round over these questions (stored indices) of a test of `total`, shuffled. */
export function practiceRound(questions: readonly number[], total: number, random: RandomSource) {
  return {
    order: shuffled(questions, random),
    optionOrder: Array.from({ length: total }, () => shuffled(LETTERS, random)),
  };
}

/** The questions to go over again: answered wrong, or right without being sure. */
export function missedQuestions(answers: readonly PracticeAnswer[]) {
  return answers
    .filter((answer) => entersDeck(answer.correct, answer.confidence))
    .map((answer) => answer.questionIndex);
}

export function practiceReducer(state: PracticeState, action: PracticeAction): PracticeState {
  switch (action.type) {
    case "start":
      if (action.order.length === 0 || state.phase === "running") return state;
      return {
        ...initialPracticeState,
        phase: "running",
        order: action.order,
        optionOrder: action.optionOrder,
      };
    case "select":
      if (state.phase !== "running" || state.submitted) return state;
      return { ...state, selected: action.letter };
    case "confide":
      if (state.phase !== "running" || state.submitted) return state;
      return { ...state, confidence: action.confidence };
    case "submit": {
      if (state.phase !== "running" || state.submitted || !state.selected) return state;
      const answer: PracticeAnswer = {
        questionIndex: state.order[state.index]!,
        selected: state.selected,
        correct: state.selected === action.question.correct_answer,
        confidence: state.confidence,
      };
      return { ...state, submitted: true, answers: [...state.answers, answer] };
    }
    case "next":
      if (state.phase !== "running" || !state.submitted) return state;
      if (state.index + 1 >= state.order.length) return { ...state, phase: "summary" };
      return {
        ...state,
        index: state.index + 1,
        selected: null,
        confidence: null,
        submitted: false,
      };
  }
}
