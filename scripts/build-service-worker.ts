import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { build } from "vite";
import { SHELL_FILES } from "../src/sw/routing.ts";
import { SHELL_PAGES, topicManifestUrl } from "../src/sw/strategies.ts";

// Builds /sw.js after the app (react-router.config.ts, buildEnd): the service worker of
// src/sw/service-worker.ts, compiled by Vite into one classic script, with this build's shell
// list and version written in (ADR 027).

interface RouteAssets {
  id: string;
  module: string;
  imports?: string[];
  css?: string[];
  hasDefaultExport?: boolean;
}
export interface ClientManifest {
  entry: { module: string; imports: string[]; css?: string[] };
  routes: Record<string, RouteAssets>;
  version: string;
}

const PLACEHOLDER = "__sw_version_placeholder__";

/** React Router's browser manifest, which the build writes as build/client/assets/manifest-*.js. */
export function readClientManifest(assetsDir: string): ClientManifest {
  const file = readdirSync(assetsDir).find((name) => /^manifest-[0-9a-f]{8}\.js$/.test(name));
  if (!file) throw new Error(`No React Router manifest in ${assetsDir}`);
  const text = readFileSync(join(assetsDir, file), "utf8");
  return JSON.parse(text.slice(text.indexOf("=") + 1).replace(/;\s*$/, "")) as ClientManifest;
}

/**
 * What a new service worker keeps before it takes over: the scripts of every public page (so a
 * client-side navigation offline reaches its data, not a failed import), every stylesheet, the
 * fonts KaTeX draws formulas with, the icons, the offline and saved pages, and the route
 * discovery answer for the reader. Admin pages are never kept.
 */
export function precacheList(manifest: ClientManifest, assetFiles: string[]): string[] {
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const route of Object.values(manifest.routes)) {
    if (route.id.startsWith("routes/admin") || !route.hasDefaultExport) continue;
    for (const file of [route.module, ...(route.imports ?? []), ...(route.css ?? [])]) {
      files.add(file);
    }
  }
  for (const name of assetFiles) {
    if (name.endsWith(".css") || /^KaTeX_[\w-]+\.woff2$/.test(name)) files.add(`/assets/${name}`);
  }
  return [...[...files].sort(), ...SHELL_FILES, ...SHELL_PAGES, topicManifestUrl(manifest.version)];
}

async function compile(define: Record<string, string>): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: "warn",
    publicDir: false,
    define,
    build: {
      write: false,
      minify: true,
      emptyOutDir: false,
      lib: {
        entry: resolve(import.meta.dirname, "../src/sw/service-worker.ts"),
        formats: ["iife"],
        name: "serviceWorker",
        fileName: () => "sw.js",
      },
    },
  });
  const result = Array.isArray(output) ? output[0] : output;
  const chunk = (result as { output: Array<{ type: string; code?: string }> }).output.find(
    (item) => item.type === "chunk",
  );
  if (!chunk?.code) throw new Error("The service worker build produced no script");
  return chunk.code;
}

export async function buildServiceWorker(buildDirectory: string) {
  const client = join(buildDirectory, "client");
  const assetsDir = join(client, "assets");
  const manifest = readClientManifest(assetsDir);
  const precache = precacheList(manifest, readdirSync(assetsDir));
  const code = await compile({
    __SW_VERSION__: JSON.stringify(PLACEHOLDER),
    __SW_MANIFEST__: JSON.stringify(manifest.version),
    __SW_PRECACHE__: JSON.stringify(precache),
  });
  // The version names the shell cache: it changes with the worker, any kept file, or the server
  // bundle that renders the kept pages, so a deploy that changes any of them replaces the shell.
  const hash = createHash("sha256").update(code);
  for (const url of precache.filter((url) => !url.startsWith("/__manifest"))) {
    hash.update(url);
    if (
      !url.startsWith("/assets/") &&
      !SHELL_PAGES.includes(url) &&
      url !== "/manifest.webmanifest"
    ) {
      hash.update(readFileSync(join(client, url)));
    }
  }
  hash.update(readFileSync(join(buildDirectory, "server", "index.js")));
  const version = hash.digest("hex").slice(0, 12);
  writeFileSync(join(client, "sw.js"), code.replace(PLACEHOLDER, version));
  return { version, precache };
}
