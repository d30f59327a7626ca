import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test-app.ts";
import { validPages, validQuestions } from "../../test-fixtures.ts";
import { CatalogError, loadCatalog } from "./catalog.loader.ts";
import { importCatalog, readCatalog } from "./catalog.service.ts";
import { writeCatalog } from "./catalog.writer.ts";

// Paths ("Before this", "Next") and a test's lesson: named by title in a catalog, resolved to
// topics by an import, shown by the reader and the quiz, and written back by an export.

const root = mkdtempSync(join(tmpdir(), "paths-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const markdown = (label: string) =>
  validPages(label)
    .map((page) => `# ${page.title}\n\n${page.content}\n`)
    .join("\n");

function catalog(dir: string, nextOfFirst = ["Gradients"]) {
  const folder = join(dir, "01-maths");
  mkdirSync(join(folder, "topics"), { recursive: true });
  mkdirSync(join(folder, "tests"), { recursive: true });
  writeFileSync(join(folder, "topics", "vectors.md"), markdown("Vectors"));
  writeFileSync(join(folder, "topics", "gradients.md"), markdown("Gradients"));
  writeFileSync(
    join(folder, "category.json"),
    JSON.stringify({
      name: "Maths",
      topics: [
        {
          title: "Vectors",
          description: "Arrows.",
          level: "beginner",
          content: "vectors.md",
          next: nextOfFirst,
        },
        {
          title: "Gradients",
          description: "Slopes.",
          level: "intermediate",
          content: "gradients.md",
          before: ["Vectors"],
          next: ["Optimisers"],
        },
        {
          title: "Optimisers",
          description: "Steps.",
          level: "advanced",
          before: ["Gradients", "Vectors"],
        },
      ],
    }),
  );
  writeFileSync(
    join(folder, "tests", "gradients-test.json"),
    JSON.stringify({
      title: "Gradients Test",
      description: "Slopes.",
      level: "intermediate",
      topic: "Gradients",
      timeLimit: 15,
      passingScore: 70,
      questions: validQuestions(10, "Grad"),
    }),
  );
  return dir;
}

describe("paths and a test's lesson", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await importCatalog(t.app.services, loadCatalog(catalog(join(root, "in"))));
  });
  afterAll(async () => t.close());

  const idOf = async (title: string) =>
    (await t.app.services.topics.list()).find((topic) => topic.title === title)!.id;

  it("are resolved to topics by an import, in order, with whether each can be read", async () => {
    const { topics, tests } = t.app.services;
    expect(await topics.paths(await idOf("Gradients"))).toEqual({
      before: [{ id: await idOf("Vectors"), title: "Vectors", hasContent: true }],
      next: [{ id: await idOf("Optimisers"), title: "Optimisers", hasContent: false }],
    });
    expect((await topics.paths(await idOf("Optimisers"))).before.map((p) => p.title)).toEqual([
      "Gradients",
      "Vectors",
    ]);
    const test = await tests.ofTopic(await idOf("Gradients"));
    expect(test?.title).toBe("Gradients Test");
    expect(await tests.ofTopic(await idOf("Vectors"))).toBeNull();
    expect((await tests.getContent(test!.id)).topicId).toBe(await idOf("Gradients"));
  });

  it("leave out hidden topics, and a deleted topic drops out of them", async () => {
    const { topics } = t.app.services;
    await topics.update(await idOf("Optimisers"), { isActive: false });
    expect((await topics.paths(await idOf("Gradients"))).next).toEqual([]);
    await topics.update(await idOf("Optimisers"), { isActive: true });
    await topics.remove(await idOf("Vectors"));
    expect((await topics.paths(await idOf("Gradients"))).before).toEqual([]);
  });

  it("are written back by an export and read again the same", async () => {
    const out = join(root, "out");
    writeCatalog(out, await readCatalog(t.app.services));
    const [maths] = loadCatalog(out);
    const gradients = maths!.topics.find((topic) => topic.title === "Gradients");
    expect(gradients?.next).toEqual(["Optimisers"]);
    expect(maths!.tests[0]!.topic).toBe("Gradients");
  });

  it("name only topics of the catalog, never the topic itself", () => {
    expect(() => loadCatalog(catalog(join(root, "unknown"), ["Nowhere"]))).toThrow(CatalogError);
    expect(() => loadCatalog(catalog(join(root, "self"), ["Vectors"]))).toThrow(/names itself/);
  });
});
