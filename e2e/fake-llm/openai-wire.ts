import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import { z } from "zod";

// OpenAI Chat Completions as it goes over the wire: the request fields the fake reads, the
// response and stream-chunk bodies, and the error bodies with their status codes and headers.

const contentPart = z.looseObject({ type: z.string(), text: z.string().optional() });

export const chatRequestSchema = z.looseObject({
  model: z.string().min(1),
  messages: z
    .array(
      z.looseObject({
        role: z.string(),
        content: z.union([z.string(), z.array(contentPart), z.null()]).optional(),
      }),
    )
    .min(1),
  stream: z.boolean().optional(),
  stream_options: z.looseObject({ include_usage: z.boolean().optional() }).nullish(),
  response_format: z
    .looseObject({
      type: z.string(),
      json_schema: z.looseObject({ schema: z.unknown().optional() }).optional(),
    })
    .nullish(),
});
export type ChatRequest = z.output<typeof chatRequestSchema>;

/** All message text, system prompt included, as the model would read it. */
export function promptText(request: ChatRequest): string {
  return request.messages
    .map(({ content }) =>
      typeof content === "string"
        ? content
        : (content ?? []).map((part) => part.text ?? "").join("\n"),
    )
    .join("\n");
}

/** Roughly what a BPE tokenizer gives English text: four characters a token. */
export function usageOf(prompt: string, completion: string) {
  const prompt_tokens = Math.max(1, Math.ceil(prompt.length / 4));
  const completion_tokens = Math.max(1, Math.ceil(completion.length / 4));
  return { prompt_tokens, completion_tokens, total_tokens: prompt_tokens + completion_tokens };
}

export type Usage = ReturnType<typeof usageOf>;
export type FinishReason = "stop" | "length";

interface Answer {
  model: string;
  content: string;
  finishReason: FinishReason;
  usage: Usage;
}

const header = (model: string, object: string) => ({
  id: `chatcmpl-${randomBytes(12).toString("base64url")}`,
  object,
  created: Math.floor(Date.now() / 1000),
  model,
  system_fingerprint: "fp_fake_tutor",
});

export function completion({ model, content, finishReason, usage }: Answer) {
  return {
    ...header(model, "chat.completion"),
    choices: [
      {
        index: 0,
        message: { role: "assistant", content, refusal: null },
        logprobs: null,
        finish_reason: finishReason,
      },
    ],
    usage,
  };
}

/**
 * Server-sent chunks as OpenAI streams them: the role first, the content in pieces, an empty
 * delta with the finish reason, then, only if `stream_options.include_usage` asked for it, a
 * chunk with no choices carrying the usage (every earlier chunk then has `usage: null`).
 */
export function writeStream(res: ServerResponse, answer: Answer, includeUsage: boolean) {
  const base = header(answer.model, "chat.completion.chunk");
  const extra = includeUsage ? { usage: null } : {};
  const send = (body: object) => res.write(`data: ${JSON.stringify(body)}\n\n`);
  const choice = (delta: object, finish: FinishReason | null = null) => ({
    ...base,
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
    ...extra,
  });
  res.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache",
    connection: "keep-alive",
  });
  send(choice({ role: "assistant", content: "", refusal: null }));
  for (let at = 0; at < answer.content.length; at += 48) {
    send(choice({ content: answer.content.slice(at, at + 48) }));
  }
  send(choice({}, answer.finishReason));
  if (includeUsage) send({ ...base, choices: [], usage: answer.usage });
  res.end("data: [DONE]\n\n");
}

export type ErrorMode = "http-500" | "http-401" | "http-429";

const FAILURES: Record<ErrorMode, { status: number; type: string; code: string; message: string }> =
  {
    "http-500": {
      status: 500,
      type: "server_error",
      code: "server_error",
      message: "The server had an error while processing your request. Sorry about that!",
    },
    "http-401": {
      status: 401,
      type: "invalid_request_error",
      code: "invalid_api_key",
      message: "Incorrect API key provided. You can find your API key in your account settings.",
    },
    "http-429": {
      status: 429,
      type: "requests",
      code: "rate_limit_exceeded",
      message:
        "Rate limit reached for requests per min (RPM): Limit 3, Used 3, Requested 1. Please try again in 1s.",
    },
  };

/** Status, headers and body as OpenAI answers each failure; a 429 says when to come back. */
export function errorReply(mode: ErrorMode | "bad-request" | "not-found", message = "") {
  const known = mode === "bad-request" || mode === "not-found" ? undefined : FAILURES[mode];
  const { status, type, code } = known ?? {
    status: mode === "not-found" ? 404 : 400,
    type: "invalid_request_error",
    code: null,
  };
  const headers: Record<string, string> =
    mode === "http-429" ? { "retry-after": "1", "x-ratelimit-reset-requests": "1s" } : {};
  return {
    status,
    headers,
    body: { error: { message: known?.message ?? message, type, param: null, code } },
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers = {}) {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}
