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
 * Reads one page of `table`. `select` runs the list's query with the condition and order given
 * (the filters already in `where`); the total counts the rows the filters match.
 */
export async function keysetPage<T extends { id: number }>(
  db: Db,
  request: PageRequest,
  query: { table: PgTable; id: AnyPgColumn; order: ListOrder; where: SQL | undefined },
  select: (where: SQL | undefined, orderBy: SQL, limit: number) => Promise<T[]>,
): Promise<Page<T>> {
  const { table, id, order, where } = query;
  const after =
    request.cursor === undefined
      ? undefined
      : order === "asc"
        ? gt(id, request.cursor)
        : lt(id, request.cursor);
  // One row more than asked says whether a next page exists without a second query.
  const [rows, [counted]] = await Promise.all([
    select(and(where, after), order === "asc" ? asc(id) : desc(id), request.limit + 1),
    db.select({ n: count() }).from(table).where(where),
  ]);
  const items = rows.slice(0, request.limit);
  const more = rows.length > request.limit;
  return { items, next: more ? items[items.length - 1]!.id : null, total: counted!.n };
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

/**
 * The same rows as `containsText`, found through the table's `trigramIndex` over these columns
 * (ADR 020) when `text` has 3 characters or more; shorter text reads every row, as
 * `containsText` does. Text can match the joined columns only within one of them, since it
 * cannot match their separator; text holding the separator itself is matched column by column.
 */
export function containsTextByTrigrams(
  columns: Column[],
  text: string | undefined,
): SQL | undefined {
  if (text?.includes(FIELD_SEPARATOR)) return containsText(columns, text);
  const pattern = containing(text);
  if (typeof pattern !== "string") return pattern;
  return ilike(searchedText(columns), pattern);
}

/** The ILIKE pattern of the rows containing `text`; no filter for no text. */
function containing(text: string | undefined): string | SQL | undefined {
  const trimmed = text?.trim();
  if (!trimmed) return undefined;
  if (!isStorableText(trimmed)) return NOTHING;
  // LIKE's own characters are matched literally (backslash is PostgreSQL's default escape).
  return `%${trimmed.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
