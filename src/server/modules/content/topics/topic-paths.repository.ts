import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { type PathKind, topicPaths } from "./topic-paths.table.ts";
import { topics } from "./topics.table.ts";

export interface PathTopic {
  id: number;
  title: string;
  hasContent: boolean;
}

export type TopicPathIds = Record<PathKind, number[]>;

export function createTopicPathsRepository({ db }: { db: Db }) {
  return {
    /** Replaces a topic's paths with these topics, in this order. */
    async set(topicId: number, paths: TopicPathIds) {
      await db.delete(topicPaths).where(eq(topicPaths.topicId, topicId));
      const rows = (["before", "next"] as const).flatMap((kind) =>
        paths[kind].map((toTopicId, position) => ({ topicId, kind, position, toTopicId })),
      );
      if (rows.length > 0) await db.insert(topicPaths).values(rows);
    },

    /** The active topics a topic's paths name, in order. */
    async of(topicId: number): Promise<Record<PathKind, PathTopic[]>> {
      const rows = await db
        .select({
          kind: topicPaths.kind,
          id: topics.id,
          title: topics.title,
          pageCount: topics.pageCount,
        })
        .from(topicPaths)
        .innerJoin(topics, eq(topics.id, topicPaths.toTopicId))
        .where(and(eq(topicPaths.topicId, topicId), eq(topics.isActive, true)))
        .orderBy(asc(topicPaths.kind), asc(topicPaths.position));
      const pick = (kind: PathKind) =>
        rows
          .filter((row) => row.kind === kind)
          .map(({ id, title, pageCount }) => ({ id, title, hasContent: pageCount > 0 }));
      return { before: pick("before"), next: pick("next") };
    },

    /** Every path of these topics by the titles they name, for an export. */
    async titles(topicIds: number[]): Promise<Map<number, Record<PathKind, string[]>>> {
      const result = new Map<number, Record<PathKind, string[]>>();
      if (topicIds.length === 0) return result;
      const rows = await db
        .select({ topicId: topicPaths.topicId, kind: topicPaths.kind, title: topics.title })
        .from(topicPaths)
        .innerJoin(topics, eq(topics.id, topicPaths.toTopicId))
        .where(inArray(topicPaths.topicId, topicIds))
        .orderBy(asc(topicPaths.topicId), asc(topicPaths.kind), asc(topicPaths.position));
      for (const row of rows) {
        const paths = result.get(row.topicId) ?? { before: [], next: [] };
        paths[row.kind as PathKind].push(row.title);
        result.set(row.topicId, paths);
      }
      return result;
    },
  };
}
