import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { isDeepStrictEqual } from "node:util";
import type { TopicPage } from "../../../shared/schemas/content.ts";
import { figureFiles } from "./catalog.figures.ts";
import { CatalogError, splitPages } from "./catalog.loader.ts";
import type { CatalogCategory } from "./catalog.schema.ts";

/**
 * A file name from a title: lower case, apostrophes dropped ("Doesn't" → "doesnt", as the
 * catalog's writers name files), every run of other characters one hyphen.
 */
export function slugify(text: string): string {
  const slug = text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug || "untitled";
}

/** The first of `slug`, `slug-2`, `slug-3`… not yet taken. */
function unique(slug: string, taken: Set<string>): string {
  let name = slug;
  for (let n = 2; taken.has(name); n += 1) name = `${slug}-${n}`;
  taken.add(name);
  return name;
}

export function renderPages(pages: TopicPage[]): string {
  return `${pages.map((page) => `# ${page.title}\n\n${page.content}\n`).join("\n")}`;
}

/**
 * A topic's pages as a file: Markdown when reading it back gives exactly these pages; JSON when
 * it would not (a page whose body has its own level-1 heading, or a title with a line break).
 */
function pagesFile(slug: string, pages: TopicPage[]): { name: string; text: string } {
  const markdown = renderPages(pages);
  if (isDeepStrictEqual(splitPages(markdown), pages)) return { name: `${slug}.md`, text: markdown };
  return { name: `${slug}.json`, text: json({ pages }) };
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * Writes a catalog in the layout content/README.md describes. The folder must be new or empty;
 * the files appear there all at once (written beside it, then renamed), so an interrupted
 * export leaves no half catalog behind.
 */
export function writeCatalog(dir: string, catalog: CatalogCategory[]): void {
  const target = resolve(dir);
  if (existsSync(target) && readdirSync(target).length > 0) {
    throw new CatalogError(target, "folder is not empty; export into a new or empty folder");
  }
  mkdirSync(dirname(target), { recursive: true });
  const partial = join(dirname(target), `.${basename(target)}.partial-${process.pid}`);
  rmSync(partial, { recursive: true, force: true });
  try {
    // Numbered folders keep the installation's category order: an import adds categories,
    // and their topics' ids, in folder order.
    const width = Math.max(2, String(catalog.length).length);
    catalog.forEach((category, index) => {
      const number = String(index + 1).padStart(width, "0");
      writeCategory(join(partial, `${number}-${slugify(category.name)}`), category);
    });
    mkdirSync(partial, { recursive: true });
    if (existsSync(target)) rmSync(target, { recursive: true });
    renameSync(partial, target);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}

function writeCategory(folder: string, category: CatalogCategory) {
  mkdirSync(folder, { recursive: true });
  const topicFiles = new Set<string>();
  const entries = category.topics.map((topic) => {
    const { pages: stored, figures, isActive, ...fields } = topic;
    const entry: Record<string, unknown> = { ...fields };
    if (stored && stored.length > 0) {
      const slug = unique(slugify(topic.title), topicFiles);
      const { pages, files } = figureFiles(slug, stored, figures ?? {});
      const file = pagesFile(slug, pages);
      mkdirSync(join(folder, "topics"), { recursive: true });
      writeFileSync(join(folder, "topics", file.name), file.text);
      for (const figure of files) {
        mkdirSync(dirname(join(folder, "topics", figure.path)), { recursive: true });
        writeFileSync(join(folder, "topics", figure.path), figure.svg);
      }
      entry.content = file.name;
    }
    if (isActive === false) entry.isActive = false;
    return entry;
  });
  const { topics: _topics, tests, isActive, ...fields } = category;
  writeFileSync(
    join(folder, "category.json"),
    json({ ...fields, ...(isActive === false ? { isActive } : {}), topics: entries }),
  );
  const testFiles = new Set<string>();
  for (const test of tests) {
    const { isActive: active, questions, ...rest } = test;
    mkdirSync(join(folder, "tests"), { recursive: true });
    writeFileSync(
      join(folder, "tests", `${unique(slugify(test.title), testFiles)}.json`),
      json({
        ...rest,
        ...(active === false ? { isActive: false } : {}),
        ...(questions && questions.length > 0 ? { questions } : {}),
      }),
    );
  }
}
