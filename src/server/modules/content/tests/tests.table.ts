import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { LEVELS } from "../../../../shared/constants.ts";
import type { AnswerSpread } from "../../../../shared/schemas/content.ts";
import { id, oneOf, timestamps } from "../../../db/columns.ts";
import { categories } from "../categories/categories.table.ts";
import { topics } from "../topics/topics.table.ts";

export const tests = pgTable(
  "tests",
  {
    id: id(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    category: text("category")
      .notNull()
      .references(() => categories.name, { onUpdate: "cascade", onDelete: "restrict" }),
    level: text("level").notNull(),
    timeLimit: integer("time_limit").notNull().default(30),
    passingScore: integer("passing_score").notNull().default(70),
    isActive: boolean("is_active").notNull().default(true),
    /** The lesson that teaches what the test asks: linked both ways on the public pages. */
    topicId: integer("topic_id").references(() => topics.id, { onDelete: "set null" }),
    /** JSON text `{"questions":[…]}`; null until written or generated. */
    generatedContent: text("generated_content"),
    /** Derived from generatedContent on every write, so lists never parse content. */
    questionCount: integer("question_count").notNull().default(0),
    /** How many correct answers sit on each letter, derived like questionCount. */
    answerSpread: jsonb("answer_spread").$type<AnswerSpread>(),
    ...timestamps,
  },
  (table) => [
    // A page of one category (ADR 019): WHERE category = $1 AND id > $cursor ORDER BY id
    // LIMIT $n; also a category's tests (category pages, deleting a category).
    index("tests_category_id_idx").on(table.category, table.id),
    // Visitors' pages of startable tests: WHERE is_active AND question_count > 0 AND id > $cursor
    // ORDER BY id LIMIT $n.
    index("tests_startable_idx")
      .on(table.id)
      .where(sql`${table.isActive} and ${table.questionCount} > 0`),
    // A lesson's own test ("Take the test" at the end of the reader).
    index("tests_topic_idx").on(table.topicId),
    oneOf("tests_level_check", table.level, LEVELS),
    check("tests_time_limit_check", sql`${table.timeLimit} > 0`),
    check("tests_passing_score_check", sql`${table.passingScore} between 1 and 100`),
  ],
);
