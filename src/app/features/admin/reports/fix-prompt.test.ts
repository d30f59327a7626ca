import { describe, expect, it } from "vitest";
import { reportsFixPrompt } from "./fix-prompt.ts";
import type { ReportedPlace } from "./reports-api.ts";

const report = (id: number, extra: Partial<ReportedPlace["reports"][number]> = {}) => ({
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

const lesson: ReportedPlace = {
  id: 1,
  kind: "lesson",
  contentId: 7,
  contentTitle: "Gradient descent",
  page: 3,
  pageTitle: "Choosing the learning rate",
  questionKey: null,
  question: null,
  shown: "Choosing the learning rate",
  openReports: 2,
  totalReports: 3,
  reports: [
    report(3, { quote: "a rate of 10 always converges", details: "It diverges on this loss." }),
    report(2, { reason: "typo" }),
    report(1, { status: "done", details: "An old report, already dealt with." }),
  ],
};

describe("reportsFixPrompt", () => {
  it("names the page and quotes each open report's reason, passage and words, never an email", () => {
    const prompt = reportsFixPrompt(lesson);
    expect(prompt).toContain(
      '2 readers reported a problem with page 3 ("Choosing the learning rate")',
    );
    expect(prompt).toContain(
      '- Something is wrong or out of date. About the passage: "a rate of 10 always converges". The reader says: "It diverges on this loss."',
    );
    expect(prompt).toContain("- A typo or a grammar mistake.");
    expect(prompt).not.toContain("already dealt with");
    expect(prompt).not.toContain("reader@example.org");
    expect(prompt).toMatch(/keep everything on it that is right/);
  });

  it("quotes a question's text and its reasons in the question's words, and counts what it leaves out", () => {
    const many = Array.from({ length: 12 }, (_, index) =>
      report(100 - index, { reason: index % 2 ? "unclear" : "wrong-key" }),
    );
    const prompt = reportsFixPrompt({
      ...lesson,
      kind: "question",
      page: null,
      pageTitle: null,
      questionKey: "abc",
      question: {
        number: 4,
        question: "Which rate converges?",
        options: { A: "0.1", B: "10", C: "100", D: "1000" },
        correct: "A",
        explanation: "",
      },
      shown: "Which rate converges?",
      openReports: 12,
      totalReports: 12,
      reports: many,
    });
    expect(prompt).toContain(
      '12 readers reported a problem with this question: "Which rate converges?"',
    );
    expect(prompt).toContain("- The marked answer is wrong.");
    expect(prompt).toContain("- The question or its options are unclear.");
    expect(prompt).toContain("- And 2 more reports like these.");
    expect(prompt).toMatch(/exactly one option is right/);
  });
});
