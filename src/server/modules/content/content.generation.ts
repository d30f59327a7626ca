import { eq, inArray, sql } from "drizzle-orm";
import type { ContentType } from "../../../shared/constants.ts";
import { parseTestQuestions } from "../../../shared/test-content.ts";
import { normalizeTopicContent } from "../../../shared/topic-content.ts";
import type { Db } from "../../db/client.ts";
import type { TestsService } from "./tests/tests.service.ts";
import { tests } from "./tests/tests.table.ts";
import type { TopicsService } from "./topics/topics.service.ts";
import { topics } from "./topics/topics.table.ts";
import { storeGenerated } from "./versions/store-generated.ts";
import { readTargetContent } from "./versions/versions.repository.ts";

// What other modules ask of content (names, what to generate) and hand to it (generated
// content). Generation and analytics call these instead of reading topics and tests.

/** A topic's or test's fields a generation prompt names. */
export interface GenerationTarget {
  title: string;
  description: string;
  category: string;
  level: string;
}

export function createGenerationSide({
  db,
  topics: topicsService,
  tests: testsService,
}: {
  db: Db;
  topics: TopicsService;
  tests: TestsService;
}) {
  /** Each topic's and test's title by kind and id: a lookup that says null for one now gone. */
  async function titles(refs: readonly { kind: ContentType; id: number }[]) {
    const ids = (kind: ContentType) => [
      ...new Set(refs.filter((ref) => ref.kind === kind).map((ref) => ref.id)),
    ];
    const [topicIds, testIds] = [ids("topic"), ids("test")];
    const [topicRows, testRows] = await Promise.all([
      topicIds.length === 0
        ? []
        : db
            .select({ id: topics.id, title: topics.title })
            .from(topics)
            .where(inArray(topics.id, topicIds)),
      testIds.length === 0
        ? []
        : db
            .select({ id: tests.id, title: tests.title })
            .from(tests)
            .where(inArray(tests.id, testIds)),
    ]);
    const byKind = {
      topic: new Map(topicRows.map((row) => [row.id, row.title])),
      test: new Map(testRows.map((row) => [row.id, row.title])),
    };
    return (kind: ContentType, id: number): string | null => byKind[kind].get(id) ?? null;
  }

  /** A topic to write: the fields its prompt names and its current pages; null once gone. */
  async function topicToWrite(id: number) {
    const [topic] = await db.select().from(topics).where(eq(topics.id, id));
    if (!topic) return null;
    return { target: targetOf(topic), pages: normalizeTopicContent(topic.generatedContent) };
  }

  /**
   * A test to write: its fields, its current questions (a refresh revises them) and the pages of
   * its lesson (the topic it is linked to, else the one of the same name), which its questions
   * draw on; null once gone.
   */
  async function testToWrite(id: number) {
    const [test] = await db.select().from(tests).where(eq(tests.id, id));
    if (!test) return null;
    const [lesson] = await db
      .select({ content: topics.generatedContent })
      .from(topics)
      .where(
        test.topicId !== null
          ? eq(topics.id, test.topicId)
          : sql`lower(${topics.title}) = lower(${test.title})`,
      )
      .limit(1);
    const { timeLimit, passingScore } = test;
    return {
      target: { ...targetOf(test), timeLimit, passingScore },
      questions: parseTestQuestions(test.generatedContent) ?? [],
      lessonPages: normalizeTopicContent(lesson?.content ?? null),
    };
  }

  return {
    titles,
    /** Whether the topic or test exists. */
    exists: async (kind: ContentType, id: number) =>
      (await readTargetContent(db, kind, id)) !== undefined,
    topicToWrite,
    testToWrite,
    /** The topics or tests without content, oldest first: what "Generate all missing" queues. */
    unwritten: (kind: ContentType) =>
      kind === "topic" ? topicsService.unwritten() : testsService.unwritten(),
    storeGenerated,
  };
}

function targetOf(row: GenerationTarget): GenerationTarget {
  const { title, description, category, level } = row;
  return { title, description, category, level };
}
