import { and, asc, count, eq, gt, isNull, sql } from "drizzle-orm";
import type { Level } from "../../../../shared/constants.ts";
import { countWords } from "../../../../shared/lesson.ts";
import type { TopicPage } from "../../../../shared/schemas/content.ts";
import type { ContentListRequest } from "../../../../shared/schemas/list-query.ts";
import { normalizeTopicContent } from "../../../../shared/topic-content.ts";
import type { TopicFilters } from "../../../../shared/topic-list.ts";
import type { Db } from "../../../db/client.ts";
import { contentCounts } from "../../../db/content-counts.ts";
import { notFound } from "../../../errors.ts";
import { ensureCategory } from "../categories/categories.service.ts";
import { indexContent } from "../search/search.index.ts";
import { publicTopicList } from "./topic-list.ts";
import { createTopicPathsRepository } from "./topic-paths.repository.ts";
import { createTopicsRepository, type TopicInsert } from "./topics.repository.ts";
import { topics } from "./topics.table.ts";

export interface TopicFields {
  title: string;
  description: string;
  level: Level;
  category: string;
}

export interface TopicChanges extends Partial<TopicFields> {
  isActive?: boolean;
  pages?: TopicPage[];
}

/** The stored form of written pages. */
export function serializePages(pages: TopicPage[]): string {
  return JSON.stringify({ pages });
}

export function createTopicsService({
  db,
  forget,
}: {
  db: Db;
  /** Inside a delete's transaction: what else goes with the deleted topic. */
  forget: (tx: Db, id: number) => Promise<void>;
}) {
  const repo = createTopicsRepository({ db });
  const paths = createTopicPathsRepository({ db });

  function withDerived<T extends { pageCount: number }>(row: T) {
    return { ...row, hasContent: row.pageCount > 0 };
  }

  async function list() {
    return (await repo.listSummaries()).map(withDerived);
  }

  /** A page of the list, every topic (active or not) without content, oldest first. */
  async function listPage(request: ContentListRequest) {
    const page = await repo.listPage(request);
    return { ...page, items: page.items.map(withDerived) };
  }

  async function get(id: number) {
    const row = await repo.findById(id);
    if (!row) throw notFound("Topic");
    return row;
  }

  /** The reader's view: pages normalised from whatever shape the content has (spec §3). */
  async function findContent(id: number) {
    const row = await repo.findById(id);
    if (!row) return null;
    const pages = normalizeTopicContent(row.generatedContent);
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      level: row.level,
      category: row.category,
      pages,
    };
  }

  async function getContent(id: number) {
    const content = await findContent(id);
    if (!content) throw notFound("Topic");
    return content;
  }

  /** A topic's public name and whether it can be read, for links to it; null if hidden or gone. */
  async function linkTo(id: number) {
    const row = await repo.findSummary(id);
    if (!row?.isActive) return null;
    return { id: row.id, title: row.title, hasContent: row.pageCount > 0 };
  }

  async function create(input: TopicFields & { pages?: TopicPage[]; isActive?: boolean }) {
    return db.transaction(async (tx) => {
      const category = await ensureCategory(tx, input.category);
      const values: TopicInsert = { ...input, category, ...topicContentValues(input.pages) };
      const row = await createTopicsRepository({ db: tx }).insert(values);
      if (row.pageCount > 0) await indexContent(tx, "topic", row.id);
      return withDerived(row);
    });
  }

  async function update(id: number, changes: TopicChanges) {
    return db.transaction(async (tx) => {
      const { pages, ...fields } = changes;
      const values: Partial<TopicInsert> = { ...fields, ...topicContentValues(pages) };
      if (fields.category) values.category = await ensureCategory(tx, fields.category);
      const row = await createTopicsRepository({ db: tx }).update(id, values);
      if (!row) throw notFound("Topic");
      if (searched(changes)) await indexContent(tx, "topic", id);
      return withDerived(row);
    });
  }

  /** Deletes the topic and, in the same transaction, what goes with it (`forget`). */
  async function remove(id: number) {
    await db.transaction(async (tx) => {
      if (!(await createTopicsRepository({ db: tx }).delete(id))) throw notFound("Topic");
      await forget(tx, id);
    });
  }

  /**
   * Counts the words of topics stored before word counts were (at start-up, under the migration
   * lock); the topics keep their updatedAt.
   */
  async function countMissingWords() {
    const rows = await db
      .select({ id: topics.id, content: topics.generatedContent })
      .from(topics)
      .where(isNull(topics.wordCount));
    for (const row of rows) {
      await db
        .update(topics)
        .set({
          wordCount: wordsOf(normalizeTopicContent(row.content)),
          updatedAt: sql`${topics.updatedAt}`,
        })
        .where(eq(topics.id, row.id));
    }
    return rows.length;
  }

  return {
    list,
    /** One page of the public list, /topics (ADR 018): read by the database. */
    publicList: (filters: TopicFilters, page: number, order: readonly string[]) =>
      publicTopicList(db, filters, page, order),
    countMissingWords,
    /** Every readable topic's id and last change, for the sitemap: two columns, oldest first. */
    readable: () =>
      db
        .select({ id: topics.id, updatedAt: topics.updatedAt })
        .from(topics)
        .where(gt(topics.pageCount, 0))
        .orderBy(asc(topics.id)),
    /** Every readable topic's id and category, for /progress's catalog: two columns. */
    readableByCategory: () =>
      db
        .select({ id: topics.id, category: topics.category })
        .from(topics)
        .where(gt(topics.pageCount, 0)),
    /** The home page's figures: active topics, and the first `popular` active written ones. */
    async homeSummary(popular: number) {
      const [[active], first] = await Promise.all([
        db.select({ n: count() }).from(topics).where(eq(topics.isActive, true)),
        db
          .select({
            id: topics.id,
            title: topics.title,
            description: topics.description,
            level: topics.level,
            category: topics.category,
          })
          .from(topics)
          .where(and(eq(topics.isActive, true), gt(topics.pageCount, 0)))
          .orderBy(asc(topics.id))
          .limit(popular),
      ]);
      return { active: active!.n, popular: first };
    },
    /** The whole list counted: totals, per category, created per day (admin screens). */
    counts: () =>
      contentCounts(db, {
        table: topics,
        category: topics.category,
        isActive: topics.isActive,
        createdAt: topics.createdAt,
        size: topics.pageCount,
      }),
    listPage,
    get,
    /** One row as the admin list shows it. */
    summary: async (id: number) => withDerived(await get(id)),
    findContent,
    getContent,
    /** A topic's id by its exact title (the catalog matches by title). */
    idByTitle: async (title: string) => (await repo.findByTitle(title))?.id,
    /** Every topic with its content, oldest first (a catalog export). */
    all: () => db.select().from(topics).orderBy(asc(topics.id)),
    /** The ids of topics without pages, oldest first (what "Generate all missing" queues). */
    unwritten: async () =>
      (
        await db
          .select({ id: topics.id })
          .from(topics)
          .where(eq(topics.pageCount, 0))
          .orderBy(asc(topics.id))
      ).map((row) => row.id),
    linkTo,
    /** "Before this" and "Next": the active topics a topic's paths name. */
    paths: (id: number) => paths.of(id),
    setPaths: paths.set,
    pathTitles: paths.titles,
    create,
    update,
    remove,
  };
}

/** Whether a change touches what the search index holds: its words, or whether it is shown. */
function searched(changes: TopicChanges): boolean {
  return (
    changes.title !== undefined ||
    changes.description !== undefined ||
    changes.pages !== undefined ||
    changes.isActive !== undefined
  );
}

export function topicContentValues(pages: TopicPage[] | undefined): Partial<TopicInsert> {
  if (pages === undefined) return {};
  return {
    generatedContent: pages.length > 0 ? serializePages(pages) : null,
    pageCount: pages.length,
    wordCount: wordsOf(pages),
  };
}

/** Every word of a topic's pages, as reading times count them. */
export function wordsOf(pages: readonly TopicPage[]): number {
  return pages.reduce((sum, page) => sum + countWords(page.content), 0);
}

export type TopicsService = ReturnType<typeof createTopicsService>;
