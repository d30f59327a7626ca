import { jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { timestamps } from "../../db/columns.ts";

/** Site-wide settings and one-time markers (for example, when the starter catalog loaded). */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  ...timestamps,
});
