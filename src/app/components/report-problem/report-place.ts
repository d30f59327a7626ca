import type { ProblemReportInput } from "../../../shared/schemas/problem-report.ts";

// What a report is about and what the reader typed, kept apart: the place comes from the page
// (never edited in the form), the fields from the reader. Only types come from the schema, so
// the report button's chunk carries no zod; the validator comes with the dialog.

export type ReportPlace =
  | {
      kind: "lesson";
      topicId: number;
      topicTitle: string;
      /** From 1, as the page shows it. */
      page: number;
      pages: number;
      pageTitle: string;
    }
  | {
      kind: "question";
      testId: number;
      /** The question's text as the learner saw it. */
      question: string;
    };

/** The form's own fields; a question's report has no quote. */
export interface ReportFields {
  reason: string;
  quote: string;
  details: string;
  email: string;
  nickname: string;
}

export const EMPTY_FIELDS: ReportFields = {
  reason: "",
  quote: "",
  details: "",
  email: "",
  nickname: "",
};

/** The body of POST /api/problem-reports for this place, as typed (the schema trims it). */
export function reportBody(place: ReportPlace, fields: ReportFields): ProblemReportInput {
  // An empty reason is sent as it is: the schema names it ("Please choose what is wrong").
  const common = {
    details: fields.details,
    email: fields.email,
    nickname: fields.nickname,
  };
  if (place.kind === "lesson") {
    return {
      kind: "lesson",
      topicId: place.topicId,
      page: place.page,
      quote: fields.quote,
      ...common,
      reason: fields.reason as Extract<ProblemReportInput, { kind: "lesson" }>["reason"],
    };
  }
  return {
    kind: "question",
    testId: place.testId,
    question: place.question,
    ...common,
    reason: fields.reason as Extract<ProblemReportInput, { kind: "question" }>["reason"],
  };
}
