import { describe, expect, it } from "vitest";
import { flagsOf, type QuestionStats } from "./answer-stats.ts";
import { pageFixPrompt, questionFixPrompt } from "./fix-prompts.ts";
import { promptSchema } from "./schemas/topic.ts";

function stats(
  counts: QuestionStats["counts"],
  correct: QuestionStats["correct"] = "A",
  reports = 0,
) {
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  return {
    index: 3,
    key: "0123456789abcdef",
    question: "Which loss suits classification?",
    correct,
    counts,
    total,
    right: counts[correct],
    reports,
    flags: flagsOf(counts, correct, reports),
  } satisfies QuestionStats;
}

describe("questionFixPrompt", () => {
  it("states each option's count and share, the right ones, and what a distractor means", () => {
    const prompt = questionFixPrompt(stats({ A: 10, B: 5, C: 22, D: 3, none: 0 }));
    expect(prompt).toBe(
      [
        "Visitors who chose to send their answers answered this question 40 times:",
        "- A (the correct answer): 10 (25%)",
        "- B: 5 (13%)",
        "- C: 22 (55%)",
        "- D: 3 (8%)",
        "- Left unanswered: 0 (0%)",
        "10 of 40 got it right (25%).",
        "",
        "What the flags suggest:",
        "- More people chose C than the correct answer A: that option may also be right, the question may be ambiguous, or the key may be wrong. Check which option is right before anything else.",
        "- People get it right no more often than by guessing among four: the question may be unclear, the key may be wrong, or it may ask about something the lesson does not teach.",
        "",
        "Fix what is wrong with this question: make sure exactly one option is right and the key names it, word the question so it has one clear reading, and keep the wrong options plausible but clearly wrong to someone who has learned the idea.",
      ].join("\n"),
    );
  });

  it("explains a question nearly everyone gets right, keyed on another letter", () => {
    const prompt = questionFixPrompt(stats({ A: 0, B: 0, C: 1, D: 39, none: 0 }, "D"));
    expect(prompt).toContain("- D (the correct answer): 39 (98%)");
    expect(prompt).toContain("39 of 40 got it right (98%).");
    expect(prompt).toContain("- Nearly everyone gets it right:");
    expect(prompt).not.toContain("More people chose");
  });

  it("quotes readers' reports, and says nothing of statistics it does not have", () => {
    const prompt = questionFixPrompt(stats({ A: 0, B: 0, C: 0, D: 0, none: 0 }, "A", 2), [
      { reason: "The answer marked correct is wrong", details: "  B is also\n right. " },
      { reason: "Unclear wording", details: null },
    ]);
    expect(prompt).not.toContain("Visitors who chose");
    expect(prompt).toContain(
      "What the flags suggest:\n- Readers have 2 open problem reports about it: something in it is likely wrong or unclear.",
    );
    expect(prompt).toContain(
      'Readers reported 2 problems with this question:\n- The answer marked correct is wrong: "B is also right."\n- Unclear wording',
    );
  });

  it("stays within the prompt's 4000 characters however many reports there are", () => {
    const reports = Array.from({ length: 60 }, (_, n) => ({
      reason: `Reason ${n}`,
      details: "x".repeat(1000),
    }));
    const prompt = questionFixPrompt(stats({ A: 10, B: 30, C: 0, D: 0, none: 0 }), reports);
    expect(promptSchema.safeParse(prompt).success).toBe(true);
    expect(prompt).toMatch(/- and \d+ more reports like these/);
    expect(prompt).toContain(`"${"x".repeat(300)}…"`);
  });
});

describe("pageFixPrompt", () => {
  it("names the page and quotes the reports", () => {
    const prompt = pageFixPrompt(3, [{ reason: "A fact is wrong", details: "2 + 2 is 4" }]);
    expect(prompt).toBe(
      [
        "Readers reported a problem with page 3:",
        '- A fact is wrong: "2 + 2 is 4"',
        "",
        "Fix what is wrong on page 3: check each fact, formula, code block and exercise the reports point at, and keep everything that is right exactly as it is.",
      ].join("\n"),
    );
    expect(pageFixPrompt(1)).toBe(
      "Fix what is wrong on page 1: check each fact, formula, code block and exercise, and keep everything that is right exactly as it is.",
    );
  });
});
