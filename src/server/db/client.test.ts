import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client.ts";
import { createTestDatabase } from "./test-database.ts";
import { withDatabase } from "./test-global-setup.ts";

// What the PostgreSQL pool does when the server ends its connections: a restart, an
// administrator, or a test dropping its database. Runs only where TEST_DATABASE_URL is set.
const url = process.env.TEST_DATABASE_URL;

async function asAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(url!, "postgres") });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function backends(admin: pg.Client, applicationName: string) {
  return admin
    .query<{ n: number }>(
      "select count(*)::int as n from pg_stat_activity where application_name = $1",
      [applicationName],
    )
    .then(({ rows }) => rows[0]!.n);
}

describe.skipIf(!url)("the PostgreSQL pool", () => {
  it("drops an idle connection the server ends, instead of throwing, and reconnects on the next query", async () => {
    const database = await createTestDatabase();
    try {
      const { rows } = await database.pool!.query<{ pid: number }>(
        "select pg_backend_pid() as pid",
      );
      // Not events.once: it would itself listen for "error", hiding what this test is about.
      const removed = new Promise((resolve) => database.pool!.once("remove", resolve));
      await asAdmin((client) => client.query("select pg_terminate_backend($1)", [rows[0]!.pid]));
      // Before the pool had an error listener, this was an uncaught exception: a server crash.
      await removed;
      const again = await database.pool!.query<{ ok: number }>("select 1 as ok");
      expect(again.rows[0]!.ok).toBe(1);
    } finally {
      await database.close();
    }
  });

  it("has ended every connection when close() resolves", async () => {
    const copy = await createTestDatabase();
    try {
      const { rows } = await copy.pool!.query<{ name: string }>(
        "select current_database() as name",
      );
      const target = new URL(withDatabase(url!, rows[0]!.name));
      target.searchParams.set("application_name", "close-test");
      const database = await openDatabase({ databaseUrl: target.toString() });
      const ended: boolean[] = [];
      database.pool!.on("connect", (client) => {
        const index = ended.push(false) - 1;
        client.once("end", () => {
          ended[index] = true;
        });
      });
      // Several connections at once, so the pool holds more than one.
      await Promise.all(
        Array.from({ length: 4 }, () => database.db.execute(sql`select pg_sleep(0.05)`)),
      );
      expect(database.pool!.totalCount).toBe(4);
      expect(await asAdmin((admin) => backends(admin, "close-test"))).toBe(4);
      // Asked at once on a connection already open: pg's pool.end() resolved before its
      // connections had closed, and a test dropping its database then ended them from the
      // server's side, an uncaught error in whichever test file ran next.
      await asAdmin(async (admin) => {
        await database.close();
        // The three opened after the first (which opening the database made to check the server).
        expect(ended).toEqual([true, true, true]);
        expect(await backends(admin, "close-test")).toBe(0);
      });
    } finally {
      await copy.close();
    }
  });
});
