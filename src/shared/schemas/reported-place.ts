import { z } from "zod";
import { isoDate } from "./common.ts";
import { ANSWER_LETTERS } from "./content.ts";
import { REPORT_KINDS, REPORT_REASONS, REPORT_STATUSES } from "./problem-report.ts";

// What the owner reads of problem reports (GET /api/problem-reports, ADR 032): each reported
// place with what readers saw, what it holds now, and its reports, newest first.

export const reportRecord = z.object({
  id: z.number().int(),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  email: z.string().nullable(),
  quote: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  createdAt: isoDate,
  resolvedAt: isoDate.nullable(),
});

/** A question as it stands now, for the owner to judge the reports against. */
const currentQuestion = z.object({
  number: z.number().int(),
  question: z.string(),
  options: z.object({ A: z.string(), B: z.string(), C: z.string(), D: z.string() }),
  correct: z.enum(ANSWER_LETTERS),
  explanation: z.string(),
});

export const reportedPlaceRecord = z.object({
  id: z.number().int(),
  kind: z.enum(REPORT_KINDS),
  /** The topic or the test; its title is null once it has been deleted. */
  contentId: z.number().int(),
  contentTitle: z.string().nullable(),
  /** A lesson page (from 1), and its title now: null once the lesson has fewer pages. */
  page: z.number().int().nullable(),
  pageTitle: z.string().nullable(),
  questionKey: z.string().nullable(),
  /** The question now; null once it has been edited or replaced (its key changed). */
  question: currentQuestion.nullable(),
  /** The page's title or the question's text as the latest reader saw it. */
  shown: z.string(),
  openReports: z.number().int(),
  totalReports: z.number().int(),
  reports: z.array(reportRecord),
});

export type ReportedPlaceRecord = z.input<typeof reportedPlaceRecord>;
export type ReportRecord = z.input<typeof reportRecord>;
