import type { QuizAnswer } from "../../../shared/quiz-score.ts";
import type { AnswerLetter, Question } from "../../../shared/schemas/content.ts";
import type { AttemptOrder } from "../../lib/quiz-shuffle.ts";

// The quiz's phases and transitions (spec §4): intro → running → finished, and Try Again back
// to intro. Within a question: nothing selected → selected (changeable) → submitted. A running
// attempt kept in the browser resumes from the intro (quiz-attempt.ts).

/** Timing choices before the start (WCAG 2.2.1 Timing Adjustable): a factor of the time limit. */
export const TIMINGS = [
  { id: "standard", factor: 1, label: "Standard time" },
  { id: "extended", factor: 1.5, label: "1.5× time" },
  { id: "double", factor: 2, label: "2× time" },
  { id: "untimed", factor: null, label: "Untimed practice" },
] as const;
export type TimingId = (typeof TIMINGS)[number]["id"];

export interface QuizState {
  phase: "intro" | "running" | "finished";
  timing: TimingId;
  /** This attempt's order: the stored index of the question shown at each place. */
  order: number[];
  /** Per stored question: its stored option letters in the order this attempt shows them. */
  optionOrder: AnswerLetter[][];
  /** The place of the shown question in this attempt's order. */
  index: number;
  /** The chosen option's stored letter. */
  selected: AnswerLetter | null;
  submitted: boolean;
  answers: QuizAnswer[];
  /** When the time runs out (ms since the epoch); null when untimed. */
  deadline: number | null;
  /** Seconds the attempt started with; null when untimed. */
  totalSeconds: number | null;
  timedOut: boolean;
}

/** What a running attempt needs to go on after a reload. */
export type RunningAttempt = Omit<QuizState, "phase" | "timedOut">;

export type QuizAction =
  | { type: "timing"; timing: TimingId }
  | ({ type: "start"; now: number; timeLimitMinutes: number } & AttemptOrder)
  | { type: "resume"; attempt: RunningAttempt }
  | { type: "select"; letter: AnswerLetter }
  | { type: "submit"; question: Question }
  | { type: "next"; questionCount: number }
  | { type: "finish"; timedOut: boolean }
  | { type: "reset" };

export const initialQuizState: QuizState = {
  phase: "intro",
  timing: "standard",
  order: [],
  optionOrder: [],
  index: 0,
  selected: null,
  submitted: false,
  answers: [],
  deadline: null,
  totalSeconds: null,
  timedOut: false,
};

export function timingSeconds(timing: TimingId, timeLimitMinutes: number): number | null {
  const option = TIMINGS.find((candidate) => candidate.id === timing) ?? TIMINGS[0];
  return option.factor === null ? null : Math.round(timeLimitMinutes * 60 * option.factor);
}

/** The stored index of the question on screen. */
export function shownQuestionIndex(state: Pick<QuizState, "order" | "index">) {
  return state.order[state.index] ?? state.index;
}

export function quizReducer(state: QuizState, action: QuizAction): QuizState {
  switch (action.type) {
    case "timing":
      return state.phase === "intro" ? { ...state, timing: action.timing } : state;
    case "start": {
      if (state.phase !== "intro") return state;
      const seconds = timingSeconds(state.timing, action.timeLimitMinutes);
      return {
        ...initialQuizState,
        timing: state.timing,
        order: action.order,
        optionOrder: action.optionOrder,
        phase: "running",
        totalSeconds: seconds,
        deadline: seconds === null ? null : action.now + seconds * 1000,
      };
    }
    case "resume":
      if (state.phase !== "intro") return state;
      return { ...action.attempt, phase: "running", timedOut: false };
    case "select":
      if (state.phase !== "running" || state.submitted) return state;
      return { ...state, selected: action.letter };
    case "submit": {
      if (state.phase !== "running" || state.submitted || !state.selected) return state;
      const answer: QuizAnswer = {
        questionIndex: shownQuestionIndex(state),
        selectedAnswer: state.selected,
        isCorrect: state.selected === action.question.correct_answer,
      };
      return { ...state, submitted: true, answers: [...state.answers, answer] };
    }
    case "next":
      if (state.phase !== "running" || !state.submitted) return state;
      if (state.index + 1 >= action.questionCount) return state;
      return { ...state, index: state.index + 1, selected: null, submitted: false };
    case "finish":
      if (state.phase !== "running") return state;
      return { ...state, phase: "finished", deadline: null, timedOut: action.timedOut };
    case "reset":
      return { ...initialQuizState, timing: state.timing };
  }
}
