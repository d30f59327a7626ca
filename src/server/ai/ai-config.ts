import type { AiStatus } from "../../shared/schemas/settings.ts";
import type { Env } from "../env.ts";

/**
 * A provider is usable with a model and a key; an OpenAI-compatible server (a local model, for
 * example) needs its base URL and may need no key. The key is never part of the answer.
 */
export function aiStatus(env: Env): AiStatus {
  const provider = env.AI_PROVIDER ?? null;
  const model = env.AI_MODEL ?? null;
  const reachable =
    provider === "openai-compatible" ? Boolean(env.AI_BASE_URL) : Boolean(env.AI_API_KEY);
  return { configured: Boolean(provider && model && reachable), provider, model };
}
