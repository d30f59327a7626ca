import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";

// Backups of a PostgreSQL database with its own tools: pg_dump's custom format out, and back
// with pg_restore's script fed to psql inside one transaction, so a failure changes nothing.
// Both can run while the servers do.

/** pg_dump --format=custom of DATABASE_URL into `file`. */
export async function dumpPostgres(databaseUrl: string, file: string): Promise<void> {
  const { url, env } = connection(databaseUrl);
  const dump = run("pg_dump", ["--format=custom", "--no-password", `--file=${file}`, url], { env });
  await succeeded(dump, "pg_dump");
  // Reads the archive's table of contents back: the file is complete and pg_restore takes it.
  await succeeded(run("pg_restore", ["--list", file]), "pg_restore");
}

/**
 * Replaces the database's contents with the backup's, in one transaction: the application's
 * schemas are emptied first (a table a later migration made would otherwise survive and stop
 * that migration at the next start), and the servers hear that everything changed.
 */
export async function restorePostgres(databaseUrl: string, file: string): Promise<void> {
  await succeeded(run("pg_restore", ["--list", file]), "pg_restore").catch((error: Error) => {
    throw new Error(`The backup's table of contents cannot be read: ${error.message}`);
  });
  const { url, env } = connection(databaseUrl);
  const psql = run("psql", ["-X", "-q", "-w", "-v", "ON_ERROR_STOP=1", "--dbname", url], {
    env,
    stdin: true,
  });
  const script = run("pg_restore", ["--clean", "--if-exists", "--no-owner", "--file=-", file], {
    stdout: true,
  });
  const psqlDone = succeeded(psql, "psql");
  const scriptDone = succeeded(script, "pg_restore");
  // Awaited below; marked handled so an early failure of either is not a crash meanwhile. A
  // psql that stopped makes writes fail with EPIPE: its own exit says why.
  for (const done of [psqlDone, scriptDone]) done.catch(() => {});
  psql.stdin!.on("error", () => {});
  try {
    psql.stdin!.write(EMPTY_SCHEMAS);
    await pipeline(script.stdout!, psql.stdin!, { end: false });
    await scriptDone;
    psql.stdin!.end("NOTIFY content_changed, 'settings';\nCOMMIT;\n");
  } catch (error) {
    // Closing psql's input without COMMIT rolls the transaction back.
    script.kill();
    psql.stdin!.end();
    await Promise.allSettled([psqlDone, scriptDone]);
    // psql's message (an SQL error) says more than the broken pipe that follows it.
    throw await psqlDone.then(() => error).catch((psqlError: unknown) => psqlError);
  }
  await psqlDone;
}

const EMPTY_SCHEMAS = `
BEGIN;
SET LOCAL client_min_messages = warning;
SET LOCAL search_path = pg_catalog;
DROP SCHEMA IF EXISTS drizzle CASCADE;
DO $$
DECLARE item record;
BEGIN
  FOR item IN
    SELECT CASE c.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW'
             WHEN 'S' THEN 'SEQUENCE' WHEN 'f' THEN 'FOREIGN TABLE' ELSE 'TABLE' END AS kind,
           format('%I.%I', n.nspname, c.relname) AS name
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
      -- Not an extension's, nor a column's sequence or a partition (they go with their owner).
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass
                      AND d.objid = c.oid AND d.deptype IN ('e', 'a', 'i'))
  LOOP
    EXECUTE format('DROP %s IF EXISTS %s CASCADE', item.kind, item.name);
  END LOOP;
  FOR item IN
    SELECT p.oid::regprocedure::text AS name FROM pg_proc p
    WHERE p.pronamespace = 'public'::regnamespace AND p.prokind IN ('f', 'p')
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass
                      AND d.objid = p.oid AND d.deptype = 'e')
  LOOP
    EXECUTE format('DROP ROUTINE IF EXISTS %s CASCADE', item.name);
  END LOOP;
  FOR item IN
    SELECT format('%I.%I', n.nspname, t.typname) AS name
    FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
    WHERE n.nspname = 'public' AND t.typtype IN ('e', 'd')
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_type'::regclass
                      AND d.objid = t.oid AND d.deptype = 'e')
  LOOP
    EXECUTE format('DROP TYPE IF EXISTS %s CASCADE', item.name);
  END LOOP;
END
$$;
`;

/** The URL without its password, which goes to the tools in PGPASSWORD, not on a command line. */
function connection(databaseUrl: string): { url: string; env: Record<string, string> } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return { url: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}

function run(
  tool: string,
  args: string[],
  {
    env = {},
    stdin = false,
    stdout = false,
  }: { env?: Record<string, string>; stdin?: boolean; stdout?: boolean } = {},
): ChildProcess {
  return spawn(toolPath(tool), args, {
    env: { ...process.env, ...env },
    stdio: [stdin ? "pipe" : "ignore", stdout ? "pipe" : "ignore", "pipe"],
  });
}

/** Resolves when the tool exits 0; rejects with its own message otherwise. */
function succeeded(child: ChildProcess, tool: string): Promise<void> {
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.on("error", (error: NodeJS.ErrnoException) => {
      reject(
        error.code === "ENOENT"
          ? new Error(
              `${tool} not found: install PostgreSQL's client programs ` +
                "(Debian: apt install postgresql-client), the same major version as the server or newer.",
            )
          : error,
      );
    });
    child.on("close", (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${tool} failed: ${stderr.trim() || `exit code ${code}`}`));
    });
  });
}

/** The newest Debian PostgreSQL's copy of the tool (pg_dump must not be older than the server). */
function toolPath(tool: string): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root).sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a))
    : [];
  for (const version of versions) {
    const path = join(root, version, "bin", tool);
    if (existsSync(path)) return path;
  }
  return tool;
}
