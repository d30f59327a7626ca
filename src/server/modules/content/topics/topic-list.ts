import { and, count, gt, sql } from "drizzle-orm";
import { levelsPresent } from "../../../../shared/catalog-order.ts";
import { LIST_LIMITS } from "../../../../shared/constants.ts";
import { readingMinutes } from "../../../../shared/reading-time.ts";
import {
  availableByDefault,
  onlyAvailable,
  type TopicFilters,
  type TopicListItem,
} from "../../../../shared/topic-list.ts";
import type { Db } from "../../../db/client.ts";
import { groupedPage } from "../../../db/grouped-page.ts";
import { containsText, equalsText } from "../../../db/paging.ts";
import { topics } from "./topics.table.ts";

// The public topics list (/topics) read by the database: what one page shows and the counts
// around it, whatever the catalog's size (ADR 018, ADR 019). Nothing here loads a topic's pages.

const card = {
  id: topics.id,
  title: topics.title,
  description: topics.description,
  category: topics.category,
  level: topics.level,
  pageCount: topics.pageCount,
  wordCount: topics.wordCount,
};

export interface TopicListPage {
  available: boolean;
  availableByDefault: boolean;
  /** Every category, in the catalog's order. */
  categories: string[];
  /** The levels topics have, beginner to advanced. */
  levels: string[];
  groups: { category: string; items: TopicListItem[]; total: number }[];
  page: number;
  pages: number;
  /** How many topics the filters match. */
  shown: number;
  totals: { topics: number; categories: number; beginner: number; advanced: number };
}

/**
 * One page of /topics: with no category chosen, each category's first `perCategory` matching
 * topics; with one chosen, its `page`-th page of `perPage`. `order` is the categories' names in
 * the catalog's order.
 */
export async function publicTopicList(
  db: Db,
  filters: TopicFilters,
  page: number,
  order: readonly string[],
  limits: { perCategory: number; perPage: number } = LIST_LIMITS,
): Promise<TopicListPage> {
  const [[sizes], levelRows] = await Promise.all([
    db
      .select({
        topics: count(),
        written: sql<number>`count(*) filter (where ${topics.pageCount} > 0)::int`,
        categories: sql<number>`count(distinct ${topics.category})::int`,
        beginner: sql<number>`count(*) filter (where ${topics.level} = 'beginner')::int`,
        advanced: sql<number>`count(*) filter (where ${topics.level} = 'advanced')::int`,
      })
      .from(topics),
    db.selectDistinct({ level: topics.level }).from(topics),
  ]);
  const byDefault = availableByDefault({ written: sizes!.written, total: sizes!.topics });
  const available = onlyAvailable(filters, byDefault);
  // Every topic, active or not (spec §2), matching the filters.
  const matching = and(
    containsText([topics.title, topics.description], filters.q),
    equalsText(topics.level, filters.level),
    available ? gt(topics.pageCount, 0) : undefined,
  );
  const where = and(matching, equalsText(topics.category, filters.category));
  const paged = await groupedPage<CardRow>(db, {
    table: topics,
    columns: card,
    category: topics.category,
    where,
    // Readable topics first, each part oldest first.
    orderBy: sql`${topics.pageCount} > 0 desc, ${topics.id}`,
    chosen: Boolean(filters.category),
    page,
    limits,
    catalogOrder: order,
  });

  return {
    available,
    availableByDefault: byDefault,
    categories: [...order],
    levels: levelsPresent(levelRows),
    groups: paged.groups.map((group) => ({
      ...group,
      items: group.items.map(toItem),
    })),
    page: paged.page,
    pages: paged.pages,
    shown: paged.shown,
    totals: {
      topics: sizes!.topics,
      categories: sizes!.categories,
      beginner: sizes!.beginner,
      advanced: sizes!.advanced,
    },
  };
}

interface CardRow {
  id: number;
  title: string;
  description: string;
  category: string;
  level: string;
  pageCount: number;
  wordCount: number | null;
}

function toItem(row: CardRow): TopicListItem {
  const hasContent = row.pageCount > 0;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    level: row.level,
    hasContent,
    pageCount: row.pageCount,
    minutes: hasContent ? readingMinutes(row.wordCount ?? 0) : null,
  };
}
