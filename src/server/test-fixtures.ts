import {
  ANSWER_LETTERS,
  type AnswerLetter,
  CONTENT_RULES,
  type Question,
  type TopicPage,
} from "../shared/schemas/content.ts";
import { MIN_EXERCISES } from "./lesson-rules.ts";

// Content that passes the write rules of shared/schemas/content.ts, for tests that need a topic
// with pages or a test with questions. Every builder is deterministic; `label` keeps the content
// of different topics and tests apart.

const SENTENCES = [
  "A model learns patterns from examples instead of following rules written by hand.",
  "Each example nudges its parameters a little towards a better answer.",
  "Training stops when the error on data held back from training stops falling.",
  "A model that only memorises its examples fails on anything new.",
  "Good data matters more than clever code for most practical problems.",
];

/**
 * Text of exactly `length` characters that starts with `label`, with no white space at either
 * end, so it is stored and read back unchanged.
 */
export function textOfLength(length: number, label = "Text"): string {
  let text = `${label}.`;
  for (let i = 0; text.length < length; i++) text += ` ${SENTENCES[i % SENTENCES.length]}`;
  text = text.slice(0, length);
  return text.endsWith(" ") ? `${text.slice(0, -1)}.` : text;
}

/** One page: a distinct title and a body comfortably over the minimum length. */
export function validPage(label = "Topic", n = 1, length = 420): TopicPage {
  const title = `${label}: part ${n}`;
  return { title, content: textOfLength(length, title) };
}

/** An exercise and its solution in the lesson format (content/README.md). */
export function exerciseBlock(n: number): string {
  return `::: exercise Sum ${n}\nWhat is $${n} + ${n}$?\n:::\n\n::: solution\nIt is $${2 * n}$.\n:::`;
}

/**
 * The 5 pages a topic must have (`count` for tests of the rule itself), a lesson in the format
 * every lesson meets: the first three pages end with an exercise and its solution.
 */
export function validPages(label = "Topic", count: number = CONTENT_RULES.pages): TopicPage[] {
  return Array.from({ length: count }, (_, index) => {
    const page = validPage(label, index + 1);
    if (index >= MIN_EXERCISES) return page;
    return { ...page, content: `${page.content}\n\n${exerciseBlock(index + 1)}` };
  });
}

/** Question `n`: a distinct text, four different options and an explanation. */
export function validQuestion(n = 1, label = "Quiz", correct: AnswerLetter = "A"): Question {
  return {
    question: `${label} question ${n}: which option is right?`,
    options: {
      A: `${label} ${n} first option`,
      B: `${label} ${n} second option`,
      C: `${label} ${n} third option`,
      D: `${label} ${n} fourth option`,
    },
    correct_answer: correct,
    explanation: `Why the answer to ${label} question ${n} is ${correct}.`,
  };
}

/**
 * `count` distinct questions (10 by default, the fewest a test may have). The correct letters
 * cycle through `answers`: A, B, C, D, A, ... unless told otherwise.
 */
export function validQuestions(
  count: number = CONTENT_RULES.questionsMin,
  label = "Quiz",
  answers: readonly AnswerLetter[] = ANSWER_LETTERS,
): Question[] {
  return Array.from({ length: count }, (_, index) =>
    validQuestion(index + 1, label, answers[index % answers.length]!),
  );
}
