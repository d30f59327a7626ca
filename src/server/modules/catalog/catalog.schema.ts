import { z } from "zod";
import { LEVELS } from "../../../shared/constants.ts";
import { questionsSchema, topicPagesSchema } from "../../../shared/schemas/content.ts";
import { passingScore, timeLimit } from "../../../shared/schemas/test.ts";

// The catalog's files (content/README.md), checked with the same pieces the API validates with.
// `isActive` is written only by an export, and only when false (a hidden topic stays hidden).

const topicTitles = z.array(z.string().trim().min(1).max(200)).max(6);

export const catalogTopicEntry = z.strictObject({
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().min(1).max(1000),
  level: z.enum(LEVELS),
  content: z
    .string()
    .regex(/^[a-z0-9-]+\.(md|json)$/, "must name a .md or .json file in topics/")
    .optional(),
  isActive: z.boolean().optional(),
  /** Topics to read first and topics to read next, by title anywhere in the catalog. */
  before: topicTitles.optional(),
  next: topicTitles.optional(),
});

export const catalogCategoryFile = z.strictObject({
  name: z.string().trim().min(1).max(100),
  /** Required of the shipped catalog (its test says so); an owner's category may have none. */
  description: z.string().trim().min(1).max(500).optional(),
  isActive: z.boolean().optional(),
  topics: z.array(catalogTopicEntry),
});

export const catalogTestFile = z.strictObject({
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().min(1).max(1000),
  level: z.enum(LEVELS),
  /** The topic whose pages teach what the test asks; an owner's own test may have none. */
  topic: z.string().trim().min(1).optional(),
  timeLimit,
  passingScore,
  isActive: z.boolean().optional(),
  /** Absent for a test whose questions are not written yet. */
  questions: questionsSchema.optional(),
});
export type CatalogTest = z.output<typeof catalogTestFile>;

/** A topic's pages kept as JSON, when Markdown could not hold them exactly (see the writer). */
export const catalogPagesFile = z.strictObject({ pages: topicPagesSchema });

export const catalogPages = topicPagesSchema;

export interface CatalogFigure {
  name: string;
  svg: string;
}

export interface CatalogTopic {
  title: string;
  description: string;
  level: (typeof LEVELS)[number];
  isActive?: boolean;
  before?: string[];
  next?: string[];
  pages: z.output<typeof topicPagesSchema> | null;
  /** Each figure the pages show, by the address written in them: its file name and SVG. */
  figures?: Record<string, CatalogFigure>;
}

export interface CatalogCategory {
  name: string;
  description?: string;
  isActive?: boolean;
  topics: CatalogTopic[];
  tests: CatalogTest[];
}
