import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { z } from "zod";
import { answerFor, kindOf, readSubject } from "./fake-llm-content.ts";
import {
  chatRequestSchema,
  completion,
  errorReply,
  promptText,
  sendJson,
  usageOf,
  writeStream,
} from "./openai-wire.ts";

// An OpenAI-compatible chat server for tests, speaking the protocol Ollama, vLLM, LM Studio and
// llama.cpp serve, so the app's real AI SDK client is exercised end to end with no model. Tests
// steer it through POST /__control (or setMode in-process) to fail in the ways real servers do.

export const FAKE_MODEL = "fake-tutor";
const MODES = [
  "ok",
  "http-500",
  "http-401",
  "http-429",
  "invalid-json",
  "wrong-shape",
  "duplicate-options",
  "too-few",
  "hang",
] as const;
export type FakeMode = (typeof MODES)[number];

export const controlSchema = z.strictObject({
  mode: z.enum(MODES).default("ok"),
  /** Chat requests the mode applies to before it reverts to `ok`; unset: until changed. */
  times: z.number().int().positive().optional(),
  /** Wait before each answer (until the next control or reset), to watch progress. */
  delayMs: z.number().int().min(0).max(600_000).optional(),
});
export type FakeControl = z.input<typeof controlSchema>;

export interface FakeLlm {
  /** Base URL for the provider, ending in /v1. */
  url: string;
  port: number;
  close(): Promise<void>;
  setMode(control: FakeMode | FakeControl): void;
  /** JSON bodies of the chat requests received, oldest first, the last 200. */
  requests(): unknown[];
  /** Chat requests not yet answered and still connected: 0 once aborted clients are gone. */
  inFlight(): number;
}

const REQUESTS_KEPT = 200;
const BODY_LIMIT = 10 * 1024 * 1024;

export async function startFakeLlm({
  port = 0,
  host = "127.0.0.1",
  apiKey,
}: {
  port?: number;
  host?: string;
  apiKey?: string;
} = {}): Promise<FakeLlm> {
  let control = controlSchema.parse({});
  let generation = 0;
  const received: unknown[] = [];
  const pending = new Set<ServerResponse>();

  const setMode = (input: FakeMode | FakeControl) => {
    control = controlSchema.parse(typeof input === "string" ? { mode: input } : input);
  };
  const takeMode = (): FakeMode => {
    const { mode, times } = control;
    if (times !== undefined) {
      control =
        times > 1 ? { ...control, times: times - 1 } : { mode: "ok", delayMs: control.delayMs };
    }
    return mode;
  };

  async function chat(res: ServerResponse, json: unknown) {
    received.push(json);
    if (received.length > REQUESTS_KEPT) received.shift();
    const parsed = chatRequestSchema.safeParse(json);
    if (!parsed.success) {
      const { status, body } = errorReply(
        "bad-request",
        `Invalid request: ${parsed.error.message}`,
      );
      return sendJson(res, status, body);
    }
    const request = parsed.data;
    const mode = takeMode();
    // Whatever is under way for this request stops when its client goes away.
    const gone = new AbortController();
    pending.add(res);
    res.once("close", () => {
      pending.delete(res);
      gone.abort();
    });
    if (control.delayMs) {
      const waited = await sleep(control.delayMs, true, { signal: gone.signal }).catch(() => false);
      if (!waited) return;
    }
    if (mode === "hang") return;
    if (mode === "http-500" || mode === "http-401" || mode === "http-429") {
      const { status, headers, body } = errorReply(mode);
      return sendJson(res, status, body, headers);
    }
    const prompt = promptText(request);
    const kind = kindOf(request.response_format?.json_schema?.schema, prompt);
    if (kind !== "test" && kind !== "chat") generation += 1;
    const content = answerFor(kind, mode, readSubject(prompt), generation, prompt);
    const answer = {
      model: request.model,
      content,
      finishReason: mode === "invalid-json" ? ("length" as const) : ("stop" as const),
      usage: usageOf(prompt, content),
    };
    if (request.stream) writeStream(res, answer, request.stream_options?.include_usage === true);
    else sendJson(res, 200, completion(answer));
  }

  async function route(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? "/", "http://fake").pathname;
    const where = `${req.method} ${path}`;
    if (path.startsWith("/v1/") && apiKey && req.headers.authorization !== `Bearer ${apiKey}`) {
      const { status, body } = errorReply("http-401");
      return sendJson(res, status, body);
    }
    if (where === "GET /v1/models") {
      const model = {
        id: FAKE_MODEL,
        object: "model",
        created: 1_700_000_000,
        owned_by: "learn-ai",
      };
      return sendJson(res, 200, { object: "list", data: [model] });
    }
    if (where === "GET /__requests") return sendJson(res, 200, received);
    if (
      req.method !== "POST" ||
      !["/v1/chat/completions", "/__control", "/__reset"].includes(path)
    ) {
      const { status, body } = errorReply("not-found", `Invalid URL (${where})`);
      return sendJson(res, status, body);
    }
    const json = await readJson(req);
    if (json === undefined) {
      const message = "We could not parse the JSON body of your request.";
      const { status, body } = errorReply("bad-request", message);
      return sendJson(res, status, body);
    }
    if (path === "/v1/chat/completions") return chat(res, json);
    if (path === "/__reset") {
      received.length = 0;
      generation = 0;
      setMode("ok");
      return sendJson(res, 200, { ok: true });
    }
    const parsed = controlSchema.safeParse(json);
    if (!parsed.success) return sendJson(res, 400, { error: z.prettifyError(parsed.error) });
    control = parsed.data;
    return sendJson(res, 200, control);
  }

  const server = createServer((req, res) => {
    route(req, res).catch((error: Error) => {
      if (!res.headersSent) sendJson(res, 500, { error: { message: error.message } });
      else res.destroy(error);
    });
  });
  server.listen(port, host);
  await once(server, "listening");
  const actual = (server.address() as AddressInfo).port;

  return {
    url: `http://${host}:${actual}/v1`,
    port: actual,
    setMode,
    requests: () => [...received],
    inFlight: () => pending.size,
    close: () =>
      new Promise<void>((resolve, reject) => {
        if (!server.listening) return resolve();
        for (const res of pending) res.destroy();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeIdleConnections();
      }),
  };
}

/** The parsed JSON body ({} if empty), or undefined if it is not JSON or absurdly large. */
async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > BODY_LIMIT) return undefined;
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString("utf8");
  try {
    return text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    return undefined;
  }
}
