import {
  QUESTION_REASON_LABELS,
  type QuestionReason,
  REASON_LABELS,
  type ReportKind,
  type ReportReason,
} from "../../../../shared/schemas/problem-report.ts";

/** A reason in the words the reader chose it by. */
export function reasonLabel(kind: ReportKind, reason: ReportReason): string {
  return kind === "question" && reason in QUESTION_REASON_LABELS
    ? QUESTION_REASON_LABELS[reason as QuestionReason]
    : REASON_LABELS[reason];
}
