import { z } from "zod";
import { LEVELS, TEST_DEFAULTS } from "../constants.ts";
import { categoryName } from "./category.ts";
import { hasKeys, isoDate, nonEmpty, requiredText } from "./common.ts";
import { questionsSchema, storedQuestionSchema } from "./content.ts";
import { promptSchema } from "./topic.ts";

const level = z.enum(LEVELS, { error: "Level must be beginner, intermediate or advanced" });
const POSITIVE = "Please enter a valid positive number";

export const timeLimit = z
  .number({ error: POSITIVE })
  .int(POSITIVE)
  .positive(POSITIVE)
  .max(600, "Time limit must be 600 minutes or less");
export const passingScore = z
  .number({ error: POSITIVE })
  .int(POSITIVE)
  .positive(POSITIVE)
  .max(100, "Passing score must be 100 or less");

export const testCreateSchema = z.strictObject({
  title: requiredText("Title is required", 200),
  description: requiredText("Description is required", 1000),
  level: level.default("beginner"),
  category: categoryName,
  timeLimit: timeLimit.default(TEST_DEFAULTS.timeLimit),
  passingScore: passingScore.default(TEST_DEFAULTS.passingScore),
});

/** PATCH /api/tests/:id/update: the inline numeric edits of the admin card. */
export const testNumbersSchema = z
  .strictObject({ timeLimit, passingScore })
  .partial()
  .refine(hasKeys, nonEmpty);

/** The owner's edits; `questions` replaces the questions by hand. */
export const testUpdateSchema = z
  .strictObject({
    title: requiredText("Title is required", 200),
    description: requiredText("Description is required", 1000),
    level,
    category: categoryName,
    isActive: z.boolean(),
    timeLimit,
    passingScore,
    questions: questionsSchema,
  })
  .partial();

export const testSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  level: z.string(),
  timeLimit: z.number().int(),
  passingScore: z.number().int(),
  isActive: z.boolean(),
  hasContent: z.boolean(),
  questionCount: z.number().int(),
  /** Correct answers per letter (the admin card shows it); null without questions. */
  // Each letter named, so the API description lists the properties it requires.
  answerSpread: z
    .object({ A: z.number().int(), B: z.number().int(), C: z.number().int(), D: z.number().int() })
    .nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});

export const testContent = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  level: z.string(),
  timeLimit: z.number().int(),
  passingScore: z.number().int(),
  questions: z.array(storedQuestionSchema),
});

export const generateTestSchema = z.strictObject({ customPrompt: promptSchema.optional() });

/** A question's fingerprint: 16 hex digits (content's answer key; the answer statistics use it). */
export const questionKeySchema = z
  .string({ error: "Question key is not valid" })
  .regex(/^[0-9a-f]{16}$/, "Question key is not valid");

/**
 * POST /api/tests/:id/refresh: with `questionKey`, only that question is rewritten; without, the
 * whole test is revised from its current questions (issue 19).
 */
export const refreshTestSchema = z.strictObject({
  prompt: promptSchema.optional(),
  questionKey: questionKeySchema.optional(),
});
