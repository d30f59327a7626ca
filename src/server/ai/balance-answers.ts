import { ANSWER_LETTERS, type AnswerLetter, type Question } from "../../shared/schemas/content.ts";

// LLMs place correct answers unevenly (studies of generated quizzes found most keys on 'B'). After
// generation each question's options are reordered so the correct letters of a test spread over
// A-D as evenly as the count allows (no letter more than one above another), in a random order.
// An explanation that names a letter ("Option C is wrong because…") is rewritten to follow.

export type Random = () => number;

function shuffled<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/** Letters for n correct answers: each letter ⌊n/4⌋ or ⌈n/4⌉ times, in a random order. */
export function evenLetters(count: number, random: Random): AnswerLetter[] {
  const letters: AnswerLetter[] = [];
  const extra = shuffled(ANSWER_LETTERS, random);
  for (let index = 0; index < count; index += 1) {
    letters.push(
      index < count - (count % 4)
        ? (ANSWER_LETTERS[index % 4] as AnswerLetter)
        : (extra[index % 4] as AnswerLetter),
    );
  }
  return shuffled(letters, random);
}

const LETTER_MENTION = /\b(options?|answers?|choices?)(\s+\(?)([A-D])(?![A-Za-z])/gi;

/**
 * Rewrites "option B", "answer (C)"… with the letters' new places. A list ("options A and C")
 * has only its first letter rewritten, so the generation prompt (issue 5) must ask explanations to quote the
 * option's text rather than its letter.
 */
function remapMentions(text: string, moved: Record<AnswerLetter, AnswerLetter>): string {
  return text.replace(
    LETTER_MENTION,
    (_whole, word: string, gap: string, letter: string) =>
      `${word}${gap}${moved[letter.toUpperCase() as AnswerLetter]}`,
  );
}

/**
 * The question with its options reordered so the correct one sits at `target`, the others in a
 * random order; letters an explanation names follow their options.
 */
export function placeAnswer(
  question: Question,
  target: AnswerLetter,
  random: Random = Math.random,
): Question {
  const others = shuffled(
    ANSWER_LETTERS.filter((letter) => letter !== question.correct_answer),
    random,
  );
  // moved[old] = new place of the option that was at `old`.
  const moved = {} as Record<AnswerLetter, AnswerLetter>;
  moved[question.correct_answer] = target;
  const free = ANSWER_LETTERS.filter((letter) => letter !== target);
  others.forEach((letter, position) => {
    moved[letter] = free[position] as AnswerLetter;
  });
  const options = {} as Record<AnswerLetter, string>;
  for (const letter of ANSWER_LETTERS) options[moved[letter]] = question.options[letter];
  return {
    ...question,
    options,
    correct_answer: target,
    explanation: remapMentions(question.explanation, moved),
  };
}

export function balanceAnswers(
  questions: readonly Question[],
  random: Random = Math.random,
): Question[] {
  const targets = evenLetters(questions.length, random);
  return questions.map((question, index) =>
    placeAnswer(question, targets[index] as AnswerLetter, random),
  );
}
