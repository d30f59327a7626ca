import { ANSWER_LETTERS } from "../../../../shared/schemas/content.ts";

/**
 * How the correct answers fall across the letters, e.g. "Answers: A 3 · B 3 · C 3 · D 3".
 * A quiz whose answers are mostly one letter can be passed by guessing it.
 */
export function answerSpread(questions: readonly { correct_answer: string }[]): string {
  const counts = ANSWER_LETTERS.map(
    (letter) => `${letter} ${questions.filter((q) => q.correct_answer === letter).length}`,
  );
  return `Answers: ${counts.join(" · ")}`;
}
