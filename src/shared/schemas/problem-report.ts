import * as z from "zod/mini";
import { boundedText, honeypot, optionalText } from "./form-fields.ts";

// "Report a problem" (issue 19, ADR 032): a reader reports a lesson page, a learner a test
// question once answered. POST /api/problem-reports and the report form validate with this
// schema. zod/mini: see form-fields.ts.

/** What can be reported: a lesson page or a test question. */
export const REPORT_KINDS = ["lesson", "question"] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
/** A report is open until the owner resolves its place. */
export const REPORT_STATUSES = ["open", "done"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** What can be wrong with a lesson page, in the form's order. */
export const LESSON_REASONS = ["wrong", "unclear", "broken", "typo", "other"] as const;
/** What can be wrong with a test question, in the form's order. */
export const QUESTION_REASONS = ["wrong-key", "several-right", "unclear", "typo", "other"] as const;

export type LessonReason = (typeof LESSON_REASONS)[number];
export type QuestionReason = (typeof QUESTION_REASONS)[number];
export type ReportReason = LessonReason | QuestionReason;
export const REPORT_REASONS = [...new Set([...LESSON_REASONS, ...QUESTION_REASONS])] as const;

/** Each reason as the form offers it and the owner reads it. */
export const REASON_LABELS: Record<ReportReason, string> = {
  wrong: "Something is wrong or out of date",
  unclear: "It is hard to follow",
  broken: "A formula, figure, code block or link is broken",
  typo: "A typo or a grammar mistake",
  other: "Something else",
  "wrong-key": "The marked answer is wrong",
  "several-right": "More than one answer is right",
};
/** A question's "unclear" reads differently from a page's. */
export const QUESTION_REASON_LABELS: Record<QuestionReason, string> = {
  "wrong-key": REASON_LABELS["wrong-key"],
  "several-right": REASON_LABELS["several-right"],
  unclear: "The question or its options are unclear",
  typo: REASON_LABELS.typo,
  other: REASON_LABELS.other,
};

export const REPORT_LIMITS = {
  /** What the reader adds in words. */
  detailsMax: 1000,
  /** The text a reader selected on the page before reporting it. */
  quoteMax: 500,
  /** A question's text as the learner saw it. */
  questionMax: 2000,
  emailMax: 254,
  /** A lesson has at most this many pages. */
  pageMax: 100,
} as const;

const EMAIL_MESSAGE = "Please enter a valid email address";
const REASON_MESSAGE = "Please choose what is wrong";

const positiveId = (what: string) =>
  z.int({ error: `${what} must be a whole number` }).check(z.positive(`${what} must be positive`));

/** Optional, but an address when given: the owner may write back once it is fixed. */
const optionalEmail = z
  .nullish(
    z.pipe(
      z.string({ error: EMAIL_MESSAGE }).check(z.trim(), z.maxLength(REPORT_LIMITS.emailMax)),
      z.transform((value: string) => (value === "" ? null : value)),
    ),
  )
  .check(
    z.refine(
      (value) => value === null || value === undefined || z.email().safeParse(value).success,
      { message: EMAIL_MESSAGE, path: [] },
    ),
  );

const common = {
  details: optionalText(REPORT_LIMITS.detailsMax),
  email: optionalEmail,
  nickname: honeypot,
};

/** A lesson page: the topic, the page (from 1) and, optionally, the text selected on it. */
export const lessonReportSchema = z.strictObject({
  kind: z.literal("lesson"),
  topicId: positiveId("Topic"),
  page: z
    .int({ error: "Page must be a whole number" })
    .check(
      z.gte(1, "Page must be 1 or more"),
      z.lte(REPORT_LIMITS.pageMax, `Page must be ${REPORT_LIMITS.pageMax} or less`),
    ),
  quote: optionalText(REPORT_LIMITS.quoteMax),
  reason: z.enum(LESSON_REASONS, { error: REASON_MESSAGE }),
  ...common,
});

/** A test question, named by its text as the learner saw it. */
export const questionReportSchema = z.strictObject({
  kind: z.literal("question"),
  testId: positiveId("Test"),
  question: boundedText(
    { length: 1, message: "The question's text is missing" },
    {
      length: REPORT_LIMITS.questionMax,
      message: `The question must be ${REPORT_LIMITS.questionMax} characters or less`,
    },
  ),
  reason: z.enum(QUESTION_REASONS, { error: REASON_MESSAGE }),
  ...common,
});

export const problemReportSchema = z.discriminatedUnion("kind", [
  lessonReportSchema,
  questionReportSchema,
]);
export type ProblemReportInput = z.input<typeof problemReportSchema>;
export type ProblemReport = z.output<typeof problemReportSchema>;
