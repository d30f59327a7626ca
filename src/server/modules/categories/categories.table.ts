import { boolean, pgTable, text } from "drizzle-orm/pg-core";
import { id, timestamps } from "../../db/columns.ts";

export const categories = pgTable("categories", {
  id: id(),
  name: text("name").notNull().unique(),
  description: text("description"),
  isActive: boolean("is_active").notNull().default(true),
  ...timestamps,
});
