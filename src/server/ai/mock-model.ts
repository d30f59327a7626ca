import { APICallError } from "ai";
import { MockLanguageModelV4 } from "ai/test";
import type { Question, TopicPage } from "../../shared/schemas/content.ts";
import type { ModelFactory } from "./provider.ts";

// Test support: the AI SDK's mock model answering from a script, one entry per model call.

export type Scripted =
  | { text: string; inputTokens?: number; outputTokens?: number; delayMs?: number }
  | { error: Error }
  | { hang: true };

export function topicJson(pages: TopicPage[], title = "Topic"): string {
  return JSON.stringify({ topic: title, category: "C", difficultyLevel: "beginner", pages });
}

export function testJson(questions: Question[]): string {
  return JSON.stringify({
    title: "T",
    description: "D",
    timeLimit: 20,
    passingScore: 70,
    questions,
  });
}

export function providerError(statusCode: number, message = "provider says no"): APICallError {
  return new APICallError({
    message,
    url: "http://127.0.0.1/v1/chat/completions",
    requestBodyValues: {},
    statusCode,
    responseBody: JSON.stringify({ error: { message } }),
    isRetryable: statusCode === 429 || statusCode >= 500,
  });
}

/**
 * A mock model that plays `script` in order (the last entry repeats) and records each prompt;
 * `play` starts a new script.
 */
export function scriptedModel(initial: Scripted[]) {
  const prompts: string[] = [];
  let script = initial;
  let step = 0;
  let call = 0;
  const model = new MockLanguageModelV4({
    doGenerate: async (options) => {
      prompts.push(JSON.stringify(options.prompt));
      const next = script[Math.min(step, script.length - 1)] as Scripted;
      step += 1;
      call += 1;
      if ("error" in next) throw next.error;
      if ("hang" in next) {
        // Like a real request: an already-aborted signal fails at once (its abort event has
        // fired and will not fire again), a later abort fails the waiting call.
        return new Promise((_resolve, reject) => {
          const signal = options.abortSignal;
          const fail = () => reject(signal?.reason ?? new Error("aborted"));
          if (signal?.aborted) fail();
          else signal?.addEventListener("abort", fail, { once: true });
        });
      }
      // A slow answer, to change the content while a job waits for it.
      if (next.delayMs) await new Promise((resolve) => setTimeout(resolve, next.delayMs));
      return {
        content: [{ type: "text", text: next.text }],
        finishReason: { unified: "stop", raw: undefined },
        usage: {
          inputTokens: {
            total: next.inputTokens ?? 100,
            noCache: next.inputTokens ?? 100,
            cacheRead: undefined,
            cacheWrite: undefined,
          },
          outputTokens: {
            total: next.outputTokens ?? 50,
            text: next.outputTokens ?? 50,
            reasoning: undefined,
          },
        },
        warnings: [],
      };
    },
  });
  const factory: ModelFactory = () => ({
    model,
    provider: "openai-compatible",
    modelId: "mock-model",
  });
  return {
    model,
    factory,
    prompts,
    calls: () => call,
    play(next: Scripted[]) {
      script = next;
      step = 0;
    },
  };
}
