import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { LRUCache } from "lru-cache";
import type { ContentType } from "../../shared/constants.ts";

// What a visitor without a session is answered, kept per URL: every such visitor gets the same
// bytes (progress and theme live in the browser), so a public list or page is rendered and
// compressed once per change instead of once per request. A change makes every kept answer
// stale rather than dropping it: a stale answer is served while its address is made again
// (ADR 017), so no visitor waits on a render that a busy server cannot finish.

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export type Encoding = "br" | "gzip" | "identity";

export interface View {
  contentType: ContentType;
  contentId: number;
}

export interface CachedAnswer {
  etag: string;
  bodies: Record<Encoding, Buffer>;
  /** Every header of a hit in each encoding, and of a 304, made once for writing as they are. */
  wire: Record<Encoding | "notModified", Record<string, string>>;
  /** Reads counted when the answer was made; each answer from the cache counts them again. */
  views: View[];
}

export interface Kept {
  answer: CachedAnswer;
  /** False once content changed after its making began: serve it only while it is remade. */
  fresh: boolean;
}

export interface ResponseCache {
  /** Changes whenever content changes: an answer begun under an older one is kept stale. */
  generation(): number;
  get(key: string): Kept | undefined;
  /** Keeps the answer, fresh if nothing changed since `generation` was read, else stale. */
  set(key: string, answer: CachedAnswer, generation: number): void;
  /** Drops an address that no longer answers (a deleted topic's page). */
  forget(key: string): void;
  /** Content changed: every kept answer becomes stale. */
  clear(): void;
  /** The one making of each address under way, which every visitor of it shares. */
  making: Map<string, Promise<unknown>>;
  stats(): { entries: number; bytes: number };
}

export function createResponseCache({ maxBytes = 64 * 1024 * 1024 } = {}): ResponseCache {
  let generation = 0;
  const answers = new LRUCache<string, { answer: CachedAnswer; generation: number }>({
    maxSize: maxBytes,
    sizeCalculation: ({ answer }) =>
      answer.bodies.identity.length + answer.bodies.gzip.length + answer.bodies.br.length + 1024,
  });
  return {
    generation: () => generation,
    get(key) {
      const entry = answers.get(key);
      return entry && { answer: entry.answer, fresh: entry.generation === generation };
    },
    set(key, answer, since) {
      // Never replace a copy begun later (two makings of one address can overlap).
      const kept = answers.peek(key);
      if (!kept || kept.generation <= since) answers.set(key, { answer, generation: since });
    },
    forget: (key) => void answers.delete(key),
    clear() {
      generation += 1;
    },
    making: new Map(),
    stats: () => ({ entries: answers.size, bytes: answers.calculatedSize }),
  };
}

/** An answer to keep: its body in every encoding, its entity tag, and a hit's headers. */
export async function makeAnswer(
  headers: Record<string, string>,
  body: Buffer,
  views: View[],
): Promise<CachedAnswer> {
  const { etag, bodies } = await encodeBody(body);
  // x-cache is set per answer (hit, stale or miss).
  const hit = { ...headers, etag, vary: "accept-encoding" };
  const sized = (encoding: Encoding) => ({
    ...hit,
    ...(encoding === "identity" ? {} : { "content-encoding": encoding }),
    "content-length": String(bodies[encoding].length),
  });
  const wire = {
    br: sized("br"),
    gzip: sized("gzip"),
    identity: sized("identity"),
    notModified: hit,
  };
  return { etag, bodies, wire, views };
}

/** The body in every encoding we serve, and its entity tag. */
export async function encodeBody(body: Buffer) {
  const [br, gzipped] = await Promise.all([
    // Quality 5 compresses a 200 KB page in milliseconds, within a few percent of 11.
    brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzipAsync(body, { level: 6 }),
  ]);
  const etag = `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  return { etag, bodies: { identity: body, gzip: gzipped, br } };
}

const chosen = new Map<string, Encoding>();

/** The encoding to answer with: brotli, then gzip, when the client accepts it. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  // Browsers send a handful of distinct values: each is read once.
  const header = acceptEncoding ?? "";
  let encoding = chosen.get(header);
  if (encoding === undefined) {
    encoding = parseAcceptEncoding(header);
    if (chosen.size >= 256) chosen.clear();
    chosen.set(header, encoding);
  }
  return encoding;
}

function parseAcceptEncoding(acceptEncoding: string): Encoding {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get("*") ?? 0;
  if (weight("br") > 0) return "br";
  if (weight("gzip") > 0) return "gzip";
  return "identity";
}

/** If-None-Match names this entity tag (weak comparison, as for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => bare(tag) === bare(etag));
}
