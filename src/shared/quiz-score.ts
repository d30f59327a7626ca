import type { AnswerLetter } from "./schemas/content.ts";

// Quiz scoring of spec §5, shared by the quiz screen and its tests.

/** One submitted answer; kept in the browser only, never sent to the server. */
export interface QuizAnswer {
  questionIndex: number;
  selectedAnswer: AnswerLetter;
  isCorrect: boolean;
}

export interface QuizResult {
  correct: number;
  answered: number;
  /** Rounded percentage of correct answers among the recorded answers; 0 when there are none. */
  score: number;
  passed: boolean;
}

export function quizScore(answers: readonly Pick<QuizAnswer, "isCorrect">[]): number {
  if (answers.length === 0) return 0;
  const correct = answers.filter((answer) => answer.isCorrect).length;
  return Math.round((correct / answers.length) * 100);
}

export function quizResult(
  answers: readonly Pick<QuizAnswer, "isCorrect">[],
  passingScore: number,
): QuizResult {
  const score = quizScore(answers);
  return {
    correct: answers.filter((answer) => answer.isCorrect).length,
    answered: answers.length,
    score,
    passed: score >= passingScore,
  };
}
