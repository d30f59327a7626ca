import { count, gte, lt, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { LIMITS } from "../../shared/constants.ts";
import { lastDays } from "../modules/analytics/analytics.service.ts";
import type { Db } from "./client.ts";

/** The columns of topics and tests that their counts read. */
interface Counted {
  table: PgTable;
  category: AnyPgColumn;
  isActive: AnyPgColumn;
  createdAt: AnyPgColumn;
  /** Its pages or questions: written when above 0. */
  size: AnyPgColumn;
}

/**
 * What the admin screens show of a whole list without loading it: totals, how many are active
 * and written, how many per category, and how many were created each day of the analytics
 * window (with those created before it), all counted by the database.
 */
export async function contentCounts(
  db: Db,
  { table, category, isActive, createdAt, size }: Counted,
) {
  const [[totals], perCategory, created] = await Promise.all([
    db
      .select({
        total: count(),
        active: sql<number>`count(*) filter (where ${isActive})::int`,
        written: sql<number>`count(*) filter (where ${size} > 0)::int`,
      })
      .from(table),
    db.select({ category, n: count() }).from(table).groupBy(category),
    createdCounts(db, table, createdAt),
  ]);
  return {
    total: totals!.total,
    active: totals!.active,
    written: totals!.written,
    byCategory: perCategory.map((row) => ({ category: row.category as string, count: row.n })),
    ...created,
  };
}

/** How many rows were created each UTC day of the analytics window, and how many before it. */
export async function createdCounts(db: Db, table: PgTable, createdAt: AnyPgColumn) {
  const days = lastDays(LIMITS.analyticsDays);
  const since = new Date(`${days[0]}T00:00:00Z`);
  const [[before], perDay] = await Promise.all([
    db.select({ n: count() }).from(table).where(lt(createdAt, since)),
    db
      .select({
        day: sql<string>`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD')`,
        n: count(),
      })
      .from(table)
      .where(gte(createdAt, since))
      .groupBy(sql`1`),
  ]);
  const created = new Map(perDay.map((row) => [row.day, row.n]));
  return {
    createdBefore: before!.n,
    createdPerDay: days.map((day) => ({ day, count: created.get(day) ?? 0 })),
  };
}

export type ContentCounts = Awaited<ReturnType<typeof contentCounts>>;
