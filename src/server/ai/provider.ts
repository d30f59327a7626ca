import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";
import type { AiProvider } from "../../shared/schemas/settings.ts";
import type { Env } from "../env.ts";
import { aiStatus } from "./ai-config.ts";

/** The model a generation job talks to, with the names its versions record. */
export interface AiModel {
  model: LanguageModel;
  provider: AiProvider;
  modelId: string;
}

/** Builds the model for a job; tests pass one that returns the AI SDK's mock model. */
export type ModelFactory = () => AiModel;

/**
 * The configured provider through the AI SDK, or null when AI_* does not make a usable one.
 * OpenAI-compatible servers (Ollama, vLLM, LM Studio, llama.cpp) get JSON-schema structured
 * output, which each of them accepts in `response_format`.
 */
export function modelFromEnv(env: Env): ModelFactory | null {
  if (!aiStatus(env).configured) return null;
  const provider = env.AI_PROVIDER as AiProvider;
  const modelId = env.AI_MODEL as string;
  const baseURL = env.AI_BASE_URL;
  const apiKey = env.AI_API_KEY;
  let model: LanguageModel;
  if (provider === "openai") {
    model = createOpenAI({ apiKey, ...(baseURL ? { baseURL } : {}) })(modelId);
  } else if (provider === "anthropic") {
    model = createAnthropic({ apiKey, ...(baseURL ? { baseURL } : {}) })(modelId);
  } else {
    model = createOpenAICompatible({
      name: "openai-compatible",
      baseURL: baseURL as string,
      ...(apiKey ? { apiKey } : {}),
      supportsStructuredOutputs: true,
    })(modelId);
  }
  return () => ({ model, provider, modelId });
}
