import { COUNTED_CHOICES, type QuestionFlag, type QuestionStats } from "./answer-stats.ts";

// The owner's prompt for a refresh of one question or one page (issue 19, ADR 033): what the
// answer statistics and readers' reports say, in plain words, for the model and for the owner,
// who sees it and may edit it before the job starts.

/** A reader's problem report as a prompt quotes it. */
export interface ReportForPrompt {
  reason: string;
  details: string | null;
}

/** What each flag may mean, and what to check: the model gets the reasoning, not a code. */
const FLAG_MEANING: Record<QuestionFlag, (stats: QuestionStats) => string> = {
  distractor: (stats) =>
    `More people chose ${strongestWrong(stats)} than the correct answer ${stats.correct}: that option may also be right, the question may be ambiguous, or the key may be wrong. Check which option is right before anything else.`,
  "too-easy": () =>
    "Nearly everyone gets it right: the wrong options may be easy to rule out, or the question may give its answer away. Make the wrong options plausible to someone who has not learned the idea.",
  "too-hard": () =>
    "People get it right no more often than by guessing among four: the question may be unclear, the key may be wrong, or it may ask about something the lesson does not teach.",
  reported: (stats) =>
    `Readers have ${stats.reports} open problem ${stats.reports === 1 ? "report" : "reports"} about it: something in it is likely wrong or unclear.`,
};

function strongestWrong(stats: QuestionStats): string {
  const wrong = (["A", "B", "C", "D"] as const).filter((letter) => letter !== stats.correct);
  return wrong.reduce((best, letter) =>
    stats.counts[letter] > stats.counts[best] ? letter : best,
  );
}

const percent = (count: number, total: number) =>
  total === 0 ? "0%" : `${Math.round((count / total) * 100)}%`;

/** Reports take at most this much of a prompt (4000 characters at most, promptSchema). */
const REPORTS_MAX_CHARS = 2400;
const DETAILS_MAX_CHARS = 300;

function reportLines(reports: readonly ReportForPrompt[], what: string): string[] {
  if (reports.length === 0) return [];
  const lines: string[] = [];
  let used = 0;
  for (const { reason, details } of reports) {
    const text = details?.trim().replace(/\s+/g, " ") ?? "";
    const cut = text.length > DETAILS_MAX_CHARS ? `${text.slice(0, DETAILS_MAX_CHARS)}…` : text;
    const line = `- ${reason}${cut ? `: "${cut}"` : ""}`;
    if (used + line.length > REPORTS_MAX_CHARS) break;
    lines.push(line);
    used += line.length + 1;
  }
  const left = reports.length - lines.length;
  if (left > 0) lines.push(`- and ${left} more ${left === 1 ? "report" : "reports"} like these`);
  return [
    "",
    `Readers reported ${reports.length === 1 ? "a problem" : `${reports.length} problems`} with ${what}:`,
    ...lines,
  ];
}

/**
 * A prompt that asks for question `stats.index + 1` to be fixed: how often each option was
 * chosen, how many got it right, what each flag means, and what readers reported.
 */
export function questionFixPrompt(
  stats: QuestionStats,
  reports: readonly ReportForPrompt[] = [],
): string {
  const lines: string[] = [];
  if (stats.total > 0) {
    lines.push(
      `Visitors who chose to send their answers answered this question ${stats.total} ${stats.total === 1 ? "time" : "times"}:`,
      ...COUNTED_CHOICES.map((choice) => {
        const count = stats.counts[choice];
        const name =
          choice === "none"
            ? "Left unanswered"
            : `${choice}${choice === stats.correct ? " (the correct answer)" : ""}`;
        return `- ${name}: ${count} (${percent(count, stats.total)})`;
      }),
      `${stats.right} of ${stats.total} got it right (${percent(stats.right, stats.total)}).`,
    );
  }
  if (stats.flags.length > 0) {
    lines.push("", "What the flags suggest:");
    for (const flag of stats.flags) lines.push(`- ${FLAG_MEANING[flag](stats)}`);
  }
  lines.push(...reportLines(reports, "this question"));
  lines.push(
    "",
    "Fix what is wrong with this question: make sure exactly one option is right and the key names it, word the question so it has one clear reading, and keep the wrong options plausible but clearly wrong to someone who has learned the idea.",
  );
  return lines.join("\n").trim();
}

/** A prompt that asks for lesson page `page` to be fixed from what readers reported. */
export function pageFixPrompt(page: number, reports: readonly ReportForPrompt[] = []): string {
  return [
    ...reportLines(reports, `page ${page}`),
    "",
    `Fix what is wrong on page ${page}: check each fact, formula, code block and exercise${reports.length > 0 ? " the reports point at" : ""}, and keep everything that is right exactly as it is.`,
  ]
    .join("\n")
    .trim();
}
