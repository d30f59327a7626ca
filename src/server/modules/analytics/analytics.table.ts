import { date, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { CONTENT_TYPES, type ContentType } from "../../../shared/constants.ts";
import { oneOf } from "../../db/columns.ts";

// Analytics are counters, not logs: a row per day and piece of content, or per hour and route.
// Nothing that identifies a visitor (IP, user agent, cookie) is ever stored. See ADR 004.

export const pageViews = pgTable(
  "page_views",
  {
    day: date("day", { mode: "string" }).notNull(),
    contentType: text("content_type").$type<ContentType>().notNull(),
    contentId: integer("content_id").notNull(),
    views: integer("views").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The primary key also serves the 30-day window query, which filters on day first.
  (table) => [
    primaryKey({ columns: [table.day, table.contentType, table.contentId] }),
    oneOf("page_views_content_type_check", table.contentType, CONTENT_TYPES),
  ],
);

export const apiMetrics = pgTable(
  "api_metrics",
  {
    hour: timestamp("hour", { withTimezone: true }).notNull(),
    method: text("method").notNull(),
    /** The route pattern (/api/topics/:id), never the raw URL. */
    route: text("route").notNull(),
    statusCode: integer("status_code").notNull(),
    count: integer("count").notNull().default(0),
    totalMs: integer("total_ms").notNull().default(0),
    maxMs: integer("max_ms").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The primary key also serves the 30-day window query, which filters on hour first.
  (table) => [primaryKey({ columns: [table.hour, table.method, table.route, table.statusCode] })],
);
