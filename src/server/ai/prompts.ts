import {
  ANSWER_LETTERS,
  CONTENT_RULES,
  type Question,
  type TopicPage,
} from "../../shared/schemas/content.ts";
import type { JobAction } from "../../shared/schemas/generation.ts";
import { MIN_EXERCISES } from "../lesson-rules.ts";

// Spec §7's default prompts: a topic is 5 pages of 500-600 words, a test 10-15 questions with 4
// options. The title, category and level go in automatically; the owner's prompt is added last.

export interface PromptTarget {
  title: string;
  description: string;
  category: string;
  level: string;
}

export interface Prompt {
  system: string;
  prompt: string;
}

export const SYSTEM =
  "You write for a free website where anyone can learn artificial intelligence. You are an " +
  "expert teacher: accurate, current and concrete. Never invent citations, statistics, quotations " +
  "or sources. Answer with JSON that matches the given schema, and nothing else.";

export function header({ title, description, category, level }: PromptTarget): string {
  return [
    `Title: ${title}`,
    `Category: ${category}`,
    `Level: ${level}`,
    `Description: ${description}`,
  ].join("\n");
}

export function ownerNote(customPrompt: string | null): string {
  return customPrompt ? `\n\nThe site owner adds these instructions:\n${customPrompt}` : "";
}

/** At most this much earlier text goes back to the model, to keep a request affordable. */
const SOURCE_MAX_CHARS = 24_000;

export function pagesAsText(pages: readonly TopicPage[]): string {
  const text = pages.map((page, index) => `### Page ${index + 1}: ${page.title}\n${page.content}`);
  return text.join("\n\n").slice(0, SOURCE_MAX_CHARS);
}

export const MARKDOWN_RULE =
  "- Content in Markdown: ## and ### headings, - bullet lists, **bold** for key terms, fenced code blocks where code helps, tables where they help. Do not repeat the page title as a heading.";
export const FORMULA_RULE =
  "- Formulas in LaTeX between dollar signs: `$p(y \\mid x)$` inline, and a display formula on lines of its own between `$$` lines. Write a literal dollar sign as `\\$`.";
export const EXERCISE_FORM = [
  "  ::: exercise A short title",
  "  The question.",
  "  :::",
  "",
  "  ::: solution",
  "  The worked solution, step by step.",
  "  :::",
  "  Exercises and solutions do not count towards a page's 500-600 words.",
];

export function topicPrompt(
  target: PromptTarget,
  {
    action,
    customPrompt,
    currentPages,
  }: {
    action: JobAction;
    customPrompt: string | null;
    currentPages: readonly TopicPage[];
  },
): Prompt {
  const rewrite = action === "refresh" && currentPages.length > 0;
  const lines = [
    rewrite
      ? "Rewrite the lesson below for this topic: keep what is right, fix what is wrong or dated, and make it clearer."
      : "Write a complete lesson for this topic.",
    header(target),
    "",
    "Requirements:",
    `- Exactly ${CONTENT_RULES.pages} pages, in a sensible learning order. Each page has a short, specific title and 500-600 words of content.`,
    `${MARKDOWN_RULE} No images and no HTML.`,
    FORMULA_RULE,
    `- At least ${MIN_EXERCISES} exercises across the lesson, where they fit (often at a page's end), each making the reader apply, compute or predict, not repeat a definition: at least one small calculation, and a short code task if the subject is technical. Each exercise is followed at once by its complete worked solution, in exactly this form:`,
    ...EXERCISE_FORM,
    `- Pitch it at the ${target.level} level: explain each key term when it first appears and build up step by step.`,
    "- Use concrete, real examples. No filler, no invented facts, figures or quotations.",
    "- Fill `topic`, `category` and `difficultyLevel` with the title, category and level above.",
  ];
  if (rewrite) lines.push("", "The current lesson:", pagesAsText(currentPages));
  return { system: SYSTEM, prompt: lines.join("\n") + ownerNote(customPrompt) };
}

export const QUESTION_RULE =
  "- Each question has exactly 4 options, A, B, C and D: all different, all plausible to someone who has not learned the subject, exactly one correct. `correct_answer` is that option's letter.";
export const EXPLANATION_RULE =
  "- Each explanation teaches why the correct answer is right (and, briefly, why a tempting wrong one is wrong). Quote the options' text: never refer to an option by its letter, because the options are reordered after writing.";

/** A question as the model reads it: text, lettered options, the key and the explanation. */
export function questionAsText(question: Question, number: number): string {
  return [
    `Question ${number}: ${question.question}`,
    ...ANSWER_LETTERS.map((letter) => `${letter}. ${question.options[letter]}`),
    `Correct answer: ${question.correct_answer}`,
    `Explanation: ${question.explanation || "(none)"}`,
  ].join("\n");
}

export function testPrompt(
  target: PromptTarget & { timeLimit: number; passingScore: number },
  {
    customPrompt,
    sourcePages,
    currentQuestions = [],
  }: {
    customPrompt: string | null;
    sourcePages: readonly TopicPage[];
    /** A refresh revises these rather than writing anew. */
    currentQuestions?: readonly Question[];
  },
): Prompt {
  const revise = currentQuestions.length > 0;
  const lines = [
    revise
      ? "Revise the multiple-choice test below for this subject: keep the questions that are right as they are, and fix or replace those that are wrong, unclear, ambiguous or give their answer away."
      : "Write a multiple-choice test for this subject.",
    header(target),
    `Time limit: ${target.timeLimit} minutes. Passing score: ${target.passingScore}%.`,
    "",
    "Requirements:",
    `- ${CONTENT_RULES.questionsMin} to ${CONTENT_RULES.questionsMax} questions, each about a different idea; never ask the same thing twice.`,
    QUESTION_RULE,
    EXPLANATION_RULE,
    `- Pitch the questions at the ${target.level} level; test understanding, not trivia.`,
  ];
  if (sourcePages.length > 0) {
    lines.push("- Draw only on what this lesson teaches:", "", pagesAsText(sourcePages));
  }
  if (revise) {
    lines.push(
      "",
      "The current questions:",
      "",
      currentQuestions.map((question, index) => questionAsText(question, index + 1)).join("\n\n"),
    );
  }
  return { system: SYSTEM, prompt: lines.join("\n") + ownerNote(customPrompt) };
}

/** Added to the prompt for the one retry after an answer that failed the checks. */
export function retryNote(problems: string): string {
  return `\n\nYour previous answer was rejected: ${problems}. Answer again, meeting every requirement.`;
}

export type { Question };
