import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client.ts";
import { createTestApp, type TestApp } from "../../test-app.ts";
import { CLI_TEST_TIMEOUT_MS, runCli } from "../../test-cli.ts";
import { validPages, validQuestions } from "../../test-fixtures.ts";
import { tests } from "../content/tests/tests.table.ts";
import { topics } from "../content/topics/topics.table.ts";
import { contentVersions } from "../content/versions/versions.table.ts";
import { CatalogError, loadCatalog } from "./catalog.loader.ts";
import { importCatalog, readCatalog } from "./catalog.service.ts";
import { writeCatalog } from "./catalog.writer.ts";

// `npm run content -- export|import`: an installation's whole catalog out to a folder and back.

const dirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const deps = (t: TestApp) => t.app.services;

/** An installation with the awkward cases an owner's catalog can hold. */
async function arrange(t: TestApp) {
  const { topics, tests, categories } = t.app.services;
  await categories.create({ name: "Robotics", description: "Machines that move." });
  await categories.create({ name: "Bare" });
  await topics.create({
    title: "Kinematics: Arms & Joints",
    description: "How a robot arm reaches a point.",
    level: "intermediate",
    category: "Robotics",
    pages: validPages("Kinematics"),
  });
  // An owner's page with its own level-1 heading cannot be told apart from a page break in
  // Markdown; the export keeps such pages exactly, as JSON.
  const headed = validPages("Sensors");
  headed[2] = { ...headed[2]!, content: `# A heading inside the page\n\n${headed[2]!.content}` };
  await topics.create({
    title: "Sensors",
    description: "What a robot can feel.",
    level: "beginner",
    category: "Robotics",
    pages: headed,
  });
  await topics.create({
    title: "Hidden Draft",
    description: "Not public yet.",
    level: "advanced",
    category: "Robotics",
    isActive: false,
  });
  await tests.create({
    title: "Kinematics Quiz",
    description: "Arms and joints.",
    level: "intermediate",
    category: "Robotics",
    timeLimit: 12,
    passingScore: 80,
    questions: validQuestions(11, "Kin"),
  });
  await tests.create({
    title: "Empty Quiz",
    description: "No questions yet.",
    level: "beginner",
    category: "Bare",
    timeLimit: 30,
    passingScore: 70,
    isActive: false,
  });
}

/** What an installation holds, without ids and timestamps. */
async function holdings(t: TestApp) {
  return readCatalog(t.app.services);
}

describe("export and import", () => {
  let source: TestApp;
  let target: TestApp;
  beforeAll(async () => {
    source = await createTestApp();
    target = await createTestApp();
    await arrange(source);
  });
  afterAll(async () => {
    await source.close();
    await target.close();
  });

  it("round-trips every category, topic, test and page exactly, hidden ones included", async () => {
    const dir = join(tempDir("export-"), "catalog");
    writeCatalog(dir, await holdings(source));
    // Folders are numbered in the installation's category order, which an import keeps.
    expect(readdirSync(dir).sort()).toEqual(["01-robotics", "02-bare"]);
    const files = readdirSync(join(dir, "01-robotics", "topics")).sort();
    expect(files).toEqual(["kinematics-arms-joints.md", "sensors.json"]);
    expect(
      readFileSync(join(dir, "01-robotics", "topics", "kinematics-arms-joints.md"), "utf8"),
    ).toMatch(/^# Kinematics: part 1\n/);

    const counts = await importCatalog(deps(target), loadCatalog(dir));
    expect(counts).toEqual({ categories: 2, topics: 3, tests: 2, updated: 0 });
    expect(await holdings(target)).toEqual(await holdings(source));
    const hidden = (await target.app.services.topics.list()).find(
      (t) => t.title === "Hidden Draft",
    );
    expect(hidden?.isActive).toBe(false);

    // A second import of the same folder adds nothing and changes nothing.
    expect(await importCatalog(deps(target), loadCatalog(dir))).toEqual({
      categories: 0,
      topics: 0,
      tests: 0,
      updated: 0,
    });
  });

  it("refuses a folder that is not empty, and leaves it as it was", async () => {
    const dir = tempDir("export-full-");
    writeFileSync(join(dir, "keep.txt"), "mine");
    expect(() => writeCatalog(dir, [])).toThrow(CatalogError);
    expect(() => writeCatalog(dir, [])).toThrow(/not empty/);
    expect(readdirSync(dir)).toEqual(["keep.txt"]);
  });

  it("with --overwrite replaces an edited topic and test, keeping what they held in History", async () => {
    const dir = join(tempDir("export-"), "catalog");
    writeCatalog(dir, await holdings(source));
    const [topic] = (await target.app.services.topics.list()).filter(
      (t) => t.title === "Kinematics: Arms & Joints",
    );
    const edited = validPages("Edited");
    await target.app.services.topics.update(topic!.id, { description: "Edited.", pages: edited });

    // Without it, the owner's edit stands.
    await importCatalog(deps(target), loadCatalog(dir));
    expect((await target.app.services.topics.getContent(topic!.id)).pages).toEqual(edited);

    const counts = await importCatalog(deps(target), loadCatalog(dir), { overwrite: true });
    expect(counts.updated).toBe(5);
    const after = await target.app.services.topics.getContent(topic!.id);
    expect(after.description).toBe("How a robot arm reaches a point.");
    expect(after.pages).toEqual(validPages("Kinematics"));
    const kept = await target.db
      .select({ content: contentVersions.content })
      .from(contentVersions)
      .where(and(eq(contentVersions.kind, "topic"), eq(contentVersions.targetId, topic!.id)));
    expect(kept.some((version) => version.content.includes("Edited: part 1"))).toBe(true);
    expect(await holdings(target)).toEqual(await holdings(source));
  });
});

// The command itself, as an owner runs it, against real PGlite data directories.
const CLI = join(import.meta.dirname, "..", "..", "cli", "content.ts");
const cli = (args: string[], dataDir: string) => runCli(CLI, args, { env: { DATA_DIR: dataDir } });

async function countRows(dataDir: string) {
  const database = await openDatabase({ dataDir });
  try {
    return {
      topics: await database.db.$count(topics),
      tests: await database.db.$count(tests),
    };
  } finally {
    await database.close();
  }
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("npm run content", () => {
  it(
    "exports the starter catalog from one installation and imports it into another",
    async () => {
      const starter = loadCatalog();
      const topics = starter.reduce((sum, category) => sum + category.topics.length, 0);
      const tests = starter.reduce((sum, category) => sum + category.tests.length, 0);

      // A fresh installation gets its catalog by import, like a restore onto a new machine.
      const first = tempDir("content-cli-a-");
      const imported = await cli(["import", "content/catalog"], first);
      expect(imported.err).toBe("");
      expect(imported.out).toContain(`${topics} topics, ${tests} tests`);
      expect(await countRows(first)).toEqual({ topics, tests });

      const out = join(tempDir("content-cli-out-"), "backup");
      const exported = await cli(["export", out], first);
      expect(exported.err).toBe("");
      expect(exported.out).toContain(`${topics} topics, ${tests} tests to ${out}`);

      // What it wrote is a catalog an import accepts, entry for entry.
      const pagesByTitle = (catalog: ReturnType<typeof loadCatalog>) =>
        Object.fromEntries(
          catalog.flatMap((c) => c.topics).map((topic) => [topic.title, topic.pages]),
        );
      const back = loadCatalog(out);
      // Categories come back in the catalog's order, in folders named as the catalog names them.
      expect(back.map((category) => category.name)).toEqual(
        starter.map((category) => category.name),
      );
      const folders = (root: string) =>
        readdirSync(root, { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => entry.name)
          .sort();
      expect(folders(out)).toEqual(folders("content/catalog"));
      expect(pagesByTitle(back)).toEqual(pagesByTitle(starter));
    },
    CLI_TEST_TIMEOUT_MS,
  );

  it(
    "refuses an invalid folder before changing anything, naming the file",
    async () => {
      const dataDir = tempDir("content-cli-c-");
      const bad = tempDir("content-bad-");
      rmSync(bad, { recursive: true });
      const result = await cli(["import", bad], dataDir);
      expect(result.code).toBe(1);
      expect(result.err).toContain("no such directory");
      expect(existsSync(join(dataDir, "pglite"))).toBe(false);
      expect((await cli(["import"], dataDir)).err).toContain("Usage: npm run content --");
      expect((await cli(["export", "x", "--overwrite"], dataDir)).err).toContain("Usage:");
    },
    CLI_TEST_TIMEOUT_MS,
  );
});
