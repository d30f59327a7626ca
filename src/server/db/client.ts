import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { acquireDataDirLock } from "./lock.ts";

/** The one database type repositories see, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
  /** Present on PostgreSQL: migrations take a session-level advisory lock on one client. */
  pool?: pg.Pool;
  pglite?: PGlite;
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
  const dataDir = resolve(options.dataDir ?? "./data");
  mkdirSync(dataDir, { recursive: true });
  const release = acquireDataDirLock(join(dataDir, "pglite.lock"));
  try {
    const client = await PGlite.create(join(dataDir, "pglite"));
    return wrapPglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
}

function wrapPglite(client: PGlite, release: () => void): Database {
  let closed = false;
  return {
    db: drizzlePglite(client) as unknown as Db,
    kind: "pglite",
    pglite: client,
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
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // Fail fast with a readable message when the server is unreachable.
  const probe = await pool.connect().catch(async (error: Error) => {
    await pool.end();
    throw new Error(`Cannot connect to PostgreSQL (DATABASE_URL): ${error.message}`);
  });
  probe.release();
  let closed = false;
  return {
    db: drizzlePg(pool) as unknown as Db,
    kind: "postgres",
    pool,
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
