import { type Column, type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, check, index, integer, timestamp } from "drizzle-orm/pg-core";

export const id = () => integer("id").primaryKey().generatedAlwaysAsIdentity();

export const createdAt = () =>
  timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const timestamps = {
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** A CHECK constraint keeping a text column within its spec value set. */
export function oneOf(name: string, column: AnyPgColumn, values: readonly string[]) {
  const list = sql.join(
    values.map((value) => sql.raw(`'${value.replaceAll("'", "''")}'`)),
    sql`, `,
  );
  return check(name, sql`${column} in (${list})`);
}

/**
 * Joins the fields of `searchedText`: U+001F (the unit separator), which no search text holds,
 * so a match of one never runs from one field into the next (`trigramSearch`).
 */
export const FIELD_SEPARATOR = "\u001f";

/**
 * The text a search reads through a trigram index (ADR 020): the columns joined by
 * FIELD_SEPARATOR, an empty one as nothing. The planner uses an expression index only for the
 * same expression, so the index (`trigramIndex`) and the query both take it from here.
 */
export function searchedText(columns: Column[]): SQL {
  const joined = sql.join(
    columns.map((column) => sql`coalesce(${column}, '')`),
    sql` || E'\\x1f' || `,
  );
  return sql`(${joined})`;
}

/** A GIN index of the trigrams (pg_trgm) of `searchedText(columns)`, which serves ILIKE '%q%'. */
export function trigramIndex(name: string, columns: Column[]) {
  return index(name).using("gin", sql`${searchedText(columns)} gin_trgm_ops`);
}
