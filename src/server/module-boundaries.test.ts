import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// Modules talk through functions (ADR 022): no module imports another's tables or repositories,
// content is reached only through its public face, and no two modules import each other, even
// by way of others. Read from the import statements of src/server/modules/** and
// src/server/ai/** (type-only imports included). Test files may arrange and inspect any table.

const SERVER = dirname(fileURLToPath(import.meta.url));

/** Imports that cross a boundary on purpose. Keep each one explained. */
const ALLOWED = new Set([
  // A foreign key (sponsor_inquiries.sponsor_id → sponsors.id, ON DELETE SET NULL) is declared
  // in the schema, where Drizzle needs the referenced column; nothing reads sponsors through it.
  "modules/sponsor-inquiries/sponsor-inquiries.table.ts -> modules/sponsors/sponsors.table.ts",
]);

/** The one file other modules may import of content. */
const CONTENT_FACE = "modules/content/content.service.ts";

/** The module a file belongs to; src/server/ai is the generation module's worker and prompts. */
function moduleOf(path: string): string | null {
  if (path.startsWith("ai/")) return "generation";
  const match = /^modules\/([^/]+)\//.exec(path);
  return match ? match[1]! : null;
}

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s(?:[^;"']*?\sfrom\s*)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/** Every relative import of a file, as a path under src/server. */
function importsOf(path: string, source: string): string[] {
  return [...source.matchAll(IMPORT)]
    .map((match) => match[1] ?? match[2]!)
    .filter((specifier) => specifier.startsWith("."))
    .map((specifier) => relative(SERVER, resolve(SERVER, dirname(path), specifier)));
}

interface Findings {
  crossings: number;
  broken: string[];
  cycles: string[][];
}

/** Checks the files (path under src/server → source) against the rules above. */
function checkBoundaries(files: Map<string, string>): Findings {
  const broken: string[] = [];
  const edges = new Map<string, Set<string>>();
  let crossings = 0;
  for (const [path, source] of files) {
    const from = moduleOf(path);
    if (!from) continue;
    for (const target of importsOf(path, source)) {
      const to = moduleOf(target);
      if (!to || to === from) continue;
      crossings += 1;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from)!.add(to);
      const crossing = `${path} -> ${target}`;
      if (ALLOWED.has(crossing)) continue;
      if (/\.(table|repository)\.ts$/.test(target))
        broken.push(`${crossing} (a table or repository)`);
      else if (to === "content" && target !== CONTENT_FACE) {
        broken.push(`${crossing} (content is imported through ${CONTENT_FACE})`);
      }
    }
  }
  return { crossings, broken, cycles: cyclesIn(edges) };
}

/** Each cycle of the module graph, once, starting from its first module in sorted order. */
function cyclesIn(edges: Map<string, Set<string>>): string[][] {
  const cycles = new Map<string, string[]>();
  const walk = (path: string[]) => {
    for (const next of edges.get(path.at(-1)!) ?? []) {
      const at = path.indexOf(next);
      if (at >= 0) {
        const cycle = path.slice(at);
        const start = cycle.indexOf(cycle.toSorted()[0]!);
        const turned = [...cycle.slice(start), ...cycle.slice(0, start)];
        cycles.set(turned.join(" -> "), turned);
      } else walk([...path, next]);
    }
  };
  for (const from of edges.keys()) walk([from]);
  return [...cycles.values()];
}

function sourcesUnder(folder: string): [string, string][] {
  return readdirSync(join(SERVER, folder), { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
    .map((name) => join(folder, name))
    .map((path) => [path, readFileSync(join(SERVER, path), "utf8")]);
}

describe("module boundaries", () => {
  it("hold in src/server/modules and src/server/ai", () => {
    const files = new Map([...sourcesUnder("modules"), ...sourcesUnder("ai")]);
    const findings = checkBoundaries(files);
    // The modules do call each other; a reading of no imports at all would prove nothing.
    expect(findings.crossings).toBeGreaterThan(5);
    expect(findings.broken).toEqual([]);
    expect(findings.cycles).toEqual([]);
  });

  it("are broken by a table read across modules, content's insides, or a cycle", () => {
    const findings = checkBoundaries(
      new Map([
        [
          "modules/analytics/analytics.service.ts",
          'import { topics } from "../content/topics/topics.table.ts";\n' +
            'import type { X } from "../content/content.service.ts";',
        ],
        [
          "modules/content/content.service.ts",
          'import { forgetViews } from "../analytics/analytics.service.ts";',
        ],
        ["ai/run-job.ts", 'import { f } from "../modules/content/tests/tests.service.ts";'],
        [
          "modules/sponsors/sponsors.service.ts",
          'const m = await import("../media/media.repository.ts");',
        ],
      ]),
    );
    expect(findings.broken).toEqual([
      "modules/analytics/analytics.service.ts -> modules/content/topics/topics.table.ts (a table or repository)",
      "ai/run-job.ts -> modules/content/tests/tests.service.ts (content is imported through modules/content/content.service.ts)",
      "modules/sponsors/sponsors.service.ts -> modules/media/media.repository.ts (a table or repository)",
    ]);
    expect(findings.cycles).toEqual([["analytics", "content"]]);
  });
});
