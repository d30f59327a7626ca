import { createHmac } from "node:crypto";
import { lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rateLimits } from "./rate-limit.table.ts";

// A store for @fastify/rate-limit that keeps counters in the database, so every instance over
// one PostgreSQL shares them. Keys are HMACs under a per-installation secret: the table never
// holds a client address.

type Callback = (error: Error | null, result: { current: number; ttl: number }) => void;

interface StoreOptions {
  /** Namespace for a limiter; set explicitly, or taken from the route. */
  name?: string;
  routeInfo?: { method?: string | string[]; url?: string };
}

export function createDbRateLimitStore(db: Db, secret: string) {
  const hash = (namespace: string, key: string) =>
    createHmac("sha256", secret).update(`${namespace}\0${key}`).digest("base64url");

  class DbRateLimitStore {
    readonly namespace: string;

    constructor(rawOptions: object = {}) {
      const options = rawOptions as StoreOptions;
      const route = options.routeInfo?.url
        ? `${options.routeInfo.method} ${options.routeInfo.url}`
        : "global";
      this.namespace = options.name ?? route;
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      const hashed = hash(this.namespace, key);
      const resetAt = new Date(Date.now() + timeWindow);
      const query = db
        .insert(rateLimits)
        .values({ key: hashed, count: 1, resetAt })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
            resetAt: sql`case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end`,
            updatedAt: sql`now()`,
          },
        })
        .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
      settle(query.execute(), callback);
    }

    read(key: string, callback: Callback) {
      const query = db
        .select({ count: rateLimits.count, resetAt: rateLimits.resetAt })
        .from(rateLimits)
        .where(
          sql`${rateLimits.key} = ${hash(this.namespace, key)} and ${rateLimits.resetAt} > now()`,
        );
      settle(query.execute(), callback);
    }

    child(options: object) {
      return new DbRateLimitStore(options);
    }
  }
  return DbRateLimitStore;
}

function settle(rows: Promise<Array<{ count: number; resetAt: Date }>>, callback: Callback) {
  rows.then(
    (found) => {
      callback(null, toResult(found[0]));
    },
    (error: Error) => {
      callback(error, { current: 0, ttl: 0 });
    },
  );
}

function toResult(row: { count: number; resetAt: Date } | undefined) {
  if (!row) return { current: 0, ttl: 0 };
  return { current: row.count, ttl: Math.max(0, row.resetAt.getTime() - Date.now()) };
}

/** Drops counters whose window ended; run now and then, not per request. */
export async function deleteExpiredRateLimits(db: Db) {
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, new Date()));
}
