import type { ReportForPrompt } from "../../../../shared/fix-prompts.ts";
import type { ReportKind } from "../../../../shared/schemas/problem-report.ts";
import type { ReportRecord } from "../../../../shared/schemas/reported-place.ts";
import { reasonLabel } from "./reason-label.ts";

/**
 * A place's open reports as a Refresh prompt quotes them (shared/fix-prompts.ts): the reason in
 * the reader's words, the passage and the details. Never the email.
 */
export function reportsForPrompt(
  kind: ReportKind,
  reports: readonly ReportRecord[],
): ReportForPrompt[] {
  return reports
    .filter((report) => report.status === "open")
    .map((report) => ({
      reason: reasonLabel(kind, report.reason),
      details: report.details,
      quote: report.quote,
    }));
}
