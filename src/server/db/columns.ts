import { sql } from "drizzle-orm";
import { type AnyPgColumn, check, integer, timestamp } from "drizzle-orm/pg-core";

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
