import { describe, expect, it } from "vitest";
import { countQuestions, hasTestContent, parseTestQuestions } from "./test-content.ts";

const question = {
  question: "What is 2 + 2?",
  options: { A: "3", B: "4", C: "5", D: "22" },
  correct_answer: "B",
  explanation: "Two and two make four.",
};

describe("hasTestContent (spec §3)", () => {
  it.each([
    [null, false],
    ["", false],
    ["null", false],
    ["  null  ", false],
    ["0123456789", false],
    ["01234567890", true],
    [JSON.stringify({ questions: [question] }), true],
  ])("%j → %s", (raw, expected) => {
    expect(hasTestContent(raw)).toBe(expected);
  });
});

describe("parseTestQuestions", () => {
  it("reads {questions: […]} and a bare list", () => {
    expect(parseTestQuestions(JSON.stringify({ questions: [question] }))).toEqual([question]);
    expect(parseTestQuestions(JSON.stringify([question, question]))).toHaveLength(2);
  });

  it("gives null when the content does not parse, and count 0", () => {
    const broken = '{"questions": [ {"question": ';
    expect(parseTestQuestions(broken)).toBeNull();
    expect(countQuestions(broken)).toBe(0);
    expect(countQuestions(JSON.stringify({ nothing: true }))).toBe(0);
  });

  it("accepts options as a list and answers as a lower-case letter or an index", () => {
    const parsed = parseTestQuestions(
      JSON.stringify([
        { ...question, options: ["3", "4", "5", "22"], correct_answer: "b" },
        { ...question, correct_answer: 2 },
        { ...question, correctAnswer: "D) 22", correct_answer: undefined },
      ]),
    );
    expect(parsed?.map((q) => q.correct_answer)).toEqual(["B", "C", "D"]);
    expect(parsed?.[0]?.options).toEqual(question.options);
  });

  it("drops questions it cannot use", () => {
    const parsed = parseTestQuestions(
      JSON.stringify([
        question,
        { ...question, options: { A: "1", B: "2" } },
        { ...question, correct_answer: "E" },
        { ...question, question: "" },
      ]),
    );
    expect(parsed).toEqual([question]);
  });
});
