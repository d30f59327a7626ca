import type { Database } from "./db/client.ts";
import { migrateDatabase } from "./db/migrate.ts";
import type { Env } from "./env.ts";
import { loadCatalog } from "./modules/catalog/catalog.loader.ts";
import { type ImportCounts, seedStarterCatalog } from "./modules/catalog/catalog.service.ts";
import { createServices } from "./services.ts";

export interface BootstrapResult {
  catalog: ImportCounts | null;
  admin: { username: string; generatedPassword?: string } | null;
}

/**
 * Brings a database up to date before the app serves: migrations, the starter catalog on
 * first start, and the first admin. On PostgreSQL all of it runs under one advisory lock, so
 * instances starting together do it once.
 */
export async function prepareDatabase(
  database: Database,
  env: Env,
  loadStarter = () => loadCatalog(),
  { firstAdmin = true }: { firstAdmin?: boolean } = {},
): Promise<BootstrapResult> {
  const result: BootstrapResult = { catalog: null, admin: null };
  await migrateDatabase(database, async () => {
    const services = createServices({ db: database.db, env });
    await services.topics.countMissingWords();
    await services.searchIndex.indexMissing();
    if (env.SEED_CATALOG) {
      result.catalog = await seedStarterCatalog(services, loadStarter);
    }
    if (!firstAdmin) return;
    const configured =
      env.ADMIN_USERNAME && env.ADMIN_PASSWORD
        ? { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD }
        : undefined;
    result.admin = await services.auth.ensureFirstAdmin(configured);
  });
  return result;
}
