import { sql } from "drizzle-orm";
import { boolean, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { id, timestamps } from "../../../db/columns.ts";

export const categories = pgTable(
  "categories",
  {
    id: id(),
    /** Unique as written (topics and tests reference it) and regardless of case. */
    name: text("name").notNull().unique(),
    description: text("description"),
    isActive: boolean("is_active").notNull().default(true),
    ...timestamps,
  },
  (table) => [
    // Finding a category by name, case-insensitively; "ML" and "ml" cannot both exist.
    uniqueIndex("categories_name_lower_idx").on(sql`lower(${table.name})`),
  ],
);
