import { and, asc, eq, getTableColumns, gt } from "drizzle-orm";
import type { ContentListRequest } from "../../../../shared/schemas/list-query.ts";
import type { Db } from "../../../db/client.ts";
import { containsText, keysetPage } from "../../../db/paging.ts";
import { startable as startableTests } from "./test-list.ts";
import { tests } from "./tests.table.ts";

const { generatedContent: _content, ...summaryColumns } = getTableColumns(tests);

export type TestRow = typeof tests.$inferSelect;
export type TestInsert = typeof tests.$inferInsert;

export function createTestsRepository({ db }: { db: Db }) {
  return {
    /**
     * One page of tests without content, oldest first, matching the list's filters; `startable`
     * keeps only the active tests with questions, as visitors see them.
     */
    listPage(request: ContentListRequest, { startable }: { startable: boolean }) {
      const where = and(
        startable ? startableTests : undefined,
        containsText([tests.title, tests.description], request.q),
        request.category ? eq(tests.category, request.category) : undefined,
        request.level ? eq(tests.level, request.level) : undefined,
      );
      return keysetPage(
        db,
        request,
        { table: tests, id: tests.id, order: request.order === "newest" ? "desc" : "asc", where },
        (condition, orderBy, limit) =>
          db.select(summaryColumns).from(tests).where(condition).orderBy(orderBy).limit(limit),
      );
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
