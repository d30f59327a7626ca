import { describe, expect, it } from "vitest";
import { pageFixPrompt } from "../../../../shared/fix-prompts.ts";
import { reportsForPrompt } from "./report-prompt.ts";

const report = (id: number, extra: object) => ({
  id,
  reason: "wrong" as const,
  details: null,
  email: "reader@example.org",
  quote: null,
  status: "open" as const,
  createdAt: "2026-11-20T10:00:00.000Z",
  resolvedAt: null,
  ...extra,
});

describe("reportsForPrompt", () => {
  it("gives the open reports in the reader's words, with passage and details, and never an email", () => {
    const reports = reportsForPrompt("lesson", [
      report(3, { quote: "a rate of 10 always converges", details: "It diverges." }),
      report(2, { reason: "typo" }),
      report(1, { status: "done", details: "Already dealt with." }),
    ]);
    expect(reports).toEqual([
      {
        reason: "Something is wrong or out of date",
        details: "It diverges.",
        quote: "a rate of 10 always converges",
      },
      { reason: "A typo or a grammar mistake", details: null, quote: null },
    ]);
    const prompt = pageFixPrompt(3, reports);
    expect(prompt).not.toContain("reader@example.org");
    expect(prompt).not.toContain("Already dealt with");
  });

  it("says a question's reasons as the question's form offered them", () => {
    expect(reportsForPrompt("question", [report(1, { reason: "unclear" })])[0]!.reason).toBe(
      "The question or its options are unclear",
    );
  });
});
