// The JavaScript a visitor downloads for each public page, in KB gzip, from the production
// build: the client entry, the root route and the page's route module with every chunk they
// import. Fails (exit 1) when a public page passes the budget. Run after `react-router build`.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import type { ServerBuild } from "react-router";

export const BUDGET_KB = 150;
const ROOT = fileURLToPath(new URL("..", import.meta.url));
const CLIENT = join(ROOT, "build", "client");

/** Route ids of the public pages (admin routes are not budgeted here). */
const PUBLIC_ROUTES = [
  "routes/home",
  "routes/topics",
  "routes/topic",
  "routes/tests",
  "routes/test",
  "routes/test-practice",
  "routes/review",
  "routes/sponsors",
  "routes/sponsors-become",
  "routes/contact",
  "routes/help-center",
  "routes/privacy-policy",
  "routes/progress",
  "routes/saved",
  "routes/search",
  "routes/not-found",
  "routes/verify",
];

const gzipKb = (asset: string) =>
  gzipSync(readFileSync(join(CLIENT, asset)), { level: 9 }).length / 1024;

export async function measure(): Promise<Array<{ route: string; files: number; kb: number }>> {
  const build = (await import(join(ROOT, "build", "server", "index.js"))) as ServerBuild;
  const { entry, routes } = build.assets;
  const rows = [];
  for (const id of PUBLIC_ROUTES) {
    const route = routes[id];
    if (!route) continue;
    const root = routes.root!;
    const files = new Set([
      entry.module,
      ...entry.imports,
      root.module,
      ...(root.imports ?? []),
      route.module,
      ...(route.imports ?? []),
    ]);
    const kb = [...files].reduce((sum, file) => sum + gzipKb(file), 0);
    rows.push({ route: id.replace("routes/", ""), files: files.size, kb });
  }
  return rows;
}

if (import.meta.main) {
  const rows = await measure();
  let over = false;
  console.log(`Public page JavaScript, KB gzip (budget ${BUDGET_KB} KB)`);
  for (const row of rows) {
    const flag = row.kb > BUDGET_KB ? "  OVER BUDGET" : "";
    if (flag) over = true;
    console.log(
      `  ${row.route.padEnd(18)} ${row.kb.toFixed(1).padStart(6)} KB  ${row.files} files${flag}`,
    );
  }
  process.exit(over ? 1 : 0);
}
