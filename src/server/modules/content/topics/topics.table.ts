import { boolean, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { LEVELS } from "../../../../shared/constants.ts";
import { id, oneOf, timestamps } from "../../../db/columns.ts";
import { categories } from "../categories/categories.table.ts";

export const topics = pgTable(
  "topics",
  {
    id: id(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    level: text("level").notNull(),
    /** A category name (spec §3); renaming a category carries its topics along. */
    category: text("category")
      .notNull()
      .references(() => categories.name, { onUpdate: "cascade", onDelete: "restrict" }),
    isActive: boolean("is_active").notNull().default(true),
    /** JSON text `{"pages":[{title, content}]}`; null until written or generated. */
    generatedContent: text("generated_content"),
    /** Derived from generatedContent on every write, so lists never parse content. */
    pageCount: integer("page_count").notNull().default(0),
    /** The pages' words, for reading times; derived like pageCount. Null only on rows stored
     * before it existed, until the start-up counts them (countMissingWords). */
    wordCount: integer("word_count"),
    ...timestamps,
  },
  (table) => [
    // A page of one category (ADR 019): WHERE category = $1 AND id > $cursor ORDER BY id
    // LIMIT $n; also a category's topics (category pages, deleting a category). The whole list
    // pages by the primary key. A search (title or description ILIKE '%text%') reads every row:
    // a few milliseconds at 10,000 topics; a pg_trgm index would be the next step.
    index("topics_category_id_idx").on(table.category, table.id),
    oneOf("topics_level_check", table.level, LEVELS),
  ],
);
