import { z } from "zod";

export const ANSWER_LETTERS = ["A", "B", "C", "D"] as const;
export type AnswerLetter = (typeof ANSWER_LETTERS)[number];

/**
 * What a topic's pages and a test's questions must be to be stored, whoever wrote them: the
 * owner by hand, the AI, or the starter catalog (spec §7: 5 pages of 500-600 words; 10-15
 * questions with 4 options). Page bodies get a sane range around the target, not the target.
 */
export const CONTENT_RULES = {
  pages: 5,
  pageMinChars: 300,
  pageMaxChars: 12_000,
  questionsMin: 10,
  questionsMax: 15,
} as const;

export const topicPageSchema = z.strictObject({
  title: z
    .string({ error: "Page title is required" })
    .trim()
    .min(1, "Page title is required")
    .max(200, "Page title must be 200 characters or less"),
  content: z
    .string({ error: "Page content is required" })
    .trim()
    .min(1, "Page content is required")
    .min(
      CONTENT_RULES.pageMinChars,
      `Page content must be at least ${CONTENT_RULES.pageMinChars} characters`,
    )
    .max(
      CONTENT_RULES.pageMaxChars,
      `Page content must be ${CONTENT_RULES.pageMaxChars} characters or less`,
    ),
});
export type TopicPage = z.output<typeof topicPageSchema>;

export const topicPagesSchema = z
  .array(topicPageSchema)
  .length(CONTENT_RULES.pages, `A topic has exactly ${CONTENT_RULES.pages} pages`);

const optionText = z
  .string({ error: "Every option needs text" })
  .trim()
  .min(1, "Every option needs text")
  .max(500, "An option must be 500 characters or less");

/** A question as the quiz reads it: lenient, so content stored earlier still shows. */
export const storedQuestionSchema = z.strictObject({
  question: z
    .string({ error: "Question text is required" })
    .trim()
    .min(1, "Question text is required")
    .max(1000, "A question must be 1000 characters or less"),
  options: z.strictObject({ A: optionText, B: optionText, C: optionText, D: optionText }),
  correct_answer: z.enum(ANSWER_LETTERS, { error: "The correct answer must be A, B, C or D" }),
  explanation: z.string().trim().max(2000).default(""),
});
export type Question = z.output<typeof storedQuestionSchema>;

export type AnswerSpread = Record<AnswerLetter, number>;

/** How many of the questions have their correct answer on each letter. */
export function answerSpreadOf(
  questions: readonly Pick<Question, "correct_answer">[],
): AnswerSpread {
  const spread: AnswerSpread = { A: 0, B: 0, C: 0, D: 0 };
  for (const question of questions) spread[question.correct_answer] += 1;
  return spread;
}

const normalise = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();

/** A question as it may be written: an explanation and four different options. */
export const questionSchema = storedQuestionSchema
  .extend({
    explanation: z
      .string({ error: "Every question needs an explanation" })
      .trim()
      .min(1, "Every question needs an explanation")
      .max(2000, "An explanation must be 2000 characters or less"),
  })
  .refine((question) => new Set(Object.values(question.options).map(normalise)).size === 4, {
    message: "The four options must all be different",
    path: ["options"],
  });

export const questionsSchema = z
  .array(questionSchema)
  .min(
    CONTENT_RULES.questionsMin,
    `A test has ${CONTENT_RULES.questionsMin} to ${CONTENT_RULES.questionsMax} questions`,
  )
  .max(
    CONTENT_RULES.questionsMax,
    `A test has ${CONTENT_RULES.questionsMin} to ${CONTENT_RULES.questionsMax} questions`,
  )
  .superRefine((questions, context) => {
    const seen = new Map<string, number>();
    questions.forEach((question, index) => {
      const key = normalise(question.question);
      const first = seen.get(key);
      if (first === undefined) seen.set(key, index);
      else {
        context.addIssue({
          code: "custom",
          message: `Question ${index + 1} repeats question ${first + 1}`,
          path: [index, "question"],
        });
      }
    });
  });
