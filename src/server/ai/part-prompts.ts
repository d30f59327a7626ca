import type { Question, TopicPage } from "../../shared/schemas/content.ts";
import { MIN_EXERCISES } from "../lesson-rules.ts";
import {
  EXERCISE_FORM,
  EXPLANATION_RULE,
  FORMULA_RULE,
  header,
  MARKDOWN_RULE,
  ownerNote,
  type Prompt,
  type PromptTarget,
  pagesAsText,
  QUESTION_RULE,
  questionAsText,
  SYSTEM,
} from "./prompts.ts";

// Prompts of a refresh that rewrites one lesson page or one test question (issue 19, ADR 033).
// The model sees the rest for context and answers with the one part; the owner's prompt, which
// carries readers' reports or answer statistics, comes last as in every prompt.

/** Page `page` (from 1) of `pages` rewritten; the other pages are context only. */
export function pagePrompt(
  target: PromptTarget,
  {
    pages,
    page,
    customPrompt,
  }: { pages: readonly TopicPage[]; page: number; customPrompt: string | null },
): Prompt {
  const current = pages[page - 1] as TopicPage;
  const lines = [
    `Rewrite page ${page} of the ${pages.length}-page lesson below, and only that page: keep what is right, fix what is wrong, unclear or dated, and make it clearer.`,
    header(target),
    "",
    "Requirements:",
    `- Answer with page ${page} alone: a short, specific \`title\` and its \`content\`, 500-600 words, in the same place in the lesson: it follows page ${page - 1 || "none (it opens the lesson)"} and leads into page ${page < pages.length ? page + 1 : "none (it ends the lesson)"}. Do not repeat what the other pages teach.`,
    "- Keep every exercise, solution, code block, formula and image line (`![...](/media/...)`) of the page that is right exactly as it is, character for character. Add no new image.",
    `- The lesson needs at least ${MIN_EXERCISES} exercises in all: do not drop this page's exercises; replace a wrong one with a right one, in exactly this form:`,
    ...EXERCISE_FORM,
    `${MARKDOWN_RULE} No HTML.`,
    FORMULA_RULE,
    `- Pitch it at the ${target.level} level. No filler, no invented facts, figures or quotations.`,
    "",
    "The whole lesson, for context:",
    "",
    pagesAsText(pages),
    "",
    `The page to rewrite, page ${page}, exactly as it is now:`,
    "",
    `### Page ${page}: ${current.title}`,
    current.content,
  ];
  return { system: SYSTEM, prompt: lines.join("\n") + ownerNote(customPrompt) };
}

/** Question `index` (from 0) of `questions` rewritten; the others are there to avoid repeats. */
export function questionPrompt(
  target: PromptTarget & { timeLimit: number; passingScore: number },
  {
    questions,
    index,
    sourcePages,
    customPrompt,
  }: {
    questions: readonly Question[];
    index: number;
    sourcePages: readonly TopicPage[];
    customPrompt: string | null;
  },
): Prompt {
  const others = questions
    .map((question, at) => (at === index ? null : `- ${question.question}`))
    .filter((line) => line !== null);
  const lines = [
    `Rewrite question ${index + 1} of the multiple-choice test below, and only that question: keep what is right about it, and fix what is wrong, unclear, ambiguous or gives the answer away.`,
    header(target),
    "",
    "Requirements:",
    "- Answer with the one question: its `question`, `options`, `correct_answer` and `explanation`.",
    "- Ask about the same idea unless it is wrong to ask; never ask what another question of the test asks.",
    QUESTION_RULE,
    EXPLANATION_RULE,
    `- Pitch it at the ${target.level} level; test understanding, not trivia.`,
  ];
  if (sourcePages.length > 0) {
    lines.push("- Draw only on what this lesson teaches:", "", pagesAsText(sourcePages));
  }
  lines.push(
    "",
    "The test's other questions (do not repeat them):",
    ...others,
    "",
    "The question to rewrite, exactly as it is now:",
    "",
    questionAsText(questions[index] as Question, index + 1),
  );
  return { system: SYSTEM, prompt: lines.join("\n") + ownerNote(customPrompt) };
}
