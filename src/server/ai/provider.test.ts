import type { LanguageModel } from "ai";
import { describe, expect, it } from "vitest";
import { readEnv } from "../env.ts";
import { modelFromEnv } from "./provider.ts";

const env = (vars: Record<string, string>) => readEnv({ NODE_ENV: "test", ...vars });
const info = (model: LanguageModel) => model as { provider: string; modelId: string };

describe("modelFromEnv", () => {
  it("is null until AI_* make a usable provider", () => {
    expect(modelFromEnv(env({}))).toBeNull();
    expect(modelFromEnv(env({ AI_PROVIDER: "openai", AI_MODEL: "gpt-4.1-mini" }))).toBeNull();
    // An OpenAI-compatible server needs its address; a key alone is not enough.
    expect(
      modelFromEnv(env({ AI_PROVIDER: "openai-compatible", AI_MODEL: "m", AI_API_KEY: "k" })),
    ).toBeNull();
  });

  it("builds each provider's model through the AI SDK", () => {
    const openai = modelFromEnv(
      env({ AI_PROVIDER: "openai", AI_MODEL: "gpt-4.1-mini", AI_API_KEY: "sk" }),
    )!();
    expect(openai).toMatchObject({ provider: "openai", modelId: "gpt-4.1-mini" });
    expect(info(openai.model).provider).toMatch(/^openai\./);

    const anthropic = modelFromEnv(
      env({ AI_PROVIDER: "anthropic", AI_MODEL: "claude-sonnet-4-5", AI_API_KEY: "sk-ant" }),
    )!();
    expect(info(anthropic.model)).toMatchObject({ modelId: "claude-sonnet-4-5" });
    expect(info(anthropic.model).provider).toMatch(/^anthropic\./);

    const local = modelFromEnv(
      env({
        AI_PROVIDER: "openai-compatible",
        AI_MODEL: "qwen3:8b",
        AI_BASE_URL: "http://localhost:11434/v1",
      }),
    )!();
    expect(info(local.model)).toMatchObject({ modelId: "qwen3:8b" });
    expect(info(local.model).provider).toMatch(/^openai-compatible\./);
  });

  it("refuses AI_PRICES that is not a price list, and AI_CONCURRENCY out of range", () => {
    expect(() => env({ AI_PRICES: "cheap" })).toThrow(/AI_PRICES: must be JSON like/);
    expect(() => env({ AI_PRICES: '{"m":{"input":-1,"output":2}}' })).toThrow(/AI_PRICES/);
    expect(env({ AI_PRICES: '{"m":{"input":0.4,"output":1.6}}' }).AI_PRICES).toEqual({
      m: { input: 0.4, output: 1.6 },
    });
    expect(() => env({ AI_CONCURRENCY: "0" })).toThrow(/AI_CONCURRENCY/);
  });
});
