import { and, count, eq, gt, sql } from "drizzle-orm";
import { byCatalogOrder, levelsPresent } from "../../../../shared/catalog-order.ts";
import { LIST_LIMITS } from "../../../../shared/constants.ts";
import type { TestListItem } from "../../../../shared/test-list.ts";
import type { ListFilters } from "../../../../shared/topic-list.ts";
import type { Db } from "../../../db/client.ts";
import { groupedPage } from "../../../db/grouped-page.ts";
import { containsText, equalsText } from "../../../db/paging.ts";
import { tests } from "./tests.table.ts";

// The public tests list (/tests) read by the database: only the tests visitors can start, one
// page of them grouped by category, and the menus' choices (ADR 018, ADR 019).

const card = {
  id: tests.id,
  title: tests.title,
  description: tests.description,
  category: tests.category,
  level: tests.level,
  timeLimit: tests.timeLimit,
  passingScore: tests.passingScore,
  questionCount: tests.questionCount,
};

/** Active tests with at least one question: what visitors see, start and count. */
export const startable = and(eq(tests.isActive, true), gt(tests.questionCount, 0));

export async function publicTestList(
  db: Db,
  filters: ListFilters,
  page: number,
  order: readonly string[],
  limits: { perCategory: number; perPage: number } = LIST_LIMITS,
) {
  const where = and(
    startable,
    containsText([tests.title, tests.description], filters.q),
    equalsText(tests.category, filters.category),
    equalsText(tests.level, filters.level),
  );
  const [paged, options, [total]] = await Promise.all([
    groupedPage<TestListItem & { category: string }>(db, {
      table: tests,
      columns: card,
      category: tests.category,
      where,
      orderBy: sql`${tests.id}`,
      chosen: Boolean(filters.category),
      page,
      limits,
      catalogOrder: order,
    }),
    db
      .selectDistinct({ category: tests.category, level: tests.level })
      .from(tests)
      .where(startable),
    db.select({ n: count() }).from(tests).where(startable),
  ]);
  return {
    ...paged,
    // The group heading names the category: a card's own copy would be sent for nothing.
    groups: paged.groups.map((group) => ({
      ...group,
      items: group.items.map(({ category: _category, ...item }): TestListItem => item),
    })),
    // The menus offer what the public tests have, categories in the catalog's order.
    categories: byCatalogOrder(
      options.map((row) => row.category),
      order,
    ),
    levels: levelsPresent(options),
    total: total!.n,
  };
}
