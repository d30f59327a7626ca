import { describe, expect, it } from "vitest";
import { textFragment } from "./text-fragment.ts";

describe("textFragment", () => {
  it("matches a short quote whole, its spaces and the directive's own characters encoded", () => {
    expect(textFragment("  gradient-descent,  step & size ")).toBe(
      "#:~:text=gradient%2Ddescent%2C%20step%20%26%20size",
    );
  });

  it("matches a long quote by its first and last four words", () => {
    const quote =
      "The learning rate sets how far each step moves, and a rate too large makes the loss bounce around the minimum";
    expect(textFragment(quote)).toBe(
      "#:~:text=The%20learning%20rate%20sets,bounce%20around%20the%20minimum",
    );
  });
});
