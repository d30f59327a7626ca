import { and, desc, eq, getTableColumns, sql } from "drizzle-orm";
import type { JobKind } from "../../../../shared/schemas/generation.ts";
import type { Db } from "../../../db/client.ts";
import { tests } from "../tests/tests.table.ts";
import { topics } from "../topics/topics.table.ts";
import { contentVersions } from "./versions.table.ts";

export type VersionInsert = typeof contentVersions.$inferInsert;

/** The stored content and its item count of a topic or test, or undefined when it is gone. */
export async function readTargetContent(db: Db, kind: JobKind, id: number) {
  if (kind === "topic") {
    const [row] = await db
      .select({ content: topics.generatedContent, count: topics.pageCount })
      .from(topics)
      .where(eq(topics.id, id));
    return row;
  }
  const [row] = await db
    .select({ content: tests.generatedContent, count: tests.questionCount })
    .from(tests)
    .where(eq(tests.id, id));
  return row;
}

export function createVersionsRepository({ db }: { db: Db }) {
  const of = (kind: JobKind, targetId: number) =>
    and(eq(contentVersions.kind, kind), eq(contentVersions.targetId, targetId));

  return {
    /** Newest first, without the content itself; `matches` says which equal `current`. */
    list(kind: JobKind, targetId: number, current: string | null) {
      const { content: _content, ...columns } = getTableColumns(contentVersions);
      return db
        .select({
          ...columns,
          matches: sql<boolean>`coalesce(${contentVersions.content} = ${current}, false)`,
        })
        .from(contentVersions)
        .where(of(kind, targetId))
        .orderBy(desc(contentVersions.createdAt), desc(contentVersions.id));
    },

    async find(kind: JobKind, targetId: number, id: number) {
      const [row] = await db
        .select()
        .from(contentVersions)
        .where(and(of(kind, targetId), eq(contentVersions.id, id)));
      return row;
    },

    async insert(values: VersionInsert) {
      const [row] = await db.insert(contentVersions).values(values).returning();
      return row!;
    },

    /**
     * Keeps the content a generation or a restore is about to replace, unless a version already
     * holds it: hand-written or seeded pages can always be brought back.
     */
    async keepCurrent(kind: JobKind, targetId: number) {
      const current = await readTargetContent(db, kind, targetId);
      if (!current?.content) return;
      const [known] = await db
        .select({ id: contentVersions.id })
        .from(contentVersions)
        .where(and(of(kind, targetId), eq(contentVersions.content, current.content)))
        .limit(1);
      if (known) return;
      await db.insert(contentVersions).values({
        kind,
        targetId,
        source: "earlier",
        content: current.content,
        itemCount: current.count,
      });
    },

    async deleteFor(kind: JobKind, targetId: number) {
      await db.delete(contentVersions).where(of(kind, targetId));
    },
  };
}
