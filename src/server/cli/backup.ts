import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, resolve } from "node:path";
import { dumpPglite, restorePglite, timestamp } from "../db/backup-pglite.ts";
import { dumpPostgres, restorePostgres } from "../db/backup-postgres.ts";
import { DataDirLockedError } from "../db/lock.ts";
import { readEnv } from "../env.ts";

// npm run backup [-- <file>]   copies the site's database (DATABASE_URL, else DATA_DIR) to a file
// npm run restore -- <file>    replaces the site's database with such a copy
// PGlite: a data-directory dump, taken with the server stopped. PostgreSQL: pg_dump, live.

const USAGE = "Usage: npm run backup [-- <file>] | npm run restore -- <file>";

type Engine = "pglite" | "postgres";
const LABEL: Record<Engine, string> = { pglite: "PGlite", postgres: "PostgreSQL" };

/** The database the site uses. */
interface Site {
  engine: Engine;
  databaseUrl: string | undefined;
  dataDir: string;
}

async function main(argv: string[]) {
  const [command, file, ...extra] = argv;
  if (extra.length > 0 || (command !== "backup" && command !== "restore")) throw new Error(USAGE);
  if (command === "restore" && !file) {
    throw new Error("Which backup? npm run restore -- backups/learnai-….tar.gz (or .dump)");
  }
  const env = readEnv({ ...process.env, SEED_CATALOG: "false" });
  const site: Site = {
    engine: env.DATABASE_URL ? "postgres" : "pglite",
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
  };
  try {
    if (command === "backup") await backup(site, file);
    else await restore(site, file!);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new Error(`Stop the server first: ${error.message}`);
  }
}

async function backup({ engine, databaseUrl, dataDir }: Site, file?: string) {
  const extension = engine === "pglite" ? "tar.gz" : "dump";
  const target = file ?? join("backups", `learnai-${engine}-${timestamp()}.${extension}`);
  if (existsSync(target)) throw new Error(`${target} already exists: name another file.`);
  // Only the owner may read what is created: it holds password hashes and the site's secret.
  process.umask(0o077);
  mkdirSync(dirname(resolve(target)), { recursive: true });
  // Written aside and renamed when complete, so a file under the final name is always whole.
  const partial = `${target}.partial`;
  try {
    if (databaseUrl) await dumpPostgres(databaseUrl, partial);
    else writeFileSync(partial, await dumpPglite(dataDir));
    renameSync(partial, target);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  const kilobytes = Math.ceil(statSync(target).size / 1024);
  const size = kilobytes < 1024 ? `${kilobytes} KB` : `${(kilobytes / 1024).toFixed(1)} MB`;
  process.stdout.write(`Backed up the ${LABEL[engine]} database to ${target} (${size}).\n`);
}

async function restore({ engine, databaseUrl, dataDir }: Site, file: string) {
  const kind = backupKind(file);
  if (kind !== engine) {
    const what = kind
      ? `a ${LABEL[kind]} backup, and this site uses ${LABEL[engine]} ` +
        `(DATABASE_URL is ${databaseUrl ? "set" : "not set"})`
      : "not a backup: neither a PGlite data-directory dump nor a pg_dump archive";
    throw new Error(`${file} is ${what}. Nothing was changed.`);
  }
  if (databaseUrl) {
    await restorePostgres(databaseUrl, file).catch((error: Error) => {
      throw new Error(`${error.message}\nThe restore was rolled back: nothing was changed.`);
    });
    process.stdout.write(
      `Restored ${file} into the PostgreSQL database. A backup from an older version of the ` +
        "site is brought up to date when the servers next start: restart them.\n",
    );
    return;
  }
  const previous = await restorePglite(dataDir, readFileSync(file)).catch((error: Error) => {
    if (error instanceof DataDirLockedError) throw error;
    throw new Error(`${file} cannot be restored: ${error.message}. Nothing was changed.`);
  });
  process.stdout.write(
    `Restored ${file} into ${join(resolve(dataDir), "pglite")}.\n` +
      (previous ? `The data it replaced is in ${previous}; delete it once you are sure.\n` : "") +
      "Start the server: it brings a backup from an older version of the site up to date.\n",
  );
}

/** Tells the two formats apart by their first bytes: pg_dump's magic, or a (gzipped) tar. */
function backupKind(file: string): Engine | null {
  if (!existsSync(file)) throw new Error(`${file}: no such file.`);
  const head = Buffer.alloc(512);
  const fd = openSync(file, "r");
  const length = readSync(fd, head, 0, head.length, 0);
  closeSync(fd);
  if (head.subarray(0, 5).toString("latin1") === "PGDMP") return "postgres";
  if (head[0] === 0x1f && head[1] === 0x8b) return "pglite";
  if (length === 512 && head.subarray(257, 262).toString("latin1") === "ustar") return "pglite";
  return null;
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
