import { describe, expect, it } from "vitest";
import { versionFacts } from "./version-facts.ts";

describe("versionFacts", () => {
  it("names the count, model, tokens and duration of an AI version", () => {
    expect(
      versionFacts("topic", {
        source: "ai",
        itemCount: 5,
        provider: "openai",
        model: "gpt-4.1-mini",
        inputTokens: 1234,
        outputTokens: 4321,
        durationMs: 41_250,
      }),
    ).toEqual(["5 pages", "openai gpt-4.1-mini", "1,234 tokens in / 4,321 out", "41.3 s"]);
  });

  it("says only the count of earlier, hand-written content", () => {
    expect(
      versionFacts("test", {
        source: "earlier",
        itemCount: 1,
        provider: null,
        model: null,
        inputTokens: null,
        outputTokens: null,
        durationMs: null,
      }),
    ).toEqual(["1 question"]);
  });
});
