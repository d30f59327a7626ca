import { describe, expect, it } from "vitest";
import { cutQuote } from "./selected-quote.ts";

describe("cutQuote", () => {
  it("folds spaces and tabs, keeps one empty line between paragraphs, and trims", () => {
    expect(cutQuote("  A  neural\tnetwork \n\n\n\n learns.\r\n", 500)).toBe(
      "A neural network\n\nlearns.",
    );
  });

  it("keeps a selection within the limit whole", () => {
    expect(cutQuote("x".repeat(500), 500)).toBe("x".repeat(500));
  });

  it("cuts a long selection to the limit", () => {
    expect(cutQuote(`${"a".repeat(499)} bcd`, 500)).toBe("a".repeat(499));
    expect(cutQuote("a".repeat(800), 500)).toHaveLength(500);
  });

  it("never leaves half of a character at the cut", () => {
    const cut = cutQuote(`${"a".repeat(499)}😀 more`, 500);
    expect(cut).toBe("a".repeat(499));
    expect(cutQuote(`${"a".repeat(498)}😀 more`, 500)).toBe(`${"a".repeat(498)}😀`);
  });

  it("an empty or blank selection is no quote", () => {
    expect(cutQuote("", 500)).toBe("");
    expect(cutQuote(" \n\t ", 500)).toBe("");
  });
});
