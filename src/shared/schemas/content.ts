import { z } from "zod";

export const ANSWER_LETTERS = ["A", "B", "C", "D"] as const;
export type AnswerLetter = (typeof ANSWER_LETTERS)[number];

export const topicPageSchema = z.strictObject({
  title: z.string().trim().min(1, "Page title is required").max(200),
  content: z.string().trim().min(1, "Page content is required").max(20_000),
});
export type TopicPage = z.output<typeof topicPageSchema>;

export const topicPagesSchema = z
  .array(topicPageSchema)
  .min(1, "A topic needs at least one page")
  .max(50, "A topic can have at most 50 pages");

const optionText = z.string().trim().min(1, "Every option needs text").max(500);

export const questionSchema = z.strictObject({
  question: z.string().trim().min(1, "Question text is required").max(1000),
  options: z.strictObject({ A: optionText, B: optionText, C: optionText, D: optionText }),
  correct_answer: z.enum(ANSWER_LETTERS, { error: "The correct answer must be A, B, C or D" }),
  explanation: z.string().trim().max(2000).default(""),
});
export type Question = z.output<typeof questionSchema>;

export const questionsSchema = z
  .array(questionSchema)
  .min(1, "A test needs at least one question")
  .max(100, "A test can have at most 100 questions");
