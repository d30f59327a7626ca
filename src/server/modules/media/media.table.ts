import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "../../db/columns.ts";

/**
 * Figures the lessons show, stored once per content: the key is a hash of the bytes, so an
 * address never changes meaning and answers can be cached for a year. `name` is the file name
 * the figure had in a catalog, for an export to write it back under.
 */
export const media = pgTable("media", {
  hash: text("hash").primaryKey(),
  name: text("name").notNull(),
  contentType: text("content_type").notNull(),
  body: text("body").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  createdAt: createdAt(),
});
