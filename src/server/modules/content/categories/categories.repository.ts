import { asc, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { categories } from "./categories.table.ts";

export function createCategoriesRepository({ db }: { db: Db }) {
  return {
    list() {
      // The catalog's order: categories are added in it (content/README.md), first to last.
      return db.select().from(categories).orderBy(asc(categories.id));
    },
    async findByName(name: string) {
      const [row] = await db
        .select()
        .from(categories)
        .where(sql`lower(${categories.name}) = lower(${name})`);
      return row;
    },
    async create(input: { name: string; description?: string | null; isActive?: boolean }) {
      const [row] = await db.insert(categories).values(input).returning();
      return row!;
    },
    /** Inserts the name unless present; returns nothing. Safe under concurrent calls. */
    async insertIfMissing(name: string) {
      await db.insert(categories).values({ name }).onConflictDoNothing();
    },
  };
}
