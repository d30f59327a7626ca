import { date, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { COUNTED_CHOICES, type CountedChoice } from "../../../shared/answer-stats.ts";
import { oneOf } from "../../db/columns.ts";

// Answers visitors chose to send (issue 19, ADR 031), as counters like the page views: a row per
// day, test, question and choice. No visitor, cookie, address or time finer than the day.

export const answerCounts = pgTable(
  "answer_counts",
  {
    testId: integer("test_id").notNull(),
    /** The question's fingerprint (text, options, key): an edited question counts afresh. */
    questionKey: text("question_key").notNull(),
    choice: text("choice").$type<CountedChoice>().notNull(),
    day: date("day", { mode: "string" }).notNull(),
    count: integer("count").notNull().default(0),
  },
  // The primary key serves a test's statistics (WHERE test_id = $1) and each day's increment.
  (table) => [
    primaryKey({ columns: [table.testId, table.questionKey, table.choice, table.day] }),
    oneOf("answer_counts_choice_check", table.choice, COUNTED_CHOICES),
  ],
);
