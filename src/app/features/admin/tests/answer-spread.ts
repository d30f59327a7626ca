import {
  ANSWER_LETTERS,
  type AnswerLetter,
  type AnswerSpread,
  answerSpreadOf,
} from "../../../../shared/schemas/content.ts";

// A quiz whose answers are mostly one letter can be passed by guessing it: the admin sees how
// the correct answers fall across A-D on the card and in the edit dialog.

/** "Answers: A 3 · B 3 · C 3 · D 3". */
export function formatSpread(spread: AnswerSpread): string {
  return `Answers: ${ANSWER_LETTERS.map((letter) => `${letter} ${spread[letter]}`).join(" · ")}`;
}

/** The spread of questions being edited (a blank answer counts nowhere). */
export function answerSpread(questions: readonly { correct_answer: string }[]): string {
  const known = questions.filter((question): question is { correct_answer: AnswerLetter } =>
    (ANSWER_LETTERS as readonly string[]).includes(question.correct_answer),
  );
  return formatSpread(answerSpreadOf(known));
}

/**
 * The letter that holds clearly more than its share (more than ⌈n/4⌉ + 1 answers), or null when
 * the spread is fair enough that guessing one letter does not pay.
 */
export function crowdedLetter(spread: AnswerSpread): string | null {
  const total = ANSWER_LETTERS.reduce((sum, letter) => sum + spread[letter], 0);
  const fair = Math.ceil(total / 4) + 1;
  const top = ANSWER_LETTERS.reduce((best, letter) =>
    spread[letter] > spread[best] ? letter : best,
  );
  return spread[top] > fair ? top : null;
}
