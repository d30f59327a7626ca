import { and, eq, gt, notExists, type SQL, sql } from "drizzle-orm";
import type { ContentType } from "../../../../shared/constants.ts";
import { parseTestQuestions } from "../../../../shared/test-content.ts";
import { normalizeTopicContent } from "../../../../shared/topic-content.ts";
import type { Db } from "../../../db/client.ts";
import { tests } from "../tests/tests.table.ts";
import { topics } from "../topics/topics.table.ts";
import { searchEntries } from "./search.table.ts";
import { MARKS } from "./snippet.ts";

// The search index's write side (ADR 025). Every write of a topic's or test's title,
// description, content or active flag calls `indexContent` in its own transaction, so the index
// changes in the same commit as what it is made from; deletions take the rows with them
// (ON DELETE CASCADE).

/**
 * The text search configurations a query is read in: 'english' finds a word in any of its forms
 * (learn, learning, learned) and leaves out words too common to search for ("it", "can");
 * 'simple' keeps every word as written. The documents hold them as `searchVectors` says.
 */
export const SEARCH_CONFIGS = ["english", "simple"] as const;

/**
 * A topic's or test's rows, written in one statement. The texts by weight: A the topic's or
 * test's title, B the page's title or the question, C the page's text or the question's options
 * (not its explanation, which names the answer), D the topic's or test's description. B and C are the row's own (what tells
 * one page from another); A and D are the same on every row, so a search for a title word and a
 * page word finds the page. The ranking's weight for each is RANK_WEIGHTS (search.repository.ts).
 */
interface Owner {
  topicId?: number;
  testId?: number;
  active: boolean;
  title: string;
  description: string;
}

interface Row {
  heading: string;
  body: string;
}

/** English, and for the headings (A, B, D) also as written. */
function weighted(text: SQL, weight: "A" | "B" | "C" | "D", asWritten: boolean): SQL {
  const vector = (config: (typeof SEARCH_CONFIGS)[number]) =>
    sql`setweight(to_tsvector(${sql.raw(`'${config}'`)}::regconfig, ${text}), ${sql.raw(`'${weight}'`)})`;
  return asWritten ? sql`${vector("english")} || ${vector("simple")}` : vector("english");
}

/**
 * Every text is read in English; the headings (title, page title or question, description) also
 * as written, where names and terms are searched for and a word English leaves out may be the
 * point ("Can Machines Think?"): there a word as typed counts twice, above another form of it.
 * The page's text is read in English alone: as written too, it doubled the table (ADR 025).
 * `document` holds every text, `head` the headings alone. A and D are read once for all rows.
 */
async function insertRows(tx: Db, owner: Owner, rows: Row[]) {
  const values = sql.join(
    rows.map(
      (row, index) =>
        sql`(${index + 1}::int, ${row.heading.replace(MARKS, "")}::text, ${row.body.replace(MARKS, "")}::text)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    insert into ${searchEntries} (topic_id, test_id, active, position, heading, body, document, head)
    select ${owner.topicId ?? null}::int, ${owner.testId ?? null}::int, ${owner.active},
      r.position, r.heading, r.body, o.a || r.b || r.c || o.d, o.a || r.b || o.d
    from (select ${weighted(sql`${owner.title}::text`, "A", true)} as a,
        ${weighted(sql`${owner.description}::text`, "D", true)} as d) o,
      lateral (
        select v.position, v.heading, v.body, ${weighted(sql`v.heading`, "B", true)} as b,
          ${weighted(sql`v.body`, "C", false)} as c
        from (values ${values}) as v(position, heading, body)
      ) r
  `);
}

/** Rewrites the search rows of one topic or test from what is stored now (none once gone). */
export async function indexContent(tx: Db, kind: ContentType, id: number): Promise<void> {
  if (kind === "topic") await indexTopic(tx, id);
  else await indexTest(tx, id);
}

async function indexTopic(tx: Db, id: number) {
  await tx.delete(searchEntries).where(eq(searchEntries.topicId, id));
  const [topic] = await tx
    .select({
      title: topics.title,
      description: topics.description,
      content: topics.generatedContent,
      active: topics.isActive,
    })
    .from(topics)
    .where(eq(topics.id, id));
  const pages = normalizeTopicContent(topic?.content ?? null);
  if (!topic || pages.length === 0) return;
  // markdown-it and KaTeX load with the first page indexed (once per process), not with every
  // process that opens the database.
  const { lessonText } = await import("./lesson-text.ts");
  const { content: _content, ...owner } = topic;
  await insertRows(
    tx,
    { ...owner, topicId: id },
    pages.map((page) => ({ heading: page.title, body: lessonText(page.content) })),
  );
}

async function indexTest(tx: Db, id: number) {
  await tx.delete(searchEntries).where(eq(searchEntries.testId, id));
  const [test] = await tx
    .select({
      title: tests.title,
      description: tests.description,
      content: tests.generatedContent,
      active: tests.isActive,
    })
    .from(tests)
    .where(eq(tests.id, id));
  const questions = parseTestQuestions(test?.content) ?? [];
  if (!test || questions.length === 0) return;
  const { content: _content, ...owner } = test;
  await insertRows(
    tx,
    { ...owner, testId: id },
    questions.map((question) => ({
      heading: question.question,
      // The options without their letters (the quiz may show them in another order). Not the
      // explanation: it names the answer, and a snippet would give it away before the test.
      body: Object.values(question.options).join("\n"),
    })),
  );
}

/**
 * Indexes the topics and tests with content but no search rows: content stored before the
 * search existed (migration 0009), at start-up under the migration lock. One transaction each,
 * so a start interrupted half-way goes on from where it stopped.
 */
export async function indexMissing(db: Db): Promise<{ topics: number; tests: number }> {
  const unindexed = (kind: ContentType) => {
    const table = kind === "topic" ? topics : tests;
    const owner = kind === "topic" ? searchEntries.topicId : searchEntries.testId;
    const size = kind === "topic" ? topics.pageCount : tests.questionCount;
    return db
      .select({ id: table.id })
      .from(table)
      .where(
        and(
          gt(size, 0),
          notExists(db.select({ one: sql`1` }).from(searchEntries).where(eq(owner, table.id))),
        ),
      )
      .orderBy(table.id);
  };
  const counts = { topics: 0, tests: 0 };
  for (const kind of ["topic", "test"] as const) {
    for (const { id } of await unindexed(kind)) {
      await db.transaction((tx) => indexContent(tx, kind, id));
      counts[kind === "topic" ? "topics" : "tests"] += 1;
    }
  }
  return counts;
}
