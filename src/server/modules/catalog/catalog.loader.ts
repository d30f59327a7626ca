import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { z } from "zod";
import { lessonBlocks, lessonFigures } from "../../../shared/lesson.ts";
import { isMediaPath } from "../../../shared/media.ts";
import type { TopicPage } from "../../../shared/schemas/content.ts";
import { svgProblems } from "../media/svg-rules.ts";
import {
  type CatalogCategory,
  type CatalogFigure,
  catalogCategoryFile,
  catalogPages,
  catalogPagesFile,
  catalogTestFile,
} from "./catalog.schema.ts";

export const DEFAULT_CATALOG_DIR = fileURLToPath(
  new URL("../../../../content/catalog", import.meta.url),
);

export class CatalogError extends Error {
  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.name = "CatalogError";
  }
}

/** Reads and validates a whole catalog directory; any invalid file stops it with its name. */
export function loadCatalog(dir: string = DEFAULT_CATALOG_DIR): CatalogCategory[] {
  if (!existsSync(dir)) throw new CatalogError(dir, "no such directory");
  const folders = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const catalog = folders.map((folder) => loadCategory(join(dir, folder)));
  refuseRepeats(dir, catalog);
  refuseUnknownPaths(dir, catalog);
  return catalog;
}

/**
 * An installation finds topics, tests and categories by name (import matches on it), so a name
 * may appear once in the whole catalog, not just once in its folder.
 */
function refuseRepeats(dir: string, catalog: CatalogCategory[]) {
  const seen = { category: new Set<string>(), topic: new Set<string>(), test: new Set<string>() };
  const once = (kind: keyof typeof seen, name: string) => {
    const key = name.toLowerCase();
    if (seen[kind].has(key)) throw new CatalogError(dir, `${kind} "${name}" appears twice`);
    seen[kind].add(key);
  };
  for (const category of catalog) {
    once("category", category.name);
    for (const topic of category.topics) once("topic", topic.title);
    for (const test of category.tests) once("test", test.title);
  }
}

/** "Before this" and "Next" name topics by title; each must be a topic of this catalog. */
function refuseUnknownPaths(dir: string, catalog: CatalogCategory[]) {
  const titles = new Set(catalog.flatMap((c) => c.topics.map((t) => t.title.toLowerCase())));
  for (const topic of catalog.flatMap((category) => category.topics)) {
    for (const named of [...(topic.before ?? []), ...(topic.next ?? [])]) {
      if (named.toLowerCase() === topic.title.toLowerCase()) {
        throw new CatalogError(dir, `topic "${topic.title}" names itself in before or next`);
      }
      if (!titles.has(named.toLowerCase())) {
        throw new CatalogError(dir, `topic "${topic.title}" names "${named}", not a topic here`);
      }
    }
  }
}

function loadCategory(folder: string): CatalogCategory {
  const categoryPath = join(folder, "category.json");
  const category = parseWith(categoryPath, catalogCategoryFile, readJson(categoryPath));
  const titles = new Set<string>();
  const topics = category.topics.map((topic) => {
    if (titles.has(topic.title)) {
      throw new CatalogError(categoryPath, `duplicate topic title "${topic.title}"`);
    }
    titles.add(topic.title);
    const path = topic.content ? join(folder, "topics", topic.content) : null;
    const pages = path ? readPages(path) : null;
    const figures = path && pages ? readFigures(path, pages) : {};
    const { content: _file, ...fields } = topic;
    return { ...fields, pages, figures };
  });

  const testsDir = join(folder, "tests");
  const testFiles = existsSync(testsDir)
    ? readdirSync(testsDir)
        .filter((name) => name.endsWith(".json"))
        .sort()
    : [];
  const tests = testFiles.map((name) => {
    const path = join(testsDir, name);
    const test = parseWith(path, catalogTestFile, readJson(path));
    if (test.topic !== undefined && !titles.has(test.topic)) {
      throw new CatalogError(path, `topic "${test.topic}" is not in ${categoryPath}`);
    }
    return test;
  });
  const { topics: _entries, ...fields } = category;
  return { ...fields, topics, tests };
}

function readPages(path: string): TopicPage[] {
  const pages = path.endsWith(".json")
    ? parseWith(path, catalogPagesFile, readJson(path)).pages
    : readMarkdownPages(path);
  for (const page of pages) {
    const blocks = lessonBlocks(page.content);
    const where = `page "${page.title}"`;
    if (blocks.unclosed) throw new CatalogError(path, `${where}: a ::: block is not closed`);
    if (blocks.strayedSolutions > 0) {
      throw new CatalogError(path, `${where}: a solution does not follow an exercise`);
    }
    const lone = blocks.exercises.find((exercise) => exercise.solution === null);
    if (lone) throw new CatalogError(path, `${where}: an exercise has no solution after it`);
  }
  return pages;
}

function readMarkdownPages(path: string): TopicPage[] {
  if (!existsSync(path)) throw new CatalogError(path, "file not found");
  return parseWith(path, catalogPages, splitPages(readFileSync(path, "utf8")));
}

/**
 * The SVG files a lesson's pages show, by the address written in the page (relative to the
 * lesson's file); each must be there, inside the topics folder, and meet the figure rules.
 */
function readFigures(path: string, pages: TopicPage[]): Record<string, CatalogFigure> {
  const figures: Record<string, CatalogFigure> = {};
  const topicsDir = dirname(path);
  for (const page of pages) {
    for (const figure of lessonFigures(page.content)) {
      if (isMediaPath(figure.src) || figures[figure.src] !== undefined) continue;
      const where = `page "${page.title}", figure ${figure.src}`;
      const file = resolve(topicsDir, figure.src);
      const inside = relative(topicsDir, file);
      if (!figure.src.endsWith(".svg") || inside.startsWith("..") || /^[a-z]+:/i.test(figure.src)) {
        throw new CatalogError(path, `${where}: a figure is an .svg file beside the lesson`);
      }
      if (!existsSync(file)) throw new CatalogError(path, `${where}: file not found`);
      if (figure.alt.length < 20) {
        throw new CatalogError(path, `${where}: the alt text must say what the figure shows`);
      }
      const svg = readFileSync(file, "utf8");
      const problems = svgProblems(svg);
      if (problems.length > 0) throw new CatalogError(file, problems.join("; "));
      figures[figure.src] = { name: basename(file), svg };
    }
  }
  return figures;
}

/** Splits Markdown into pages at level-1 headings that are not inside a fenced code block. */
export function splitPages(markdown: string): TopicPage[] {
  const pages: TopicPage[] = [];
  let current: { title: string; lines: string[] } | null = null;
  let fence: string | null = null;
  for (const line of markdown.split(/\r?\n/)) {
    const fenceMatch = /^\s*(```|~~~)/.exec(line);
    if (fenceMatch) {
      if (fence === null) fence = fenceMatch[1]!;
      else if (line.trim().startsWith(fence)) fence = null;
    }
    const heading = fence === null ? /^# (.+)$/.exec(line) : null;
    if (heading) {
      if (current) pages.push(finish(current));
      current = { title: heading[1]!.trim(), lines: [] };
    } else if (current) {
      current.lines.push(line);
    }
  }
  if (current) pages.push(finish(current));
  return pages;
}

function finish(page: { title: string; lines: string[] }): TopicPage {
  return { title: page.title, content: page.lines.join("\n").trim() };
}

function readJson(path: string): unknown {
  if (!existsSync(path)) throw new CatalogError(path, "file not found");
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    throw new CatalogError(path, `invalid JSON (${(error as Error).message})`);
  }
}

function parseWith<T extends z.ZodType>(path: string, schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const problems = result.error.issues
    .map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`)
    .join("; ");
  throw new CatalogError(path, problems);
}
