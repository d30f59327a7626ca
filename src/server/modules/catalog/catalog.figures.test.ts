import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lessonFigures } from "../../../shared/lesson.ts";
import { createTestApp, type TestApp } from "../../test-app.ts";
import { validPages } from "../../test-fixtures.ts";
import { CatalogError, loadCatalog } from "./catalog.loader.ts";
import { importCatalog, readCatalog } from "./catalog.service.ts";
import { writeCatalog } from "./catalog.writer.ts";

// A lesson's figures: SVG files beside it in a catalog, stored content-addressed by an import,
// served at /media/<hash>.svg for a year, and written back as files by an export.

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 460 200"><rect width="460" height="200" fill="none" stroke="#000"/><text x="20" y="40" font-size="18">Loss</text></svg>`;
const ALT = "A box with the word Loss at its top left corner";

const root = mkdtempSync(join(tmpdir(), "figures-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function catalogWithFigure(dir: string, svg = SVG, alt = ALT) {
  const folder = join(dir, "01-basics");
  mkdirSync(join(folder, "topics", "losses"), { recursive: true });
  const pages = validPages("Losses");
  pages[1] = {
    ...pages[1]!,
    content: `${pages[1]!.content}\n\n![${alt}](losses/curve.svg "Loss falls as training goes on.")`,
  };
  writeFileSync(
    join(folder, "topics", "losses.md"),
    pages.map((page) => `# ${page.title}\n\n${page.content}\n`).join("\n"),
  );
  writeFileSync(join(folder, "topics", "losses", "curve.svg"), svg);
  writeFileSync(
    join(folder, "category.json"),
    JSON.stringify({
      name: "Basics",
      topics: [
        {
          title: "Losses",
          description: "What a loss is.",
          level: "beginner",
          content: "losses.md",
        },
      ],
    }),
  );
  return dir;
}

describe("figures", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("are stored by an import, served for a year, and written back by an export", async () => {
    const source = catalogWithFigure(join(root, "in"));
    await importCatalog(t.app.services, loadCatalog(source));
    const [topic] = await t.app.services.topics.list();
    const content = await t.app.services.topics.getContent(topic!.id);
    const [figure] = content.pages.flatMap((page) => lessonFigures(page.content));
    expect(figure?.src).toMatch(/^\/media\/[0-9a-f]{16}\.svg$/);
    expect(figure?.alt).toBe(ALT);

    const served = await t.app.inject({ method: "GET", url: figure!.src });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(served.headers["content-security-policy"]).toContain("sandbox");
    expect(served.body).toBe(SVG);
    expect(
      (await t.app.inject({ method: "GET", url: "/media/0000000000000000.svg" })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/media/nothing.png" })).statusCode).toBe(404);

    const out = join(root, "out");
    writeCatalog(out, await readCatalog(t.app.services));
    const markdown = readFileSync(join(out, "01-basics", "topics", "losses.md"), "utf8");
    expect(markdown).toContain(`![${ALT}](losses/curve.svg "Loss falls as training goes on.")`);
    expect(readFileSync(join(out, "01-basics", "topics", "losses", "curve.svg"), "utf8")).toBe(SVG);
    const [back] = loadCatalog(out);
    expect(back!.topics[0]!.figures).toEqual({
      "losses/curve.svg": { name: "curve.svg", svg: SVG },
    });
  });

  it("are refused when missing, unsafe, unreadable on a phone or without real alt text", () => {
    const bad =
      (name: string, svg: string, alt = ALT) =>
      () =>
        loadCatalog(catalogWithFigure(join(root, name), svg, alt));
    expect(bad("script", SVG.replace("</svg>", "<script>alert(1)</script></svg>"))).toThrow(
      /has a <script>/,
    );
    expect(bad("tiny", SVG.replace('font-size="18"', 'font-size="8"'))).toThrow(/too small/);
    expect(bad("alt", SVG, "chart")).toThrow(CatalogError);
    const missing = catalogWithFigure(join(root, "missing"));
    rmSync(join(missing, "01-basics", "topics", "losses", "curve.svg"));
    expect(() => loadCatalog(missing)).toThrow(/file not found/);
  });
});
