import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import {
  REPORT_KINDS,
  REPORT_REASONS,
  REPORT_STATUSES,
  type ReportKind,
  type ReportReason,
  type ReportStatus,
} from "../../../shared/schemas/problem-report.ts";
import { createdAt, id, oneOf } from "../../db/columns.ts";

// Problem reports (issue 19, ADR 032): what readers said was wrong, grouped by the place they
// said it of. Nothing about the reader is kept but what they typed (and an email if they gave one).

/** A lesson page or a test question that has been reported: the owner's list is of these. */
export const reportedPlaces = pgTable(
  "reported_places",
  {
    id: id(),
    /** "lesson:<topic>:<page>" or "question:<test>:<key>": one row per place, found by it. */
    placeKey: text("place_key").notNull().unique(),
    kind: text("kind").$type<ReportKind>().notNull(),
    /** The topic (lesson page) or test (question) reported; deleting it deletes its places. */
    contentId: integer("content_id").notNull(),
    /** The lesson page, from 1. */
    page: integer("page"),
    /** The question's key (content.grading.ts), or null when its text matched none shown now. */
    questionKey: text("question_key"),
    /** The page's title or the question's text, as the latest reader saw it. */
    shown: text("shown").notNull(),
    openReports: integer("open_reports").notNull().default(0),
    /** The newest report's id: the owner's list shows the places reported last first. */
    lastReportId: integer("last_report_id").notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    // A page of the list, open or done (ADR 019): ORDER BY last_report_id DESC.
    index("reported_places_last_report_idx").on(table.lastReportId),
    // A deleted topic's or test's places, and a test's reported questions for its statistics.
    index("reported_places_content_idx").on(table.kind, table.contentId),
    oneOf("reported_places_kind_check", table.kind, REPORT_KINDS),
  ],
);

export const problemReports = pgTable(
  "problem_reports",
  {
    id: id(),
    placeId: integer("place_id")
      .notNull()
      .references(() => reportedPlaces.id, { onDelete: "cascade" }),
    reason: text("reason").$type<ReportReason>().notNull(),
    details: text("details"),
    /** Given only to hear back; deleted with the report. */
    email: text("email"),
    /** The text the reader had selected on the lesson page. */
    quote: text("quote"),
    status: text("status").$type<ReportStatus>().notNull().default("open"),
    createdAt: createdAt(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  },
  (table) => [
    // A place's reports, newest first.
    index("problem_reports_place_idx").on(table.placeId, table.id),
    oneOf("problem_reports_reason_check", table.reason, REPORT_REASONS),
    oneOf("problem_reports_status_check", table.status, REPORT_STATUSES),
  ],
);
