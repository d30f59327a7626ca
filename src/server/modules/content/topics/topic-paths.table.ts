import { index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { oneOf } from "../../../db/columns.ts";
import { topics } from "./topics.table.ts";

export const PATH_KINDS = ["before", "next"] as const;
export type PathKind = (typeof PATH_KINDS)[number];

/**
 * A lesson's path: the topics to read before it and the ones to read next, in order. A topic
 * deleted drops out of every path that named it.
 */
export const topicPaths = pgTable(
  "topic_paths",
  {
    topicId: integer("topic_id")
      .notNull()
      .references(() => topics.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    position: integer("position").notNull(),
    toTopicId: integer("to_topic_id")
      .notNull()
      .references(() => topics.id, { onDelete: "cascade" }),
  },
  (table) => [
    // A topic's path, in order (the reader); the key itself.
    primaryKey({ columns: [table.topicId, table.kind, table.position] }),
    // Paths that name a topic (its delete cascades through here).
    index("topic_paths_to_topic_idx").on(table.toTopicId),
    oneOf("topic_paths_kind_check", table.kind, PATH_KINDS),
  ],
);
