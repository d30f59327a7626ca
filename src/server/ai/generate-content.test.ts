import { describe, expect, it } from "vitest";
import { validPages, validQuestion, validQuestions } from "../test-fixtures.ts";
import { GenerationFailure, generateChecked } from "./generate-content.ts";
import { providerError, type Scripted, scriptedModel, testJson, topicJson } from "./mock-model.ts";
import {
  checkPages,
  checkQuestions,
  testOutputSchema,
  topicOutputSchema,
} from "./output-schemas.ts";

const PROMPT = { system: "You teach.", prompt: "Title: Perceptrons" };

function topic(
  script: Scripted[],
  options: { timeoutSeconds?: number; signal?: AbortSignal } = {},
) {
  const scripted = scriptedModel(script);
  const run = generateChecked({
    model: scripted.model,
    modelId: "mock-model",
    schema: topicOutputSchema,
    check: checkPages,
    prompt: PROMPT,
    timeoutSeconds: options.timeoutSeconds ?? 5,
    signal: options.signal ?? new AbortController().signal,
  });
  return { scripted, run };
}

function quiz(script: Scripted[]) {
  const scripted = scriptedModel(script);
  const run = generateChecked({
    model: scripted.model,
    modelId: "mock-model",
    schema: testOutputSchema,
    check: checkQuestions,
    prompt: PROMPT,
    timeoutSeconds: 30,
    signal: new AbortController().signal,
  });
  return { scripted, run };
}

async function failure(run: Promise<unknown>): Promise<GenerationFailure> {
  const error = await run.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(GenerationFailure);
  return error as GenerationFailure;
}

describe("generateChecked", () => {
  it("accepts valid pages on the first call and reports its token usage", async () => {
    const pages = validPages("Perceptrons");
    const { scripted, run } = topic([
      { text: topicJson(pages), inputTokens: 120, outputTokens: 900 },
    ]);
    const result = await run;
    expect(result.value).toEqual(pages);
    expect(result.usage).toEqual({ inputTokens: 120, outputTokens: 900 });
    expect(scripted.calls()).toBe(1);
    expect(scripted.prompts[0]).toContain("Title: Perceptrons");
  });

  it("retries malformed JSON once, names the problem, and sums the usage of both calls", async () => {
    const pages = validPages("Retry");
    const { scripted, run } = topic([
      { text: '{"topic":"x","pages":[{"title":"cut off', inputTokens: 10, outputTokens: 5 },
      { text: topicJson(pages), inputTokens: 20, outputTokens: 7 },
    ]);
    const result = await run;
    expect(result.value).toEqual(pages);
    expect(result.usage).toEqual({ inputTokens: 30, outputTokens: 12 });
    expect(scripted.calls()).toBe(2);
    expect(scripted.prompts[1]).toContain("previous answer was rejected");
  });

  it("fails after two answers of the wrong shape, with a message the owner can act on", async () => {
    const { scripted, run } = topic([{ text: JSON.stringify({ topic: "x", sections: [] }) }]);
    const error = await failure(run);
    expect(scripted.calls()).toBe(2);
    expect(error.message).toMatch(/failed the checks twice/);
    expect(error.message).toMatch(/choose a stronger model/);
    expect(error.usage).toEqual({ inputTokens: 200, outputTokens: 100 });
  });

  it("rejects a topic with the wrong number of pages, then accepts the corrected answer", async () => {
    const { scripted, run } = topic([
      { text: topicJson(validPages("Short", 3)) },
      { text: topicJson(validPages("Fixed")) },
    ]);
    expect((await run).value).toHaveLength(5);
    expect(scripted.prompts[1]).toContain("A topic has exactly 5 pages");
  });

  it("rejects duplicate options twice and says which question broke the rule", async () => {
    const questions = validQuestions(10, "Dup");
    questions[3] = {
      ...validQuestion(4, "Dup"),
      options: { A: "Same", B: "same ", C: "x", D: "y" },
    };
    const { scripted, run } = quiz([{ text: testJson(questions) }]);
    const error = await failure(run);
    expect(scripted.calls()).toBe(2);
    expect(error.message).toContain("question 4 options: The four options must all be different");
  });

  it("rejects a repeated question", async () => {
    const questions = validQuestions(10, "Rep");
    questions[9] = { ...questions[0]!, options: { A: "p", B: "q", C: "r", D: "s" } };
    const error = await failure(quiz([{ text: testJson(questions) }]).run);
    expect(error.message).toContain("Question 10 repeats question 1");
  });

  it("lets the SDK retry a provider error worth retrying, then succeeds", async () => {
    const questions = validQuestions(12, "Retryable");
    const { scripted, run } = quiz([{ error: providerError(503) }, { text: testJson(questions) }]);
    expect((await run).value).toEqual(questions);
    expect(scripted.calls()).toBe(2);
  });

  it("does not retry a refused key and says to check AI_API_KEY", async () => {
    const { scripted, run } = quiz([{ error: providerError(401, "Incorrect API key provided") }]);
    const error = await failure(run);
    expect(scripted.calls()).toBe(1);
    expect(error.message).toBe(
      "The AI provider refused the API key (HTTP 401): “Incorrect API key provided”. Check AI_API_KEY.",
    );
  });

  // The SDK backs off 2 s, then 4 s: this one test takes 6 seconds.
  it("gives up on a provider that keeps failing, saying how often it tried", async () => {
    const { scripted, run } = quiz([{ error: providerError(500) }]);
    const error = await failure(run);
    expect(scripted.calls()).toBe(3);
    expect(error.message).toMatch(/^The AI provider failed \(HTTP 500\) after 3 tries/);
  }, 15_000);

  it("stops a call that hangs when the timeout passes", async () => {
    const started = Date.now();
    const { run } = topic([{ hang: true }], { timeoutSeconds: 0.2 });
    const error = await failure(run);
    expect(error.message).toBe(
      "The AI provider did not answer within 0.2 seconds. Try again, choose a faster model, or raise AI_TIMEOUT_SECONDS.",
    );
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it("stops at once when the owner cancels", async () => {
    const controller = new AbortController();
    const { scripted, run } = topic([{ hang: true }], { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect((await failure(run)).message).toBe("Cancelled");
    expect(scripted.calls()).toBe(1);
  });
});
