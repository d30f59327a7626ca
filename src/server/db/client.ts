import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type pg from "pg";
import { acquireDataDirLock } from "./lock.ts";
import { createPglite } from "./pglite.ts";
import { watchTables } from "./tables-touched.ts";

// Each engine's driver is imported only when it is used: loading both cost a PostgreSQL
// instance PGlite's memory, and every start both drivers' import time.

/** The one database type repositories see, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
  /** Present on PostgreSQL: migrations take a session-level advisory lock on one client. */
  pool?: pg.Pool;
  pglite?: PGlite;
  /**
   * Calls `onNotify` for each NOTIFY on `channel`, from any connection or instance, until the
   * returned function is called. `onLost` hears when notifications may have been missed (the
   * listening connection dropped; it reconnects by itself).
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onLost: (error: Error) => void,
  ): Promise<() => Promise<void>>;
  /** Hears each table a statement sent by this process is about to write (tables-touched.ts). */
  onWrite(listener: (table: string) => void): () => void;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /** An already-open PGlite (tests); closing the Database closes it. */
  pglite?: PGlite;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  if (options.pglite) return wrapPglite(options.pglite, () => {});
  const { PGlite } = await import("@electric-sql/pglite");
  const dataDir = resolve(options.dataDir ?? "./data");
  mkdirSync(dataDir, { recursive: true });
  const release = acquireDataDirLock(join(dataDir, "pglite.lock"));
  try {
    const client = await createPglite({
      dataDir: join(dataDir, "pglite"),
      startParams: pgliteStartParams(PGlite),
    });
    return await wrapPglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * PGlite's start parameters with 32 MB of shared buffers: PostgreSQL's default 128 MB are zeroed
 * at every start inside PGlite's memory (0.4 s and 100 MB of RSS), for a database of tens of MB
 * whose files the OS caches behind these buffers anyway.
 */
export function pgliteStartParams(pglite: Pick<typeof PGlite, "defaultStartParams">): string[] {
  return [...pglite.defaultStartParams, "-c", "shared_buffers=32MB"];
}

async function wrapPglite(client: PGlite, release: () => void): Promise<Database> {
  const { drizzle: drizzlePglite } = await import("drizzle-orm/pglite");
  let closed = false;
  const watch = watchTables();
  return {
    db: drizzlePglite(client, { logger: watch.logger }) as unknown as Db,
    kind: "pglite",
    onWrite: watch.onWrite,
    pglite: client,
    async listen(channel, onNotify) {
      const stop = await client.listen(channel, onNotify);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import("pg");
  const { drizzle: drizzlePg } = await import("drizzle-orm/node-postgres");
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server ends (a restart, an administrator) makes the pool drop it and
  // emit "error"; with no listener that is an uncaught exception. The app logs it (app.ts).
  pool.on("error", () => {});
  // pool.end() resolves once it has asked its connections to end, not when they have: count
  // them out, so close() means closed (a dropped database must not find one still open).
  const open = new Set<pg.PoolClient>();
  let drained: (() => void) | undefined;
  pool.on("connect", (client) => open.add(client));
  pool.on("remove", (client) => {
    open.delete(client);
    if (open.size === 0) drained?.();
  });
  // Fail fast with a readable message when the server is unreachable.
  const probe = await pool.connect().catch(async (error: Error) => {
    await pool.end();
    throw new Error(`Cannot connect to PostgreSQL (DATABASE_URL): ${error.message}`);
  });
  probe.release();
  let closed = false;
  const watch = watchTables();
  return {
    db: drizzlePg(pool, { logger: watch.logger }) as unknown as Db,
    kind: "postgres",
    onWrite: watch.onWrite,
    pool,
    listen: (channel, onNotify, onLost) => listenPostgres(pg, url, channel, onNotify, onLost),
    async close() {
      if (closed) return;
      closed = true;
      const allEnded = new Promise<void>((resolve) => {
        drained = resolve;
      });
      await pool.end();
      if (open.size > 0) await allEnded;
    },
  };
}

const RECONNECT_MS = 1000;

/** LISTEN on a connection of its own (a pooled one would be handed to queries). */
async function listenPostgres(
  driver: typeof pg,
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  onLost: (error: Error) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new driver.Client({ connectionString: url });
    next.on("notification", (message) => {
      if (message.channel === channel) onNotify(message.payload ?? "");
    });
    next.on("error", (error) => {
      next.end().catch(() => {});
      if (client !== next || stopped) return;
      client = undefined;
      onLost(error);
      retry = setTimeout(reconnect, RECONNECT_MS);
    });
    await next.connect();
    await next.query(`LISTEN ${driver.escapeIdentifier(channel)}`);
    client = next;
  };
  const reconnect = () => {
    if (stopped) return;
    connect().then(
      // Changes made while nobody listened are unknown: say so once more.
      () => onLost(new Error(`listening on ${channel} again`)),
      (error: Error) => {
        onLost(error);
        retry = setTimeout(reconnect, RECONNECT_MS);
      },
    );
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
