import { count, lte, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { byCatalogOrder } from "../../shared/catalog-order.ts";
import type { Db } from "./client.ts";

// One page of a public list grouped by category (/topics, /tests; ADR 018, ADR 019), read by the
// database at any size: with no category chosen, each category's first `perCategory` rows (a
// window function); with one chosen, its `page`-th page of `perPage` (numbered pages, so OFFSET,
// within one category). Counts per category come from GROUP BY.

export interface GroupedPage<R> {
  groups: { category: string; items: R[]; total: number }[];
  page: number;
  pages: number;
  /** Rows the filters match. */
  shown: number;
}

export async function groupedPage<R extends { category: string }>(
  db: Db,
  query: {
    table: PgTable;
    /** The row's columns to read (`category` among them). */
    columns: Record<string, AnyPgColumn>;
    category: AnyPgColumn;
    /** The filters, a chosen category among them. */
    where: SQL | undefined;
    /** The list's order within a category. */
    orderBy: SQL;
    chosen: boolean;
    page: number;
    limits: { perCategory: number; perPage: number };
    /** The categories' names in the catalog's order. */
    catalogOrder: readonly string[];
  },
): Promise<GroupedPage<R>> {
  const { table, columns, category, where, orderBy, limits } = query;
  const perCategory = await db
    .select({ category, n: count() })
    .from(table)
    .where(where)
    .groupBy(category);
  const shown = perCategory.reduce((sum, row) => sum + row.n, 0);
  const pages = query.chosen ? Math.max(1, Math.ceil(shown / limits.perPage)) : 1;
  const page = Math.min(query.page, pages);

  let rows: Record<string, unknown>[];
  if (query.chosen) {
    rows = await db
      .select(columns)
      .from(table)
      .where(where)
      .orderBy(orderBy)
      .limit(limits.perPage)
      .offset((page - 1) * limits.perPage);
  } else {
    const rank = sql<number>`row_number() over (partition by ${category} order by ${orderBy})`;
    const ranked = db
      .select({ ...columns, rank: rank.as("rank") })
      .from(table)
      .where(where)
      .as("ranked");
    const found: Record<string, unknown>[] = await db
      .select()
      .from(ranked)
      .where(lte(sql`"rank"`, limits.perCategory))
      .orderBy(sql`"rank"`);
    rows = found.map(({ rank: _rank, ...row }) => row);
  }

  const totals = new Map(perCategory.map((row) => [row.category as string, row.n]));
  return {
    groups: byCatalogOrder(totals.keys(), query.catalogOrder).map((name) => ({
      category: name,
      total: totals.get(name)!,
      items: rows.filter((row) => row.category === name) as R[],
    })),
    page,
    pages,
    shown,
  };
}
