import { APICallError } from "ai";
import { MockLanguageModelV4 } from "ai/test";
import type { Question, TopicPage } from "../../shared/schemas/content.ts";
import type { ModelFactory } from "./provider.ts";

// Test support: the AI SDK's mock model answering from a script, one entry per model call.

export type Scripted =
  | { text: string; inputTokens?: number; outputTokens?: number }
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

/** A mock model that plays `script` in order (the last entry repeats) and records each prompt. */
export function scriptedModel(script: Scripted[]) {
  const prompts: string[] = [];
  let call = 0;
  const model = new MockLanguageModelV4({
    doGenerate: async (options) => {
      prompts.push(JSON.stringify(options.prompt));
      const step = script[Math.min(call, script.length - 1)] as Scripted;
      call += 1;
      if ("error" in step) throw step.error;
      if ("hang" in step) {
        return new Promise((_resolve, reject) => {
          options.abortSignal?.addEventListener("abort", () =>
            reject(options.abortSignal?.reason ?? new Error("aborted")),
          );
        });
      }
      return {
        content: [{ type: "text", text: step.text }],
        finishReason: { unified: "stop", raw: undefined },
        usage: {
          inputTokens: {
            total: step.inputTokens ?? 100,
            noCache: step.inputTokens ?? 100,
            cacheRead: undefined,
            cacheWrite: undefined,
          },
          outputTokens: {
            total: step.outputTokens ?? 50,
            text: step.outputTokens ?? 50,
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
  return { model, factory, prompts, calls: () => call };
}
