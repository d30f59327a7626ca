import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { ContentType } from "../../shared/constants.ts";
import {
  type CachedAnswer,
  chooseEncoding,
  makeAnswer,
  matchesEtag,
  type ResponseCache,
  type View,
} from "../cache/response-cache.ts";
import type { Database } from "../db/client.ts";
import { askedWithHead } from "../head-as-get.ts";
import type { AnalyticsRecorder } from "../modules/analytics/analytics.recorder.ts";

// Public answers from memory (ADR 011). A route opts in with `config: { cache: true }`; a
// GET from a visitor without a session is then answered from the cache when it can be, with
// brotli or gzip made once and an ETag that turns a repeat into 304. The cache empties on every
// NOTIFY content_changed (database triggers on the public tables, from any writer or instance)
// and before a logged-in user's successful write is answered, so its author reads it at once.

export const CONTENT_CHANGED = "content_changed";

declare module "fastify" {
  interface FastifyInstance {
    /** The cache of public answers; absent under Vite. */
    responseCache: ResponseCache | undefined;
  }
  interface FastifyContextConfig {
    /** Visitors' GETs of this route are answered from the response cache. */
    cache?: boolean;
  }
  interface FastifyRequest {
    /** Counts a read of a topic or test now, and again whenever the cached answer is reused. */
    countView(contentType: ContentType, contentId: number): void;
    /** A miss being made: where to keep it, and `made` lets those waiting for it go on. */
    cacheFill: { key: string; generation: number; views: View[]; made: () => void } | null;
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Headers made per answer, never replayed from the cache. */
const PER_ANSWER = new Set([
  "content-length",
  "content-encoding",
  "etag",
  "vary",
  "x-cache",
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
]);

export interface ResponseCacheOptions {
  /** None: nothing is cached (development), views are still counted. */
  cache: ResponseCache | undefined;
  database: Database;
  recorder: AnalyticsRecorder;
  /** Hears which table changed, on every instance (the settings reload from it). */
  onChange?: (table: string) => void;
}

export const responseCachePlugin = fp(
  async (app: FastifyInstance, options: ResponseCacheOptions) => {
    const { cache, database, recorder, onChange } = options;
    app.decorate("responseCache", cache);
    app.decorateRequest("cacheFill", null);
    app.decorateRequest(
      "countView",
      function countView(this: FastifyRequest, contentType: ContentType, contentId: number) {
        // A HEAD reads nothing (a link checker, a crawler's probe): not a view.
        if (!askedWithHead(this.raw)) recorder.recordView(contentType, contentId);
        this.cacheFill?.views.push({ contentType, contentId });
      },
    );

    const stopListening = await database.listen(
      CONTENT_CHANGED,
      (table) => {
        cache?.clear();
        onChange?.(table);
      },
      (error) => {
        cache?.clear();
        onChange?.("settings");
        app.log.warn({ err: error }, "content change notifications interrupted; cache emptied");
      },
    );
    app.addHook("onClose", async () => {
      await stopListening();
    });
    if (!cache) return;

    // The first visitor to miss an address makes its answer; those who ask for it meanwhile
    // wait for that one instead of each rendering the same page (after every change, a busy
    // page would otherwise be made once per waiting visitor).
    const making = new Map<string, Promise<void>>();

    app.addHook("onRequest", async (request, reply) => {
      if (request.method !== "GET" || !request.routeOptions.config?.cache || request.user) return;
      const key = `${request.protocol}://${request.host}${request.url}`;
      let answer = cache.get(key);
      const pending = answer ? undefined : making.get(key);
      if (pending) {
        await pending;
        answer = cache.get(key);
      }
      if (answer) return sendHit(request, reply, answer, recorder);
      // After one wait, an answer that could not be kept (an error, a 404) is made by each.
      if (pending) return;
      const { promise, resolve } = Promise.withResolvers<void>();
      const made = () => {
        if (making.get(key) === promise) making.delete(key);
        resolve();
      };
      making.set(key, promise);
      reply.raw.once("close", made);
      request.cacheFill = { key, generation: cache.generation(), views: [], made };
    });

    app.addHook("onSend", async (request, reply, payload) => {
      if (!SAFE_METHODS.has(request.method) && request.user && reply.statusCode < 400) {
        cache.clear();
        return payload;
      }
      const fill = request.cacheFill;
      if (!fill) return payload;
      if (!isStorable(reply, payload)) return payload;
      const answer = await makeAnswer(replayable(reply), Buffer.from(payload), fill.views);
      cache.set(fill.key, answer, fill.generation);
      fill.made();
      return missBody(request, reply, answer);
    });
  },
  { name: "response-cache", dependencies: ["session"] },
);

/**
 * Cache hits for requests that carry no cookie (every visitor: only a logged-in user has one),
 * registered before every other plugin: the stored bytes and headers are written straight to
 * the socket, skipping the cookie, header, session and compression hooks that would only
 * reproduce what is already stored. Analytics and the request log still hear of it (Fastify
 * runs onResponse for a hijacked reply). Anything else goes on to `responseCachePlugin`.
 */
export const cacheHitsPlugin = fp(
  async (app: FastifyInstance, options: Pick<ResponseCacheOptions, "cache" | "recorder">) => {
    const { cache, recorder } = options;
    if (!cache) return;
    app.addHook("onRequest", (request, reply, done) => {
      if (
        request.method !== "GET" ||
        request.headers.cookie !== undefined ||
        !request.routeOptions.config?.cache
      ) {
        return done();
      }
      const answer = cache.get(`${request.protocol}://${request.host}${request.url}`);
      if (answer) sendHit(request, reply, answer, recorder);
      else done();
    });
  },
  { name: "response-cache-hits" },
);

function isStorable(reply: FastifyReply, payload: unknown): payload is string | Buffer {
  if (reply.statusCode !== 200) return false;
  if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return false;
  if (reply.hasHeader("set-cookie") || reply.hasHeader("content-encoding")) return false;
  return !/no-store|private/.test(String(reply.getHeader("cache-control") ?? ""));
}

function replayable(reply: FastifyReply): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value === undefined || PER_ANSWER.has(name)) continue;
    headers[name] = Array.isArray(value) ? value.join(", ") : String(value);
  }
  return headers;
}

/**
 * Writes a kept answer as it was stored, straight to the socket (Fastify still runs onResponse):
 * nothing but headers (304) when the browser already holds these bytes, else the body in the
 * client's encoding. Each use counts the reads its making counted.
 */
function sendHit(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  recorder: AnalyticsRecorder,
) {
  if (!askedWithHead(request.raw)) {
    for (const view of answer.views) recorder.recordView(view.contentType, view.contentId);
  }
  reply.hijack();
  if (matchesEtag(request.headers["if-none-match"], answer.etag)) {
    reply.raw.writeHead(304, answer.wire.notModified).end();
    return;
  }
  const encoding = chooseEncoding(request.headers["accept-encoding"]);
  reply.raw.writeHead(200, answer.wire[encoding]).end(answer.bodies[encoding]);
}

/**
 * Sets a just-made answer's status and per-answer headers and returns its body: nothing (304)
 * when the browser already holds these bytes (after the cache empties most answers are
 * unchanged, so a fresh miss can say so too), else the body in the client's encoding.
 */
function missBody(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  reply.header("etag", answer.etag).header("vary", "accept-encoding").header("x-cache", "miss");
  reply.removeHeader("content-length");
  if (matchesEtag(request.headers["if-none-match"], answer.etag)) {
    reply.code(304);
    return "";
  }
  reply.code(200);
  const encoding = chooseEncoding(request.headers["accept-encoding"]);
  if (encoding !== "identity") reply.header("content-encoding", encoding);
  return answer.bodies[encoding];
}
