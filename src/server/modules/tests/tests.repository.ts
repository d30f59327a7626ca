import { and, asc, eq, getTableColumns, gt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { tests } from "./tests.table.ts";

const { generatedContent: _content, ...summaryColumns } = getTableColumns(tests);

export type TestRow = typeof tests.$inferSelect;
export type TestInsert = typeof tests.$inferInsert;

export function createTestsRepository({ db }: { db: Db }) {
  return {
    /** Every test without its content, oldest first. */
    listSummaries() {
      return db.select(summaryColumns).from(tests).orderBy(asc(tests.id));
    },
    async findById(id: number): Promise<TestRow | undefined> {
      const [row] = await db.select().from(tests).where(eq(tests.id, id));
      return row;
    },
    async findStartableOfTopic(topicId: number) {
      const [row] = await db
        .select({ id: tests.id, title: tests.title })
        .from(tests)
        .where(
          and(eq(tests.topicId, topicId), eq(tests.isActive, true), gt(tests.questionCount, 0)),
        )
        .orderBy(asc(tests.id))
        .limit(1);
      return row;
    },
    async findByTitle(title: string) {
      const [row] = await db.select(summaryColumns).from(tests).where(eq(tests.title, title));
      return row;
    },
    async insert(values: TestInsert) {
      const [row] = await db.insert(tests).values(values).returning(summaryColumns);
      return row!;
    },
    async update(id: number, values: Partial<TestInsert>) {
      const [row] = await db
        .update(tests)
        .set(values)
        .where(eq(tests.id, id))
        .returning(summaryColumns);
      return row;
    },
    async delete(id: number) {
      const rows = await db.delete(tests).where(eq(tests.id, id)).returning({ id: tests.id });
      return rows.length > 0;
    },
  };
}
