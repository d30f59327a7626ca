import type { AnswerLetter } from "./schemas/content.ts";

// Quiz scoring, shared by the quiz screen, the progress kept in the browser and their tests.
// Issue 14 supersedes the rule of spec §5 (correct answers among the recorded ones): a question
// left unanswered when the quiz ends, by timeout or otherwise, counts as wrong.

/**
 * The scoring rule results are recorded under. 1 (never written, so a stored result without a
 * rule is 1) scored the answered questions only; 2 scores every question.
 */
export const SCORING_RULE = 2;

/** One submitted answer; kept in the browser only, never sent to the server. */
export interface QuizAnswer {
  /** The question's place in the test as stored, whatever order the attempt showed. */
  questionIndex: number;
  /** The option's letter as stored, whatever letter the attempt showed it under. */
  selectedAnswer: AnswerLetter;
  isCorrect: boolean;
}

export interface QuizResult {
  correct: number;
  answered: number;
  /** Questions in the test; the ones not answered count as wrong. */
  total: number;
  /** Rounded percentage of correct answers among all the questions; 0 when there are none. */
  score: number;
  passed: boolean;
}

export function quizScore(
  answers: readonly Pick<QuizAnswer, "isCorrect">[],
  questionCount: number,
): number {
  if (questionCount <= 0) return 0;
  const correct = answers.filter((answer) => answer.isCorrect).length;
  return Math.round((correct / questionCount) * 100);
}

export function quizResult(
  answers: readonly Pick<QuizAnswer, "isCorrect">[],
  questionCount: number,
  passingScore: number,
): QuizResult {
  const score = quizScore(answers, questionCount);
  return {
    correct: answers.filter((answer) => answer.isCorrect).length,
    answered: answers.length,
    total: questionCount,
    score,
    passed: score >= passingScore,
  };
}

/**
 * The best score after an attempt scoring `score`. A best score recorded under an older rule
 * may be inflated, so the new score replaces it instead of competing with it.
 */
export function bestScoreAfter(
  previous: { bestScore: number; scoring?: number } | undefined,
  score: number,
): number {
  if (!previous || previous.scoring !== SCORING_RULE) return score;
  return Math.max(previous.bestScore, score);
}
