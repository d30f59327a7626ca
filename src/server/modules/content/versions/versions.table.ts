import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { JOB_KINDS, VERSION_SOURCES } from "../../../../shared/schemas/generation.ts";
import { createdAt, id, oneOf } from "../../../db/columns.ts";

/** Every accepted generation of a topic's pages or a test's questions, and what it replaced. */
export const contentVersions = pgTable(
  "content_versions",
  {
    id: id(),
    kind: text("kind").$type<(typeof JOB_KINDS)[number]>().notNull(),
    targetId: integer("target_id").notNull(),
    source: text("source").$type<(typeof VERSION_SOURCES)[number]>().notNull(),
    /** The stored form, exactly as the topic or test holds it. */
    content: text("content").notNull(),
    itemCount: integer("item_count").notNull(),
    prompt: text("prompt"),
    provider: text("provider"),
    model: text("model"),
    inputTokens: integer("input_tokens"),
    outputTokens: integer("output_tokens"),
    durationMs: integer("duration_ms"),
    jobId: integer("job_id"),
    createdAt: createdAt(),
  },
  (table) => [
    // A topic's or test's versions, newest first.
    index("content_versions_target_idx").on(table.kind, table.targetId, table.createdAt),
    oneOf("content_versions_kind_check", table.kind, JOB_KINDS),
    oneOf("content_versions_source_check", table.source, VERSION_SOURCES),
  ],
);
