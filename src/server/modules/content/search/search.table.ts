import { sql } from "drizzle-orm";
import { boolean, check, customType, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { id } from "../../../db/columns.ts";
import { tests } from "../tests/tests.table.ts";
import { topics } from "../topics/topics.table.ts";

/** PostgreSQL's full-text document type; Drizzle has none of its own. */
const tsvector = customType<{ data: string; driverData: string }>({
  dataType: () => "tsvector",
});

/**
 * The site search (ADR 025): one row per page of a topic and per question of a test, written in
 * the same transaction as the content it is made from (search.index.ts). Rows go with their
 * topic or test (ON DELETE CASCADE); only a written topic or test has any.
 */
export const searchEntries = pgTable(
  "search_entries",
  {
    id: id(),
    topicId: integer("topic_id").references(() => topics.id, { onDelete: "cascade" }),
    testId: integer("test_id").references(() => tests.id, { onDelete: "cascade" }),
    /** Its topic or test is active (copied with every write of it): visitors may find it. A
     * search then reads no other table for its thousands of matches, only for the page shown. */
    active: boolean("active").notNull(),
    /** The page's number in its lesson, or the question's in its test, from 1. */
    position: integer("position").notNull(),
    /** The page's title, or the question. */
    heading: text("heading").notNull(),
    /** The page as plain text (Markdown and formulas read as words), or a question's options
     * (never its explanation, which gives the answer away): what a snippet is cut from. */
    body: text("body").notNull(),
    /** Weighted words of the title (A), heading or description (B) and body (C), stemmed
     * ('english') and as written ('simple'); made by `searchVectors`. */
    document: tsvector("document").notNull(),
    /** The title's, heading's and description's words alone: small enough to stay in the row,
     * so a search that matches thousands of rows ranks by them without reading `document`. */
    head: tsvector("head").notNull(),
  },
  (table) => [
    // The search: WHERE document @@ websearch_to_tsquery(...) (search.repository.ts).
    index("search_entries_document_idx").using("gin", table.document),
    // A topic's or test's rows, rewritten on each of its writes and deleted with it.
    index("search_entries_topic_idx").on(table.topicId),
    index("search_entries_test_idx").on(table.testId),
    check("search_entries_owner_check", sql`num_nonnulls(${table.topicId}, ${table.testId}) = 1`),
  ],
);
