import { describe, expect, it } from "vitest";
import { formulaText, lessonText } from "./lesson-text.ts";
import { snippetParts } from "./snippet.ts";

// What the search reads of a lesson page (ADR 025): the words a reader sees, one block a line.

describe("lessonText", () => {
  it("keeps a page's words and drops its Markdown", () => {
    const page = [
      "## Dartmouth (1956)",
      "",
      "John **McCarthy** named the field; see [the proposal](https://example.org/dartmouth).",
      "",
      "- one *point*",
      "1. a `step()`",
      "",
      "| Year | Event |",
      "|---|---|",
      "| 1956 | Workshop |",
    ].join("\n");
    expect(lessonText(page).split("\n")).toEqual([
      "Dartmouth (1956)",
      "John McCarthy named the field; see the proposal.",
      "one point",
      "a step()",
      "Year",
      "Event",
      "1956",
      "Workshop",
    ]);
  });

  it("reads formulas for their words, exercises with their titles, figures by alt and caption", () => {
    const page = [
      "The weights are $\\mathrm{softmax}(z)_i$ with $\\alpha = 0.1$.",
      "",
      "::: exercise A softmax by hand",
      "Compute it.",
      ":::",
      "",
      "::: solution",
      "It is $0.67$.",
      ":::",
      "",
      '![A bar chart.](/media/abc.svg "Three bars")',
    ].join("\n");
    expect(lessonText(page).split("\n")).toEqual([
      "The weights are softmax (z)_i with alpha = 0.1.",
      "Exercise: A softmax by hand",
      "Compute it.",
      "It is 0.67.",
      "A bar chart. Three bars",
    ]);
    expect(formulaText("\\frac{e^{z_i}}{\\sum_j e^{z_j}}")).toBe("e^ z_i sum _j e^ z_j");
  });

  it("treats the two characters backslash-n as a line break, as the reader does", () => {
    expect(lessonText("First line\\n\\n## Then a heading")).toBe("First line\nThen a heading");
  });

  it("drops the characters that mark a snippet's matches", () => {
    expect(lessonText("A \uE000fake\uE001 mark.")).toBe("A fake mark.");
  });
});

describe("snippetParts", () => {
  it("marks the matches and sets blocks apart with a dot unless a sentence ends", () => {
    expect(
      snippetParts("Dartmouth (1956)\nIn 1955 John \uE000McCarthy\uE001 proposed.\nNext"),
    ).toEqual([
      { text: "Dartmouth (1956) · In 1955 John ", mark: false },
      { text: "McCarthy", mark: true },
      { text: " proposed. Next …", mark: false },
    ]);
  });

  it("keeps no stray marker of a cut headline", () => {
    expect(snippetParts("A \uE000b c.")).toEqual([{ text: "A b c.", mark: false }]);
  });

  it("says where a passage starts or stops inside a sentence", () => {
    expect(snippetParts("playing a \uE000game\uE001. The name").map((part) => part.text)).toEqual([
      "… playing a ",
      "game",
      ". The name …",
    ]);
  });
});
