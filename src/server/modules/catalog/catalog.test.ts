import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TopicPage } from "../../../shared/schemas/content.ts";
import { createTestApp, type TestApp } from "../../test-app.ts";
import { CLI_TEST_TIMEOUT_MS } from "../../test-cli.ts";
import { validPages, validQuestions } from "../../test-fixtures.ts";
import { CatalogError, loadCatalog, splitPages } from "./catalog.loader.ts";
import { importCatalog, seedStarterCatalog } from "./catalog.service.ts";

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function catalogDir(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), "catalog-"));
  dirs.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

const category = (topics: unknown[]) =>
  JSON.stringify({ name: "Cat", description: "A category.", topics });
const markdown = (pages: TopicPage[]) =>
  pages.map((page) => `# ${page.title}\n\n${page.content}\n`).join("\n");
const testFile = (fields: Record<string, unknown> = {}) =>
  JSON.stringify({
    title: "X",
    description: "D",
    level: "beginner",
    topic: "T",
    timeLimit: 10,
    passingScore: 70,
    questions: validQuestions(10, "X"),
    ...fields,
  });

describe("splitPages", () => {
  it("splits at level-1 headings, but not inside code fences", () => {
    const pages = splitPages(
      [
        "# First",
        "Intro text.",
        "```python",
        "# a comment, not a page",
        "x = 1",
        "```",
        "## Sub",
        "# Second",
        "Body two.",
      ].join("\n"),
    );
    expect(pages.map((p) => p.title)).toEqual(["First", "Second"]);
    expect(pages[0]!.content).toContain("# a comment, not a page");
    expect(pages[0]!.content).toContain("## Sub");
  });
});

describe("loadCatalog", () => {
  it("names the file and field of an invalid entry", () => {
    const dir = catalogDir({
      "cat/category.json": category([{ title: "T", description: "D", level: "expert" }]),
    });
    expect(() => loadCatalog(dir)).toThrow(CatalogError);
    expect(() => loadCatalog(dir)).toThrow(/category\.json: topics\.0\.level/);
  });

  it("refuses duplicate titles, missing content files and tests of unknown topics", () => {
    const dup = catalogDir({
      "cat/category.json": category([
        { title: "T", description: "D", level: "beginner" },
        { title: "T", description: "D", level: "advanced" },
      ]),
    });
    expect(() => loadCatalog(dup)).toThrow(/duplicate topic title "T"/);
    const missing = catalogDir({
      "cat/category.json": category([
        { title: "T", description: "D", level: "beginner", content: "t.md" },
      ]),
    });
    expect(() => loadCatalog(missing)).toThrow(/t\.md: file not found/);
    const orphan = catalogDir({
      "cat/category.json": category([{ title: "T", description: "D", level: "beginner" }]),
      "cat/tests/x.json": testFile({ topic: "Not here" }),
    });
    expect(() => loadCatalog(orphan)).toThrow(/topic "Not here" is not in/);
  });

  it("refuses a title used in two categories: an installation finds topics by title", () => {
    const twice = catalogDir({
      "a/category.json": category([{ title: "Same", description: "D", level: "beginner" }]),
      "b/category.json": JSON.stringify({
        name: "Other",
        description: "Another category.",
        topics: [{ title: "same", description: "D", level: "advanced" }],
      }),
    });
    expect(() => loadCatalog(twice)).toThrow(/topic "same" appears twice/);
  });

  it("reads pages kept as JSON, with the same rules as Markdown pages", () => {
    const entry = { title: "T", description: "D", level: "beginner", content: "t.json" };
    const valid = catalogDir({
      "cat/category.json": category([entry]),
      "cat/topics/t.json": JSON.stringify({ pages: validPages("T") }),
    });
    expect(loadCatalog(valid)[0]!.topics[0]!.pages).toEqual(validPages("T"));
    const short = catalogDir({
      "cat/category.json": category([entry]),
      "cat/topics/t.json": JSON.stringify({ pages: validPages("T", 3) }),
    });
    expect(() => loadCatalog(short)).toThrow(/t\.json: pages: A topic has exactly 5 pages/);
  });

  it("holds topic pages and test questions to the same rules as a hand edit", () => {
    const entry = { title: "T", description: "D", level: "beginner", content: "t.md" };
    const valid = catalogDir({
      "cat/category.json": category([entry]),
      "cat/topics/t.md": markdown(validPages("T")),
      "cat/tests/x.json": testFile(),
    });
    const [loaded] = loadCatalog(valid);
    expect(loaded!.topics[0]!.pages).toEqual(validPages("T"));
    expect(loaded!.tests[0]!.questions).toEqual(validQuestions(10, "X"));

    const fourPages = catalogDir({
      "cat/category.json": category([entry]),
      "cat/topics/t.md": markdown(validPages("T", 4)),
    });
    expect(() => loadCatalog(fourPages)).toThrow(/t\.md: \(root\): A topic has exactly 5 pages/);
    const nineQuestions = catalogDir({
      "cat/category.json": category([entry]),
      "cat/topics/t.md": markdown(validPages("T")),
      "cat/tests/x.json": testFile({ questions: validQuestions(9) }),
    });
    expect(() => loadCatalog(nineQuestions)).toThrow(
      /x\.json: questions: A test has 10 to 15 questions/,
    );
  });
});

describe("importing", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it(
    "loads the starter catalog once, and a second import adds nothing",
    async () => {
      const deps = t.app.services;
      const first = await seedStarterCatalog(deps, () => loadCatalog());
      expect(first!.topics).toBeGreaterThanOrEqual(10);
      expect(await seedStarterCatalog(deps, () => loadCatalog())).toBeNull();
      const again = await importCatalog(deps, loadCatalog());
      expect(again).toEqual({ categories: 0, topics: 0, tests: 0, updated: 0 });

      const list = await t.request({ method: "GET", url: "/api/topics" });
      const written = list.json().filter((topic: { hasContent: boolean }) => topic.hasContent);
      expect(written.length).toBeGreaterThanOrEqual(3);
      const content = await t.request({
        method: "GET",
        url: `/api/topics/${written[0].id}/content`,
      });
      expect(content.json().pages).toHaveLength(5);
      const tests = await t.request({ method: "GET", url: "/api/tests" });
      expect(
        tests.json().filter((test: { questionCount: number }) => test.questionCount >= 10),
      ).toHaveLength(tests.json().length);
    },
    CLI_TEST_TIMEOUT_MS,
  ); // seeds the whole starter catalog, figures and all

  it("numbers topics and tests beginner first, so the home page opens on beginner lessons", async () => {
    const list: { title: string; level: string; category: string; hasContent: boolean }[] = (
      await t.request({ method: "GET", url: "/api/topics" })
    ).json();
    const popular = list.filter((topic) => topic.hasContent).slice(0, 3);
    expect(popular.map((topic) => topic.level)).toEqual(["beginner", "beginner", "beginner"]);
    expect(new Set(popular.map((topic) => topic.category)).size).toBe(3);
    expect(popular[0]!.title).toBe("What Is Artificial Intelligence?");
    const rank = (level: string) => ["beginner", "intermediate", "advanced"].indexOf(level);
    const levels = list.map((topic) => rank(topic.level));
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
    const tests: { level: string }[] = (
      await t.request({ method: "GET", url: "/api/tests" })
    ).json();
    const testLevels = tests.map((test) => rank(test.level));
    expect(testLevels).toEqual([...testLevels].sort((a, b) => a - b));
  });

  it("leaves a topic the owner edited as it is", async () => {
    const deps = t.app.services;
    const [topic] = await t.app.services.topics.list();
    await t.app.services.topics.update(topic!.id, { description: "Edited by the owner." });
    await importCatalog(deps, loadCatalog());
    const after = await t.app.services.topics.get(topic!.id);
    expect(after.description).toBe("Edited by the owner.");
  });
});
