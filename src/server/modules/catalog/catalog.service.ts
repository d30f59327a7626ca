import { LEVELS } from "../../../shared/constants.ts";
import { parseTestQuestions } from "../../../shared/test-content.ts";
import { normalizeTopicContent } from "../../../shared/topic-content.ts";
import type { ContentServices } from "../content/content.service.ts";
import type { MediaService } from "../media/media.service.ts";
import type { SettingsService } from "../settings/settings.service.ts";
import { readFigures, storeFigures } from "./catalog.figures.ts";
import type { CatalogCategory, CatalogTopic } from "./catalog.schema.ts";

export interface ImportCounts {
  categories: number;
  topics: number;
  tests: number;
  /** Topics and tests already present whose fields and content the import replaced. */
  updated: number;
}

/** The catalog reads and writes content, its figures and its "loaded" mark through these. */
export type CatalogDeps = Pick<ContentServices, "categories" | "topics" | "tests" | "versions"> & {
  media: MediaService;
  settings: Pick<SettingsService, "value" | "setValue">;
};

const LOADED_KEY = "catalogLoadedAt";

/**
 * Adds what the catalog has and the database lacks, matched by name and title; anything
 * already there (perhaps edited by the owner) is left as it is, so running it twice adds
 * nothing. With `overwrite`, a topic or test already there takes the catalog's fields and
 * content instead; the content it replaces stays in its History, and content the catalog lacks
 * is kept. Topics and tests are added in catalog order, or with `beginnersFirst` level by level.
 */
export async function importCatalog(
  { categories, topics, tests, versions, media }: CatalogDeps,
  catalog: CatalogCategory[],
  {
    overwrite = false,
    beginnersFirst = false,
  }: { overwrite?: boolean; beginnersFirst?: boolean } = {},
): Promise<ImportCounts> {
  const counts: ImportCounts = { categories: 0, topics: 0, tests: 0, updated: 0 };

  for (const category of catalog) {
    const added = await categories.addIfMissing({
      name: category.name,
      description: category.description ?? null,
      isActive: category.isActive ?? true,
    });
    if (added) counts.categories += 1;
  }
  const changed = new Set<CatalogTopic>();
  const topicEntries = catalog.flatMap((category) =>
    category.topics.map((topic) => ({ category, topic, level: topic.level })),
  );
  for (const { category, topic } of beginnersFirst ? byLevel(topicEntries) : topicEntries) {
    const { pages: written, figures, isActive, before: _before, next: _next, ...fields } = topic;
    const present = await topics.idByTitle(fields.title);
    // Figures go into the media store first; the pages then name them by their stored address.
    const pages = written ? await storeFigures(media, written, figures ?? {}) : null;
    const values = {
      ...fields,
      category: category.name,
      isActive: isActive ?? true,
      ...(pages ? { pages } : {}),
    };
    if (present === undefined) {
      await topics.create(values);
      counts.topics += 1;
      changed.add(topic);
    } else if (overwrite) {
      if (pages) await versions.keepCurrent("topic", present);
      await topics.update(present, values);
      counts.updated += 1;
      changed.add(topic);
    }
  }
  // Paths name topics by title, so they are set once every topic of the catalog is there.
  const idOf = topics.idByTitle;
  for (const topic of changed) {
    const id = await idOf(topic.title);
    const ids = async (titles: string[] = []) =>
      (await Promise.all(titles.map(idOf))).filter((found) => found !== undefined);
    if (id !== undefined) {
      await topics.setPaths(id, { before: await ids(topic.before), next: await ids(topic.next) });
    }
  }
  const testEntries = catalog.flatMap((category) =>
    category.tests.map((test) => ({ category, test, level: test.level })),
  );
  for (const { category, test } of beginnersFirst ? byLevel(testEntries) : testEntries) {
    const { topic: lesson, questions, isActive, ...fields } = test;
    const present = await tests.idByTitle(fields.title);
    const values = {
      ...fields,
      topicId: lesson ? ((await idOf(lesson)) ?? null) : null,
      category: category.name,
      isActive: isActive ?? true,
      ...(questions ? { questions } : {}),
    };
    if (present === undefined) {
      await tests.create(values);
      counts.tests += 1;
    } else if (overwrite) {
      if (questions) await versions.keepCurrent("test", present);
      await tests.update(present, values);
      counts.updated += 1;
    }
  }
  return counts;
}

/**
 * Beginner topics first, then intermediate, then advanced. Within a level the categories take
 * turns (the first beginner topic of each category, then the second of each…), so a new
 * installation's home page, whose Popular Topics are the first three with pages, opens on
 * three subjects rather than three beginner lessons of one category. Each category's own order
 * is kept.
 */
function byLevel<T extends { level: string; category: { name: string } }>(entries: T[]): T[] {
  const rank = (level: string) => LEVELS.indexOf(level as (typeof LEVELS)[number]);
  const turn = new Map<T, number>();
  const seen = new Map<string, number>();
  for (const entry of entries) {
    const key = `${entry.category.name}\0${entry.level}`;
    turn.set(entry, seen.get(key) ?? 0);
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  // toSorted is stable: equal keys keep catalog order, which puts categories in folder order.
  return entries.toSorted((a, b) => rank(a.level) - rank(b.level) || turn.get(a)! - turn.get(b)!);
}

/** Everything an installation teaches, in the catalog's shape: what an export writes. */
export async function readCatalog({
  categories,
  topics,
  tests,
  media,
}: CatalogDeps): Promise<CatalogCategory[]> {
  const [categoryRows, topicRows, testRows] = await Promise.all([
    categories.list(),
    topics.all(),
    tests.all(),
  ]);
  const titleOf = new Map(topicRows.map((row) => [row.id, row.title]));
  const rowOf = new Map<CatalogTopic, number>();
  const catalog: CatalogCategory[] = categoryRows.map((category) => ({
    name: category.name,
    ...(category.description ? { description: category.description } : {}),
    ...(category.isActive ? {} : { isActive: false }),
    topics: topicRows
      .filter((topic) => topic.category === category.name)
      .map((topic) => {
        const pages = normalizeTopicContent(topic.generatedContent);
        const entry: CatalogTopic = {
          title: topic.title,
          description: topic.description,
          level: topic.level as CatalogCategory["topics"][number]["level"],
          ...(topic.isActive ? {} : { isActive: false }),
          pages: pages.length > 0 ? pages : null,
        };
        rowOf.set(entry, topic.id);
        return entry;
      }),
    tests: testRows
      .filter((test) => test.category === category.name)
      .map((test) => {
        const questions = parseTestQuestions(test.generatedContent) ?? [];
        return {
          title: test.title,
          description: test.description,
          level: test.level as CatalogCategory["topics"][number]["level"],
          ...(test.topicId !== null ? { topic: titleOf.get(test.topicId) } : {}),
          timeLimit: test.timeLimit,
          passingScore: test.passingScore,
          ...(test.isActive ? {} : { isActive: false }),
          ...(questions.length > 0 ? { questions } : {}),
        };
      }),
  }));
  for (const topic of catalog.flatMap((category) => category.topics)) {
    if (topic.pages) topic.figures = await readFigures(media, topic.pages);
  }
  const paths = await topics.pathTitles(topicRows.map((row) => row.id));
  for (const [topic, id] of rowOf) {
    const named = paths.get(id);
    if (named?.before.length) topic.before = named.before;
    if (named?.next.length) topic.next = named.next;
  }
  return catalog;
}

/**
 * Records that this installation has its catalog, so the first start does not add the starter
 * set on top of one the owner imported (and perhaps pruned) before ever starting the site.
 */
export async function markCatalogLoaded({ settings }: Pick<CatalogDeps, "settings">) {
  if (!(await settings.value(LOADED_KEY))) {
    await settings.setValue(LOADED_KEY, new Date().toISOString());
  }
}

/** Loads the starter catalog once per installation, on the first start. */
export async function seedStarterCatalog(
  deps: CatalogDeps,
  load: () => CatalogCategory[],
): Promise<ImportCounts | null> {
  const { settings } = deps;
  if (await settings.value(LOADED_KEY)) return null;
  // Ids follow the order topics are added in, and the home page's Popular Topics are the first
  // three with pages (spec §2): a new installation opens on the beginner lessons of the first
  // categories, not on one category's beginner, intermediate and advanced topics.
  const counts = await importCatalog(deps, load(), { beginnersFirst: true });
  await settings.setValue(LOADED_KEY, new Date().toISOString());
  return counts;
}
