import { and, eq } from "drizzle-orm";
import type { Level } from "../../../shared/constants.ts";
import type { TopicPage } from "../../../shared/schemas/content.ts";
import { normalizeTopicContent } from "../../../shared/topic-content.ts";
import type { Db } from "../../db/client.ts";
import { notFound } from "../../errors.ts";
import { pageViews } from "../analytics/analytics.table.ts";
import { ensureCategory } from "../categories/categories.service.ts";
import { forgetGenerations } from "../generation/forget-generations.ts";
import { createTopicPathsRepository } from "./topic-paths.repository.ts";
import { createTopicsRepository, type TopicInsert } from "./topics.repository.ts";

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

export function createTopicsService({ db }: { db: Db }) {
  const repo = createTopicsRepository({ db });
  const paths = createTopicPathsRepository({ db });

  function withDerived<T extends { pageCount: number }>(row: T) {
    return { ...row, hasContent: row.pageCount > 0 };
  }

  async function list() {
    return (await repo.listSummaries()).map(withDerived);
  }

  async function get(id: number) {
    const row = await repo.findById(id);
    if (!row) throw notFound("Topic");
    return row;
  }

  /**
   * The reader's view: pages normalised from whatever shape the content has (spec §3). The
   * caller counts the view (request.countView), so an answer served from the cache counts too.
   */
  async function getContent(id: number) {
    const row = await get(id);
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
      return withDerived(await createTopicsRepository({ db: tx }).insert(values));
    });
  }

  async function update(id: number, changes: TopicChanges) {
    return db.transaction(async (tx) => {
      const { pages, ...fields } = changes;
      const values: Partial<TopicInsert> = { ...fields, ...topicContentValues(pages) };
      if (fields.category) values.category = await ensureCategory(tx, fields.category);
      const row = await createTopicsRepository({ db: tx }).update(id, values);
      if (!row) throw notFound("Topic");
      return withDerived(row);
    });
  }

  /** Deletes the topic with its view counts and content versions; its running
   * generation stops. Finished jobs stay: they are the record of what AI generation cost. */
  async function remove(id: number) {
    await db.transaction(async (tx) => {
      if (!(await createTopicsRepository({ db: tx }).delete(id))) throw notFound("Topic");
      await tx
        .delete(pageViews)
        .where(and(eq(pageViews.contentType, "topic"), eq(pageViews.contentId, id)));
      await forgetGenerations(tx, "topic", id);
    });
  }

  return {
    list,
    get,
    getContent,
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

export function topicContentValues(pages: TopicPage[] | undefined): Partial<TopicInsert> {
  if (pages === undefined) return {};
  return {
    generatedContent: pages.length > 0 ? serializePages(pages) : null,
    pageCount: pages.length,
  };
}

export type TopicsService = ReturnType<typeof createTopicsService>;
