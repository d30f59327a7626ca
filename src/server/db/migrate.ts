import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { Database } from "./client.ts";

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("../../../drizzle", import.meta.url));

/** Arbitrary constant naming this application's start-up lock among advisory locks. */
const STARTUP_LOCK = 734_201_977;

/**
 * Applies the committed migrations, then runs `afterMigrate` (seeding, first admin) while
 * still holding the start-up lock, so instances starting together on PostgreSQL do it once.
 */
export async function migrateDatabase(
  database: Database,
  afterMigrate: () => Promise<void> = async () => {},
): Promise<void> {
  if (database.pglite) {
    const { drizzle: drizzlePglite } = await import("drizzle-orm/pglite");
    const { migrate: migratePglite } = await import("drizzle-orm/pglite/migrator");
    await migratePglite(drizzlePglite(database.pglite), { migrationsFolder: MIGRATIONS_FOLDER });
    await afterMigrate();
    return;
  }
  const { drizzle: drizzlePg } = await import("drizzle-orm/node-postgres");
  const { migrate: migratePg } = await import("drizzle-orm/node-postgres/migrator");
  const client = await database.pool!.connect();
  try {
    const db = drizzlePg(client);
    await db.execute(sql`select pg_advisory_lock(${STARTUP_LOCK})`);
    try {
      await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
      await afterMigrate();
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${STARTUP_LOCK})`);
    }
  } finally {
    client.release();
  }
}
