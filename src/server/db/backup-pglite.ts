import { existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { gunzipSync } from "node:zlib";
import type { PGlite } from "@electric-sql/pglite";
import { acquireDataDirLock } from "./lock.ts";
import { createPglite } from "./pglite.ts";

// Backups of the embedded database: PGlite's own data-directory dump (a gzipped tar), taken and
// restored while this process holds the data-directory lock, so no server writes meanwhile.

/** The dump of DATA_DIR/pglite (restore opens it before it replaces anything). */
export async function dumpPglite(dataDir: string): Promise<Uint8Array> {
  const dir = resolve(dataDir);
  if (!existsSync(join(dir, "pglite", "PG_VERSION"))) {
    throw new Error(`No PGlite database in ${join(dir, "pglite")}: nothing to back up.`);
  }
  const release = acquireDataDirLock(join(dir, "pglite.lock"));
  try {
    const client = await createPglite({ dataDir: join(dir, "pglite") });
    let dump: Blob;
    try {
      // Writes everything to the data files, so the copy needs no WAL replay to be complete.
      await client.exec("checkpoint");
      dump = await client.dumpDataDir("gzip");
    } finally {
      await client.close();
    }
    return new Uint8Array(await dump.arrayBuffer());
  } finally {
    release();
  }
}

/**
 * Replaces DATA_DIR/pglite with the backup. The backup is unpacked into a sibling directory and
 * opened first; only then is the current directory renamed aside (returned) and the copy moved in.
 */
export async function restorePglite(dataDir: string, backup: Uint8Array): Promise<string | null> {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const release = acquireDataDirLock(join(dir, "pglite.lock"));
  try {
    const stamp = timestamp();
    const incoming = join(dir, `pglite.restoring-${stamp}`);
    try {
      await checkCopy(backup, incoming);
    } catch (error) {
      rmSync(incoming, { recursive: true, force: true });
      throw error;
    }
    const current = join(dir, "pglite");
    let previous: string | null = null;
    if (existsSync(current)) {
      previous = join(dir, `pglite.before-restore-${stamp}`);
      renameSync(current, previous);
    }
    try {
      renameSync(incoming, current);
    } catch (error) {
      if (previous) renameSync(previous, current);
      throw error;
    }
    return previous;
  } finally {
    release();
  }
}

/** Unpacks the dump into `dataDir`, opens it and finds the migrations table. */
async function checkCopy(bytes: Uint8Array, dataDir: string): Promise<void> {
  let client: PGlite;
  try {
    // Unpacked here: PGlite's own gunzip lets a corrupt file's error escape as an uncaught one.
    const tar = bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : bytes;
    if (Buffer.from(tar.subarray(257, 262)).toString("latin1") !== "ustar") {
      throw new Error("not a tar archive");
    }
    const loadDataDir = new Blob([tar as Uint8Array<ArrayBuffer>], { type: "application/x-tar" });
    client = await createPglite({ dataDir, loadDataDir });
  } catch (error) {
    throw new Error(`it does not open as a PGlite database (${reason(error)})`);
  }
  try {
    const { rows } = await client.query<{ count: number }>(
      "select count(*)::int as count from drizzle.__drizzle_migrations",
    );
    if (!rows[0]?.count) throw new Error("it holds no applied migrations");
  } catch (error) {
    throw new Error(`it is not a Learn AI database (${reason(error)})`);
  } finally {
    await client.close();
  }
}

function reason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.message || (error.cause instanceof Error ? error.cause.message : error.name);
}

/** UTC, sortable and safe in a file name: 20261123T101500Z. */
export function timestamp(date = new Date()): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
}
