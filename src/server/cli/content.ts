import { DEFAULT_CATALOG_DIR, loadCatalog } from "../modules/catalog/catalog.loader.ts";
import { describeCatalog } from "../modules/catalog/catalog.stats.ts";

// npm run content -- check [dir]    validates a catalog folder and reports words, tests and keys

const USAGE = "Usage: npm run content -- check [dir] | export <dir> | import <dir>";

async function main(argv: string[]) {
  const [command, dir] = argv;
  if (command === "check") {
    process.stdout.write(`${describeCatalog(loadCatalog(dir ?? DEFAULT_CATALOG_DIR))}\n`);
    return;
  }
  throw new Error(USAGE);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
