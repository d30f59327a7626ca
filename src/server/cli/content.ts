import { prepareDatabase } from "../bootstrap.ts";
import { openDatabase } from "../db/client.ts";
import { readEnv } from "../env.ts";
import { DEFAULT_CATALOG_DIR, loadCatalog } from "../modules/catalog/catalog.loader.ts";
import {
  importCatalog,
  markCatalogLoaded,
  readCatalog,
} from "../modules/catalog/catalog.service.ts";
import { describeCatalog } from "../modules/catalog/catalog.stats.ts";
import { writeCatalog } from "../modules/catalog/catalog.writer.ts";
import { createServices } from "../services.ts";

// npm run content -- check [dir]               validates a catalog folder and reports on it
// npm run content -- export <dir>              writes this installation's catalog to a new folder
// npm run content -- import <dir> [--overwrite] adds a catalog folder's missing entries
// The database is the one the site uses (DATABASE_URL or DATA_DIR); on the embedded database,
// stop the site first, since one process at a time may open a data directory.

const USAGE = "Usage: npm run content -- check [dir] | export <dir> | import <dir> [--overwrite]";

async function main(argv: string[]) {
  const flags = argv.filter((arg) => arg.startsWith("--"));
  const [command, dir, ...extra] = argv.filter((arg) => !arg.startsWith("--"));
  const overwrite = flags.includes("--overwrite");
  const unknownFlag = flags.find((flag) => flag !== "--overwrite");
  if (unknownFlag || extra.length > 0 || (overwrite && command !== "import")) {
    throw new Error(USAGE);
  }
  if (command === "check") {
    process.stdout.write(`${describeCatalog(loadCatalog(dir ?? DEFAULT_CATALOG_DIR))}\n`);
    return;
  }
  if (!dir || (command !== "export" && command !== "import")) throw new Error(USAGE);
  // Validate the whole folder before touching the database: a bad file changes nothing.
  const catalog = command === "import" ? loadCatalog(dir) : null;
  await withDatabase(async (deps) => {
    if (catalog) {
      const counts = await importCatalog(deps, catalog, { overwrite });
      await markCatalogLoaded(deps);
      process.stdout.write(
        `Imported ${counts.categories} categories, ${counts.topics} topics, ${counts.tests} tests` +
          (overwrite ? `; replaced ${counts.updated} existing` : "") +
          ` from ${dir}.\n`,
      );
      return;
    }
    const exported = await readCatalog(deps);
    writeCatalog(dir, exported);
    // Prove the copy restores: read it back with the rules an import applies.
    const back = loadCatalog(dir);
    const topics = back.reduce((sum, category) => sum + category.topics.length, 0);
    const tests = back.reduce((sum, category) => sum + category.tests.length, 0);
    process.stdout.write(
      `Exported ${back.length} categories, ${topics} topics, ${tests} tests to ${dir}.\n`,
    );
  });
}

async function withDatabase(
  work: (deps: Parameters<typeof importCatalog>[0]) => Promise<void>,
): Promise<void> {
  const env = readEnv({ ...process.env, SEED_CATALOG: "false" });
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    // Brings a fresh installation's schema up to date; creates no admin and loads no catalog.
    await prepareDatabase(database, env, () => [], { firstAdmin: false });
    await work(createServices({ db: database.db, env }));
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
