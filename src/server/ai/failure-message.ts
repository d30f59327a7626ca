import { APICallError, NoObjectGeneratedError, RetryError } from "ai";

// A failed job tells the owner what to do next, never a stack trace or the API key.

const MAX_CHARS = 400;

export interface FailureContext {
  modelId: string;
  timeoutSeconds: number;
  timedOut: boolean;
  cancelled: boolean;
}

function providerSaid(error: APICallError): string {
  const body = error.responseBody ?? "";
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } | string };
    const message = typeof parsed.error === "string" ? parsed.error : parsed.error?.message;
    if (typeof message === "string" && message.trim()) return `: “${message.trim()}”`;
  } catch {
    // not JSON: say nothing more than the status
  }
  return "";
}

function apiCallMessage(error: APICallError, context: FailureContext, tries: number): string {
  const status = error.statusCode;
  const said = providerSaid(error);
  if (status === undefined) {
    return `Could not reach the AI provider (${error.message}). Check AI_BASE_URL and that the server is running.`;
  }
  if (status === 401 || status === 403) {
    return `The AI provider refused the API key (HTTP ${status})${said}. Check AI_API_KEY.`;
  }
  if (status === 404) {
    return `The AI provider does not offer the model “${context.modelId}” (HTTP 404)${said}. Check AI_MODEL and AI_BASE_URL.`;
  }
  if (status === 429) {
    return `The AI provider is rate-limiting this key or its quota is used up (HTTP 429)${said}. Try again later.`;
  }
  if (status >= 500) {
    const attempts = tries > 1 ? ` after ${tries} tries` : "";
    return `The AI provider failed (HTTP ${status})${attempts}${said}. Try again later.`;
  }
  return `The AI provider rejected the request (HTTP ${status})${said}.`;
}

export function failureMessage(error: unknown, context: FailureContext): string {
  if (context.cancelled) return "Cancelled";
  if (context.timedOut) {
    return `The AI provider did not answer within ${context.timeoutSeconds} seconds. Try again, choose a faster model, or raise AI_TIMEOUT_SECONDS.`;
  }
  let message: string;
  if (RetryError.isInstance(error) && APICallError.isInstance(error.lastError)) {
    message = apiCallMessage(error.lastError, context, error.errors.length);
  } else if (APICallError.isInstance(error)) {
    message = apiCallMessage(error, context, 1);
  } else if (NoObjectGeneratedError.isInstance(error)) {
    message = "The model's answer was not the JSON asked for.";
  } else {
    const text = error instanceof Error ? error.message : String(error);
    message = `Generation failed: ${text}`;
  }
  return message.length > MAX_CHARS ? `${message.slice(0, MAX_CHARS - 1)}…` : message;
}
