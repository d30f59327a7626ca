import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { LRUCache } from "lru-cache";
import type { ContentType } from "../../shared/constants.ts";

// What a visitor without a session is answered, kept per URL: every such visitor gets the same
// bytes (progress and theme live in the browser), so a public list or page is rendered and
// compressed once per change instead of once per request. Each answer is kept with the tables its
// making read; a change to a table makes stale the answers that read it and no others (ADR 020).
// A stale answer is served while its address is made again (ADR 017), so no visitor waits on a
// render that a busy server cannot finish.

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
  /** False once a table it read changed after its making began: serve it only while remade. */
  fresh: boolean;
}

export interface ResponseCache {
  /** Advances at every change: a making notes it when it begins. */
  clock(): number;
  get(key: string): Kept | undefined;
  /** Keeps an answer whose making began at `began` and read `tables`. */
  set(key: string, answer: CachedAnswer, began: number, tables: Iterable<string>): void;
  /** Drops an address that no longer answers (a deleted topic's page). */
  forget(key: string): void;
  /** `table` changed: the answers that read it become stale. With no table, every answer does. */
  changed(table?: string): void;
  /** Notes the making of `key` under way, begun at `began`; it is forgotten when it settles. */
  startMaking<T>(key: string, began: number, making: Promise<T>): Promise<T>;
  /**
   * The making of `key` under way, if what it makes will be fresh: none when a table the kept
   * copy read changed after it began (a visitor after that change must not be handed it).
   */
  makingOf(key: string): Promise<unknown> | undefined;
  /** How many makings are under way. */
  makings(): number;
  stats(): { entries: number; bytes: number };
}

/** Stands for "any table": an answer whose reads are unknown is stale after any change. */
export const ANY_TABLE = "*";

interface Entry {
  answer: CachedAnswer;
  began: number;
  tables: readonly string[];
}

export function createResponseCache({ maxBytes = 64 * 1024 * 1024 } = {}): ResponseCache {
  let clock = 0;
  /** When everything last changed, and when each table did. */
  let allChanged = 0;
  const tableChanged = new Map<string, number>();
  const unchangedSince = (tables: readonly string[], began: number) =>
    allChanged <= began &&
    tables.every(
      (table) => (table === ANY_TABLE ? clock : (tableChanged.get(table) ?? 0)) <= began,
    );
  const answers = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    sizeCalculation: ({ answer }) =>
      answer.bodies.identity.length + answer.bodies.gzip.length + answer.bodies.br.length + 1024,
  });
  const making = new Map<string, { promise: Promise<unknown>; began: number }>();
  return {
    clock: () => clock,
    get(key) {
      const entry = answers.get(key);
      return entry && { answer: entry.answer, fresh: unchangedSince(entry.tables, entry.began) };
    },
    set(key, answer, began, tables) {
      // Never replace a copy begun later (two makings of one address can overlap).
      const kept = answers.peek(key);
      if (!kept || kept.began <= began) answers.set(key, { answer, began, tables: [...tables] });
    },
    forget: (key) => void answers.delete(key),
    changed(table) {
      clock += 1;
      if (table === undefined) allChanged = clock;
      else tableChanged.set(table, clock);
    },
    startMaking(key, began, promise) {
      const entry = { promise, began };
      making.set(key, entry);
      const settled = () => {
        if (making.get(key) === entry) making.delete(key);
      };
      promise.then(settled, settled);
      return promise;
    },
    makingOf(key) {
      const under = making.get(key);
      if (!under) return undefined;
      // With no copy to say which tables the address reads, any change since counts.
      const tables = answers.peek(key)?.tables ?? [ANY_TABLE];
      const current = unchangedSince(tables, under.began);
      return current ? under.promise : undefined;
    },
    makings: () => making.size,
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
