import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { ContentType } from "../../shared/constants.ts";
import {
  ANY_TABLE,
  type CachedAnswer,
  chooseEncoding,
  makeAnswer,
  matchesEtag,
  type ResponseCache,
  type View,
} from "../cache/response-cache.ts";
import type { Database } from "../db/client.ts";
import { apart, readsSoFar, recordReadsInto } from "../db/tables-touched.ts";
import type { AnalyticsRecorder } from "../modules/analytics/analytics.recorder.ts";
import { countsViews } from "../modules/analytics/who-counts.ts";

// Public answers from memory (ADR 011, ADR 017, ADR 020). A route opts in with
// `config: { cache: true }`; a GET from a visitor without a session is then answered from the
// cache: brotli or gzip made once, an ETag that turns a repeat into 304. An address is made by a
// request of the app's own (`app.inject`), not by the visitor who missed it: the making finishes
// and is kept even if that visitor leaves, and every visitor of the address shares it. The making
// notes the tables its queries read. A change to a table (a write this process sends, or NOTIFY
// content_changed from a database trigger, from any writer or instance) makes stale the answers
// that read it: the next visitor starts its remaking and waits for it up to RENDER_BUDGET_MS, the
// others are served the stale copy meanwhile, and a making that fails leaves it in place.

export const CONTENT_CHANGED = "content_changed";
/** How long a visitor waits for a remaking when a stale copy could answer instead. */
export const RENDER_BUDGET_MS = 2000;
/** Marks the app's own request that makes an address; its value is a secret of this process. */
const FILL_HEADER = "x-cache-fill";

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
    /**
     * Counts a read of a topic or test if this request's reads count (`countsViews`): now, or,
     * for the cache's making, each time a visitor is served the answer.
     */
    countView(contentType: ContentType, contentId: number): void;
    /** Set on the app's own request that makes an address: where to keep its answer. */
    cacheFill: { key: string; began: number; views: View[]; tables: Set<string> } | null;
  }
}

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
  /** How long a visitor waits for a remaking when a stale copy could answer (RENDER_BUDGET_MS). */
  renderBudgetMs?: number;
}

const cacheKey = (request: FastifyRequest) => `${request.protocol}://${request.host}${request.url}`;

export const responseCachePlugin = fp(
  async (app: FastifyInstance, options: ResponseCacheOptions) => {
    const { cache, database, recorder, onChange, renderBudgetMs = RENDER_BUDGET_MS } = options;
    app.decorate("responseCache", cache);
    app.decorateRequest("cacheFill", null);
    app.decorateRequest(
      "countView",
      function countView(this: FastifyRequest, contentType: ContentType, contentId: number) {
        if (!countsViews(this)) return;
        if (this.cacheFill) this.cacheFill.views.push({ contentType, contentId });
        else recorder.recordView(contentType, contentId);
      },
    );

    // The site settings are read from memory by every answer, never through SQL: a change to
    // them makes every answer stale.
    const changed = (table: string) => cache?.changed(table === "settings" ? undefined : table);
    const stopListening = await database.listen(
      CONTENT_CHANGED,
      (table) => {
        changed(table);
        onChange?.(table);
      },
      (error) => {
        cache?.changed();
        onChange?.("settings");
        app.log.warn({ err: error }, "content change notifications interrupted; cache made stale");
      },
    );
    // A write this process sends stales at once what read its table; the notification, which
    // comes at commit and from every instance, does it again for readers that came between.
    const stopWatching = database.onWrite(changed);
    app.addHook("onClose", async () => {
      stopWatching();
      await stopListening();
    });
    if (!cache) return;

    const secret = randomBytes(18).toString("base64url");
    /** The app's own GET of the address, as a visitor without a session would ask for it. */
    const make = (request: FastifyRequest) =>
      apart(() =>
        app.inject({
          method: "GET",
          url: request.url,
          headers: {
            host: request.host,
            // Read only when TRUST_PROXY is on, as the visitor's own were.
            "x-forwarded-host": request.host,
            "x-forwarded-proto": request.protocol,
            "accept-encoding": "identity",
            [FILL_HEADER]: secret,
          },
        }),
      );

    app.addHook("onRequest", async (request, reply) => {
      if (request.headers[FILL_HEADER] === secret) {
        const tables = new Set<string>();
        recordReadsInto(tables);
        request.cacheFill = { key: cacheKey(request), began: cache.clock(), views: [], tables };
        return;
      }
      if (request.method !== "GET" || !request.routeOptions.config?.cache || request.user) return;
      const key = cacheKey(request);
      const kept = cache.get(key);
      if (kept?.fresh) return sendHit(request, reply, kept.answer, recorder, "hit");
      let making = cache.makingOf(key) as ReturnType<typeof make> | undefined;
      // Someone is remaking it: the stale copy answers now.
      if (making && kept) return sendHit(request, reply, kept.answer, recorder, "stale");
      const mine = !making;
      if (!making) {
        making = cache.startMaking(key, cache.clock(), make(request));
        making.catch((error: unknown) =>
          app.log.error({ err: error }, "making a cached answer failed"),
        );
      }
      const made = await (kept
        ? withinBudget(making, renderBudgetMs)
        : making.catch(() => undefined));
      // A making that fails or overruns leaves the stale copy to answer; a gone address is forgotten.
      const now = cache.get(key);
      if (now)
        return sendHit(
          request,
          reply,
          now.answer,
          recorder,
          !now.fresh ? "stale" : mine ? "miss" : "hit",
        );
      if (!made) return; // nothing kept and nothing made: this request is answered as usual
      reply.code(made.statusCode);
      for (const [name, value] of Object.entries(made.headers)) {
        if (value !== undefined && !PER_ANSWER.has(name)) reply.header(name, value);
      }
      return reply.send(made.rawPayload);
    });

    app.addHook("onSend", async (request, reply, payload) => {
      const fill = request.cacheFill;
      if (!fill) return payload;
      if (isStorable(reply, payload)) {
        // Were the reads followed all along? If not, the answer counts as reading everything.
        const tables = readsSoFar() === fill.tables ? fill.tables : [ANY_TABLE];
        const answer = await makeAnswer(replayable(reply), Buffer.from(payload), fill.views);
        cache.set(fill.key, answer, fill.began, tables);
      } else if (reply.statusCode === 404 || reply.statusCode === 410) {
        cache.forget(fill.key);
      }
      return payload;
    });
  },
  { name: "response-cache", dependencies: ["session"] },
);

/** The making's answer, or undefined when it fails or takes longer than `budgetMs`. */
async function withinBudget<T>(making: Promise<T>, budgetMs: number): Promise<T | undefined> {
  const stop = new AbortController();
  const late = sleep(budgetMs, undefined, { signal: stop.signal }).catch(() => undefined);
  try {
    return await Promise.race([making.catch(() => undefined), late]);
  } finally {
    stop.abort();
  }
}

/**
 * Cache hits for requests that carry no cookie (every visitor: only a logged-in user has one),
 * registered before every other plugin: the stored bytes and headers are written straight to
 * the socket, skipping the cookie, header, session and compression hooks that would only
 * reproduce what is already stored. Analytics and the request log still hear of it (Fastify
 * runs onResponse for a hijacked reply). A stale answer is served here only while its address
 * is being made again; anything else goes on to `responseCachePlugin`.
 */
export const cacheHitsPlugin = fp(
  async (app: FastifyInstance, options: Pick<ResponseCacheOptions, "cache" | "recorder">) => {
    const { cache, recorder } = options;
    if (!cache) return;
    app.addHook("onRequest", (request, reply, done) => {
      if (
        request.method !== "GET" ||
        request.headers.cookie !== undefined ||
        request.headers[FILL_HEADER] !== undefined ||
        !request.routeOptions.config?.cache
      ) {
        return done();
      }
      const key = cacheKey(request);
      const kept = cache.get(key);
      if (kept?.fresh) sendHit(request, reply, kept.answer, recorder, "hit");
      else if (kept && cache.makingOf(key)) sendHit(request, reply, kept.answer, recorder, "stale");
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
 * client's encoding. Each use counts the reads its making counted. `source` says whether it was
 * kept (hit), kept but being remade (stale), or made for this request (miss).
 */
function sendHit(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  recorder: AnalyticsRecorder,
  source: "hit" | "stale" | "miss",
) {
  if (countsViews(request)) {
    for (const view of answer.views) recorder.recordView(view.contentType, view.contentId);
  }
  reply.hijack();
  reply.raw.setHeader("x-cache", source);
  if (matchesEtag(request.headers["if-none-match"], answer.etag)) {
    reply.raw.writeHead(304, answer.wire.notModified).end();
    return;
  }
  const encoding = chooseEncoding(request.headers["accept-encoding"]);
  reply.raw.writeHead(200, answer.wire[encoding]).end(answer.bodies[encoding]);
}
