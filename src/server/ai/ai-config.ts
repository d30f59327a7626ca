import type { AiStatus } from "../../shared/schemas/settings.ts";
import type { Env } from "../env.ts";

/**
 * A provider is usable with a model and a key; an OpenAI-compatible server (a local model, for
 * example) may need no key, only its base URL. The key is never part of the answer.
 */
export function aiStatus(env: Env): AiStatus {
  const provider = env.AI_PROVIDER ?? null;
  const model = env.AI_MODEL ?? null;
  const reachable =
    Boolean(env.AI_API_KEY) || (provider === "openai-compatible" && Boolean(env.AI_BASE_URL));
  return { configured: Boolean(provider && model && reachable), provider, model };
}
