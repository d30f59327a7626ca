import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../app.ts";
import { prepareDatabase } from "../bootstrap.ts";
import { type Database, openDatabase } from "../db/client.ts";
import { withDatabase } from "../db/test-global-setup.ts";
import { readEnv } from "../env.ts";
import { loadCatalog } from "../modules/catalog/catalog.loader.ts";
import { CLI_TEST_TIMEOUT_MS, runCli } from "../test-cli.ts";

// `npm run backup` and `npm run restore` as the owner runs them, on PGlite by default and on
// PostgreSQL under TEST_DATABASE_URL: every row of every table comes back after a round trip,
// and a refused restore changes nothing.

const CLI = join(import.meta.dirname, "backup.ts");
const url = process.env.TEST_DATABASE_URL;
const engine = url ? "postgres" : "pglite";
const dir = mkdtempSync(join(tmpdir(), "learnai-backup-"));
const dataDir = join(dir, "data");
let databaseUrl: string | undefined;
let before: Snapshot;
let backupFile: string;

afterAll(() => rmSync(dir, { recursive: true, force: true }));

beforeAll(async () => {
  if (url) {
    const name = `learnai_test_backup_${process.pid}`;
    const admin = new pg.Client({ connectionString: withDatabase(url, "postgres") });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    // With a password (trust authentication ignores it): the tools get it apart from the URL.
    const withPassword = new URL(withDatabase(url, name));
    withPassword.password = "p@ss word";
    databaseUrl = withPassword.toString();
  }
  await fill();
  before = await snapshot();
});

const open = () => openDatabase({ databaseUrl, dataDir });

/** Part of the starter catalog, the first admin, and rows the API makes in the other tables. */
async function fill() {
  const password = "a password for the owner";
  const env = readEnv({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    ADMIN_USERNAME: "owner",
    ADMIN_PASSWORD: password,
  });
  const database = await open();
  // One category of the catalog (17 topics, 3 written, 3 tests): all of it loads slowly.
  await prepareDatabase(database, env, () => loadCatalog().slice(0, 1));
  const app = await buildApp({ database, env, logger: false });
  try {
    const call = async (path: string, payload?: object, cookie = "", method = "POST") => {
      const response = await app.inject({ method, url: path, payload, headers: { cookie } });
      return { status: response.statusCode, response };
    };
    const wrong = { username: "owner", password: "not the password at all" };
    expect((await call("/api/login", wrong)).status).toBe(401); // A rate-limit row.
    const { response } = await call("/api/login", { username: "owner", password });
    const cookie = `sid=${response.cookies.find((c) => c.name === "sid")!.value}`;
    const message = { subject: "Backups", message: "Do you keep them somewhere safe?" };
    expect((await call("/api/contact-messages", message)).status).toBe(201);
    const inquiry = {
      companyName: "Acme AI",
      contactName: "Ada Lovelace",
      email: "ada@acme.example",
      description: "We build open tools that help people understand machine learning.",
    };
    expect((await call("/api/sponsor-inquiries", inquiry)).status).toBe(201);
    const sponsor = { name: "Initech", description: "Backed up, we hope." };
    expect((await call("/api/sponsors", sponsor, cookie)).status).toBe(201);
    const settings = { siteName: "Backed Up Academy" };
    expect((await call("/api/settings", settings, cookie, "PATCH")).status).toBe(200);
    const [written] = await rows(database, "select id from topics where page_count > 0 limit 1");
    expect((await call(`/api/topics/${written!.id}/content`, undefined, "", "GET")).status).toBe(
      200,
    );
  } finally {
    await app.close(); // Writes the analytics counters and closes the database.
  }
}

async function rows(database: Database, query: string) {
  const result = await database.db.execute(sql.raw(query));
  return (result as unknown as { rows: Record<string, string>[] }).rows;
}

type Snapshot = Record<string, string[]>;

/** Every row of every table, as text in a total order, and where every sequence stands. */
async function snapshot(database?: Database): Promise<Snapshot> {
  const db = database ?? (await open());
  try {
    const result: Snapshot = {};
    const tables = await rows(
      db,
      `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
       where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
    );
    for (const { name } of tables) {
      const all = await rows(db, `select t::text as row from ${name} t order by 1`);
      result[name!] = all.map((row) => row.row!);
    }
    const sequences = await rows(
      db,
      `select format('%s.%s %s', schemaname, sequencename, last_value) as row
       from pg_sequences order by 1`,
    );
    result.sequences = sequences.map((row) => row.row!);
    return result;
  } finally {
    if (!database) await db.close();
  }
}

// Real processes opening the database several times: the guard is against a hang.
vi.setConfig({ testTimeout: CLI_TEST_TIMEOUT_MS });

function cli(args: string[]) {
  const where = databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir };
  return runCli(CLI, args, { cwd: dir, env: where });
}

describe(`npm run backup and npm run restore on ${engine}`, () => {
  it("brings back every row after rows are changed, deleted and added", async () => {
    // What the fill made: catalog, owner and session, forms, settings, analytics, migrations.
    const filled = Object.keys(before).filter((name) => before[name]!.length > 0);
    expect(filled).toEqual(
      expect.arrayContaining(
        [
          "drizzle.__drizzle_migrations",
          ...["api_metrics", "categories", "contact_messages", "page_views", "rate_limits"],
          ...["sessions", "settings", "sponsor_inquiries", "sponsors", "tests", "topics", "users"],
        ].map((name) => (name.includes(".") ? name : `public.${name}`)),
      ),
    );

    const backedUp = await cli(["backup"]);
    expect(backedUp.err).toBe("");
    expect(backedUp.code).toBe(0);
    const extension = engine === "pglite" ? "tar\\.gz" : "dump";
    const named = new RegExp(`to (backups/learnai-${engine}-\\d{8}T\\d{6}Z\\.${extension}) \\(`);
    backupFile = join(dir, named.exec(backedUp.out)![1]!);
    expect(statSync(backupFile).mode & 0o777).toBe(0o600); // It holds password hashes.
    expect(readdirSync(join(dir, "backups"))).toHaveLength(1); // No partial file left.

    const database = await open();
    await rows(database, "delete from contact_messages");
    await rows(database, "delete from topics where id in (select id from topics limit 5)");
    await rows(database, "update users set username = 'someone else'");
    await rows(database, "insert into sponsors (name, description) values ('New', 'Later')");
    // As a later version's migration would: a table the backup does not know.
    await rows(database, "create table later_feature (id int primary key)");
    const changed = await snapshot(database);
    await database.close();
    expect(changed["public.later_feature"]).toEqual([]);
    expect(changed).not.toEqual(before);

    const restored = await cli(["restore", backupFile]);
    expect(restored.err).toBe("");
    expect(restored.code).toBe(0);
    expect(restored.out).toContain(`Restored ${backupFile}`);
    expect(await snapshot()).toEqual(before);

    if (engine === "pglite") {
      const aside = /The data it replaced is in (\S+);/.exec(restored.out)![1]!;
      expect(aside).toBe(join(dataDir, aside.split("/").pop()!));
      expect(aside).toMatch(/pglite\.before-restore-\d{8}T\d{6}Z$/);
      expect(existsSync(join(aside, "PG_VERSION"))).toBe(true);
    }
  });

  it("refuses a file that is not this engine's backup, or is damaged", async () => {
    const garbage = join(dir, "garbage.bin");
    writeFileSync(garbage, "just some bytes, not a database backup\n".repeat(40));
    expect(await cli(["restore", garbage])).toMatchObject({
      code: 1,
      err:
        `${garbage} is not a backup: neither a PGlite data-directory dump nor a pg_dump ` +
        "archive. Nothing was changed.\n",
    });

    const other = join(dir, "other-engine");
    writeFileSync(other, engine === "pglite" ? "PGDMP\u0001\u000e\u0000" : gzipSync("a tar?"));
    expect((await cli(["restore", other])).err).toContain(
      engine === "pglite"
        ? `${other} is a PostgreSQL backup, and this site uses PGlite`
        : `${other} is a PGlite backup, and this site uses PostgreSQL`,
    );

    // Cut short, as a copy interrupted on its way to another disk would be. On PostgreSQL its
    // table of contents is whole, so the restore starts, fails part-way and is rolled back.
    const whole = readFileSync(backupFile);
    const damaged = join(dir, `damaged-${engine}`);
    writeFileSync(damaged, whole.subarray(0, Math.floor(whole.length * 0.8)));
    const result = await cli(["restore", damaged]);
    expect(result.code).toBe(1);
    expect(result.err).toMatch(
      engine === "pglite"
        ? /cannot be restored: .*unexpected end of file.*Nothing was changed/s
        : /^(pg_restore|psql) failed: .*rolled back: nothing was changed/s,
    );
    expect(result.err).not.toContain("table of contents");
  });

  it("changed nothing when it refused, and refuses while a server holds the data", async () => {
    const server = await open(); // As the server does at start: on PGlite, takes the lock.
    try {
      if (engine === "pglite") {
        for (const args of [["backup"], ["restore", backupFile]]) {
          const result = await cli(args);
          expect(result.code).toBe(1);
          expect(result.err).toMatch(
            /^Stop the server first: The data directory is in use by another running process \(pid \d+\)/,
          );
        }
        expect(readdirSync(dataDir).filter((name) => name.includes("restoring"))).toEqual([]);
      }
      expect(await snapshot(server)).toEqual(before);
    } finally {
      await server.close();
    }
    expect(readdirSync(join(dir, "backups"))).toHaveLength(1);
  });
});
