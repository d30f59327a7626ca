import { z } from "zod";
import { LEVELS } from "../constants.ts";
import { idNumber } from "../ids.ts";
import { categoryName } from "./category.ts";
import { isoDate, requiredText } from "./common.ts";
import { topicPagesSchema } from "./content.ts";

const level = z.enum(LEVELS, { error: "Level must be beginner, intermediate or advanced" });

export const topicCreateSchema = z.strictObject({
  title: requiredText("Title is required", 200),
  description: requiredText("Description is required", 1000),
  level: level.default("beginner"),
  category: categoryName,
});

/** The owner's edits; `pages` replaces the written content by hand. */
export const topicUpdateSchema = z
  .strictObject({
    title: requiredText("Title is required", 200),
    description: requiredText("Description is required", 1000),
    level,
    category: categoryName,
    isActive: z.boolean(),
    pages: topicPagesSchema,
  })
  .partial();

export const topicSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  level: z.string(),
  category: z.string(),
  isActive: z.boolean(),
  hasContent: z.boolean(),
  pageCount: z.number().int(),
  createdAt: isoDate,
  updatedAt: isoDate,
});

export const topicContent = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  level: z.string(),
  category: z.string(),
  pages: z.array(z.object({ title: z.string(), content: z.string() })),
});

export const promptSchema = z
  .string({ error: "Prompt is required" })
  .trim()
  .min(1, "Prompt is required")
  .max(4000, "Prompt must be 4000 characters or less");

export const generateTopicSchema = z.strictObject({
  topicId: idNumber,
  title: z.string().max(200).optional(),
  category: z.string().max(100).optional(),
  level: z.string().max(50).optional(),
  customPrompt: promptSchema.optional(),
});

const PAGE_NUMBER = "Page must be a whole number from 1";

/** With `page`, only that page of the lesson (from 1) is rewritten (issue 19). */
export const refreshTopicSchema = z.strictObject({
  prompt: promptSchema.optional(),
  page: z
    .number({ error: PAGE_NUMBER })
    .int(PAGE_NUMBER)
    .min(1, PAGE_NUMBER)
    .max(100, PAGE_NUMBER)
    .optional(),
});
