import { z } from "zod";
import { LEVELS } from "../../../shared/constants.ts";
import { questionsSchema, topicPagesSchema } from "../../../shared/schemas/content.ts";
import { passingScore, timeLimit } from "../../../shared/schemas/test.ts";

// The catalog's files (content/README.md), checked with the same pieces the API validates with.

export const catalogTopicEntry = z.strictObject({
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().min(1).max(1000),
  level: z.enum(LEVELS),
  content: z
    .string()
    .regex(/^[a-z0-9-]+\.md$/, "must name a .md file in topics/")
    .optional(),
});

export const catalogCategoryFile = z.strictObject({
  name: z.string().trim().min(1).max(100),
  description: z.string().trim().min(1).max(500),
  topics: z.array(catalogTopicEntry),
});

export const catalogTestFile = z.strictObject({
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().min(1).max(1000),
  level: z.enum(LEVELS),
  topic: z.string().trim().min(1),
  timeLimit,
  passingScore,
  questions: questionsSchema,
});

export const catalogPages = topicPagesSchema;

export interface CatalogCategory {
  name: string;
  description: string;
  topics: Array<{
    title: string;
    description: string;
    level: (typeof LEVELS)[number];
    pages: z.output<typeof topicPagesSchema> | null;
  }>;
  tests: Array<z.output<typeof catalogTestFile>>;
}
