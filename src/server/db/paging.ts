import {
  and,
  asc,
  type Column,
  count,
  desc,
  eq,
  gt,
  ilike,
  lt,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Page, PageRequest } from "../../shared/schemas/list-query.ts";
import { isStorableText } from "../plugins/text-input.ts";
import type { Db } from "./client.ts";
import { FIELD_SEPARATOR, searchedText } from "./columns.ts";

// Keyset paging over a table's id (ADR 019): a page is the `limit` rows after the cursor's id in
// the list's order, found through an index whatever the page's depth, where OFFSET would read
// every row before it.

export type ListOrder = "asc" | "desc";

/**
 * A search counts its matches up to this many and then says "more than": counting every match of
 * a common word rechecked all 50,000 messages (533 ms on PGlite), the first 1,001 take 12 ms.
 * Up to it, a search's page sorts its matches, at about what counting them cost; beyond it,
 * walking the id's index meets a page of them soon (at 50,000 rows, within some 2,500).
 */
export const SEARCH_COUNT_MAX = 1000;

/**
 * The planner's price of an operator while a search is planned: 12 times its default (0.0025),
 * near what ILIKE over a message's few hundred characters costs next to reading a page.
 */
const SEARCH_OPERATOR_COST = "0.03";

/** A search's condition, and whether an index finds its rows (`trigramSearch`). */
export interface Search {
  where: SQL | undefined;
  indexed: boolean;
}

/**
 * Reads one page of `table`. `select` runs the list's query with the condition and order given
 * (the filters already in `where`, and the `search`'s) on `from`; the total counts the rows they
 * match, a search's up to SEARCH_COUNT_MAX.
 */
export async function keysetPage<T extends { id: number }>(
  db: Db,
  request: PageRequest,
  query: {
    table: PgTable;
    id: AnyPgColumn;
    order: ListOrder;
    where: SQL | undefined;
    search?: Search;
  },
  select: (where: SQL | undefined, orderBy: SQL, limit: number, from: Db) => Promise<T[]>,
): Promise<Page<T>> {
  const { table, id, order, search } = query;
  const where = and(query.where, search?.where);
  const after =
    request.cursor === undefined
      ? undefined
      : order === "asc"
        ? gt(id, request.cursor)
        : lt(id, request.cursor);
  const total = async (from: Db) => {
    if (!search?.where) return (await from.select({ n: count() }).from(table).where(where))[0]!.n;
    const matches = from.select({ one: sql`1` }).from(table).where(where);
    const first = matches.limit(SEARCH_COUNT_MAX + 1).as("first_matches");
    return (await from.select({ n: count() }).from(first))[0]!.n;
  };
  // One row more than asked says whether a next page exists without a second query.
  const page = (from: Db, key: SQL | AnyPgColumn) =>
    select(and(where, after), order === "asc" ? asc(key) : desc(key), request.limit + 1, from);
  const [rows, counted] = search?.indexed
    ? await db.transaction(async (tx) => {
        // A search through its index (ADR 020) corrects the planner twice, as measured at
        // 50,000 messages. At its default price of an operator, ILIKE over a message looks so
        // cheap that matching every row (or a tab's every row) seems better than rechecking
        // the few the index found: 150 ms against 20 on PostgreSQL.
        await tx.execute(sql.raw(`set local cpu_operator_cost = ${SEARCH_OPERATOR_COST}`));
        const counted = await total(tx);
        // Ordered by the id, a page may be read by walking the id's index until enough rows
        // match: quick when many do, every row when few do and the planner guessed many (PGlite
        // keeps no statistics to guess from). When few match, the page is ordered by `id + 0`,
        // the same order but no index's, so the matches are found as the count found them.
        const key = counted <= SEARCH_COUNT_MAX ? sql`${id} + 0` : id;
        return [await page(tx, key), counted] as const;
      })
    : await Promise.all([page(db, id), total(db)]);
  const items = rows.slice(0, request.limit);
  const more = rows.length > request.limit;
  const capped = search?.where !== undefined && counted > SEARCH_COUNT_MAX;
  return {
    items,
    next: more ? items[items.length - 1]!.id : null,
    total: capped ? SEARCH_COUNT_MAX : counted,
    totalIsExact: !capped,
  };
}

// A page's address can carry text PostgreSQL cannot compare (a NUL, a broken surrogate): no
// stored row holds such text, so it matches nothing rather than failing the query.
const NOTHING = sql`false`;

/** The rows whose column equals `value`; nothing filtered for no value. */
export function equalsText(column: AnyPgColumn, value: string | undefined): SQL | undefined {
  if (!value) return undefined;
  return isStorableText(value) ? eq(column, value) : NOTHING;
}

/** The rows whose columns contain `text`, case-insensitively; nothing filtered for no text. */
export function containsText(columns: Column[], text: string | undefined): SQL | undefined {
  const pattern = containing(text);
  if (typeof pattern !== "string") return pattern;
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** Trigrams are runs of three characters: shorter text has none to look up. */
const TRIGRAM = 3;

/**
 * The same rows as `containsText`, found through the table's `trigramIndex` over these columns
 * (ADR 020) when `text` has 3 characters or more; shorter text reads every row, as
 * `containsText` does. Text can match the joined columns only within one of them, since it
 * cannot match their separator; text holding the separator itself is matched column by column.
 */
export function trigramSearch(columns: Column[], text: string | undefined): Search {
  if (text?.includes(FIELD_SEPARATOR)) {
    return { where: containsText(columns, text), indexed: false };
  }
  const pattern = containing(text);
  if (typeof pattern !== "string") return { where: pattern, indexed: false };
  const where = ilike(searchedText(columns), pattern);
  return { where, indexed: [...text!.trim()].length >= TRIGRAM };
}

/** The ILIKE pattern of the rows containing `text`; no filter for no text. */
function containing(text: string | undefined): string | SQL | undefined {
  const trimmed = text?.trim();
  if (!trimmed) return undefined;
  if (!isStorableText(trimmed)) return NOTHING;
  // LIKE's own characters are matched literally (backslash is PostgreSQL's default escape).
  return `%${trimmed.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
