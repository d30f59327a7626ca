import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { LRUCache } from "lru-cache";
import type { ContentType } from "../../shared/constants.ts";

// What a visitor without a session is answered, kept per URL: every such visitor gets the same
// bytes (progress and theme live in the browser), so a public list or page is rendered and
// compressed once per change instead of once per request. Emptied whenever content changes.

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

export interface ResponseCache {
  /** Changes whenever the cache is emptied: an answer begun under an older one is not kept. */
  generation(): number;
  get(key: string): CachedAnswer | undefined;
  /** Keeps the answer unless the cache was emptied since `generation` was read. */
  set(key: string, answer: CachedAnswer, generation: number): void;
  clear(): void;
  stats(): { entries: number; bytes: number };
}

export function createResponseCache({ maxBytes = 64 * 1024 * 1024 } = {}): ResponseCache {
  let generation = 0;
  const answers = new LRUCache<string, CachedAnswer>({
    maxSize: maxBytes,
    sizeCalculation: (answer) =>
      answer.bodies.identity.length + answer.bodies.gzip.length + answer.bodies.br.length + 1024,
  });
  return {
    generation: () => generation,
    get: (key) => answers.get(key),
    set(key, answer, since) {
      if (since === generation) answers.set(key, answer);
    },
    clear() {
      generation += 1;
      answers.clear();
    },
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
  const hit = { ...headers, etag, vary: "accept-encoding", "x-cache": "hit" };
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
