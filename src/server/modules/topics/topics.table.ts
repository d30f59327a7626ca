import { boolean, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { LEVELS } from "../../../shared/constants.ts";
import { id, oneOf, timestamps } from "../../db/columns.ts";
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
    ...timestamps,
  },
  (table) => [
    // Topics of a category (category pages, deleting a category).
    index("topics_category_idx").on(table.category),
    oneOf("topics_level_check", table.level, LEVELS),
  ],
);
