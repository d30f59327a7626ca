import { reasonLabel } from "./reason-label.ts";
import type { ReportedPlace } from "./reports-api.ts";

// The prompt a Refresh job starts with when the owner sends it a reported place: what readers
// said, in their words, and what to do about it. The owner can edit it before starting.

/** How many reports the prompt quotes; the rest are counted. */
export const PROMPT_REPORTS = 10;

function reportLines(place: ReportedPlace): string[] {
  const open = place.reports.filter((report) => report.status === "open");
  const quoted = open.slice(0, PROMPT_REPORTS).map((report) => {
    const parts = [`- ${reasonLabel(place.kind, report.reason)}.`];
    if (report.quote) parts.push(`About the passage: "${report.quote}".`);
    if (report.details) parts.push(`The reader says: "${report.details}"`);
    return parts.join(" ");
  });
  const more = place.openReports - quoted.length;
  return more > 0 ? [...quoted, `- And ${more} more reports like these.`] : quoted;
}

/** The prompt for a Refresh of the reported lesson page or question. */
export function reportsFixPrompt(place: ReportedPlace): string {
  const count =
    place.openReports === 1 ? "A reader reported" : `${place.openReports} readers reported`;
  if (place.kind === "lesson") {
    return [
      `${count} a problem with page ${place.page} ("${place.pageTitle ?? place.shown}") of this lesson:`,
      ...reportLines(place),
      "",
      "Check each report against the facts. Fix what is wrong, unclear or broken on that page, and keep everything on it that is right as it is. Ignore a report that is mistaken.",
    ].join("\n");
  }
  return [
    `${count} a problem with this question: "${place.question?.question ?? place.shown}"`,
    ...reportLines(place),
    "",
    "Check each report against the facts. If the question is wrong, ambiguous or has more than one right option, rewrite it so that exactly one option is right and the explanation says why. Ignore a report that is mistaken.",
  ].join("\n");
}
