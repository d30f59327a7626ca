import { and, asc, eq, getTableColumns } from "drizzle-orm";
import type { ContentListRequest } from "../../../../shared/schemas/list-query.ts";
import type { Db } from "../../../db/client.ts";
import { containsText, keysetPage } from "../../../db/paging.ts";
import { topics } from "./topics.table.ts";

const { generatedContent: _content, ...summaryColumns } = getTableColumns(topics);

export type TopicRow = typeof topics.$inferSelect;
export type TopicInsert = typeof topics.$inferInsert;

export function createTopicsRepository({ db }: { db: Db }) {
  return {
    /** Every topic without its content, oldest first. */
    listSummaries() {
      return db.select(summaryColumns).from(topics).orderBy(asc(topics.id));
    },
    /** One page of topics without content, oldest first, matching the list's filters. */
    listPage(request: ContentListRequest) {
      const where = and(
        containsText([topics.title, topics.description], request.q),
        request.category ? eq(topics.category, request.category) : undefined,
        request.level ? eq(topics.level, request.level) : undefined,
      );
      return keysetPage(
        db,
        request,
        { table: topics, id: topics.id, order: request.order === "newest" ? "desc" : "asc", where },
        (condition, orderBy, limit) =>
          db.select(summaryColumns).from(topics).where(condition).orderBy(orderBy).limit(limit),
      );
    },
    async findById(id: number): Promise<TopicRow | undefined> {
      const [row] = await db.select().from(topics).where(eq(topics.id, id));
      return row;
    },
    /** A topic without its content: for a link to it. */
    async findSummary(id: number) {
      const [row] = await db.select(summaryColumns).from(topics).where(eq(topics.id, id));
      return row;
    },
    async findByTitle(title: string) {
      const [row] = await db.select(summaryColumns).from(topics).where(eq(topics.title, title));
      return row;
    },
    async insert(values: TopicInsert) {
      const [row] = await db.insert(topics).values(values).returning(summaryColumns);
      return row!;
    },
    async update(id: number, values: Partial<TopicInsert>) {
      const [row] = await db
        .update(topics)
        .set(values)
        .where(eq(topics.id, id))
        .returning(summaryColumns);
      return row;
    },
    async delete(id: number) {
      const rows = await db.delete(topics).where(eq(topics.id, id)).returning({ id: topics.id });
      return rows.length > 0;
    },
  };
}
