// The site search at scale (ADR 025): an installation with the shipped catalog grown to
// SEARCH_TOPICS topics (default 10,000; five pages each and a test for one in four, written
// through the content module as the admin API writes them), then each query's search timed
// (the first call, and the median of five more) with the plan of its statement (EXPLAIN
// ANALYZE, which shows whether the GIN index was read) and the search table's size.
// The added topics' pages are bench/scale.ts's (ten words in every page: the worst case, every
// common word in every document) or, with SEARCH_TEXT=catalog, the shipped lessons' own pages
// under new titles (real vocabulary). Results: a Markdown table on stdout.
// Run: node bench/search.ts (PGlite in SEARCH_DATA_DIR, default .tmp/search-bench-<text>, kept
// and grown only by what is missing), or with DATABASE_URL for PostgreSQL
// (bash scripts/with-postgres.sh sh -c 'DATABASE_URL=$POSTGRES_URL node bench/search.ts').
// No server and no port: it calls the services as the /search page's loader does.
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { prepareDatabase } from "../src/server/bootstrap.ts";
import { openDatabase } from "../src/server/db/client.ts";
import { readEnv } from "../src/server/env.ts";
import { loadCatalog } from "../src/server/modules/catalog/catalog.loader.ts";
import { searchStatement } from "../src/server/modules/content/search/search.repository.ts";
import { createServices } from "../src/server/services.ts";
import type { Question, TopicPage } from "../src/shared/schemas/content.ts";
import { ROOT } from "./server.ts";

const TOPICS = Number(process.env.SEARCH_TOPICS ?? 10_000);
const TEXT = process.env.SEARCH_TEXT === "catalog" ? "catalog" : "scale";
const QUERIES = [
  "McCarthy",
  "Dartmouth workshop",
  '"gradient descent" -momentum',
  "backpropagation",
  "attention",
  "learning",
  "model data",
  "zzqx",
];

const WORDS = "model data training layer gradient attention token loss vector network".split(" ");
/** bench/scale.ts's prose: ten words, every one in every page. */
function prose(seed: number, words: number): string {
  const out: string[] = [];
  for (let i = 0; i < words; i += 1) out.push(WORDS[(seed * 7 + i * 13) % WORDS.length]!);
  return `${out.join(" ")}.`;
}

function scalePages(index: number): TopicPage[] {
  return Array.from({ length: 5 }, (_, page) => ({
    title: `Part ${page + 1} of scale topic ${index}`,
    content: `## Section\n\n${prose(index + page, 260)}\n\n${prose(index + page + 1, 260)}`,
  }));
}

function scaleQuestions(index: number): Question[] {
  return Array.from({ length: 12 }, (_, q) => ({
    question: `Scale question ${q + 1} about topic ${index}?`,
    options: { A: `first ${q}`, B: `second ${q}`, C: `third ${q}`, D: `fourth ${q}` },
    correct_answer: "ABCD"[q % 4] as Question["correct_answer"],
    explanation: `Because option ${q} is the one the lesson explains.`,
  }));
}

const median = (values: number[]) => values.toSorted((a, b) => a - b)[values.length >> 1]!;
const round = (value: number) => Math.round(value * 10) / 10;

async function main() {
  const url = process.env.DATABASE_URL;
  const dataDir = process.env.SEARCH_DATA_DIR ?? join(ROOT, ".tmp", `search-bench-${TEXT}`);
  const env = readEnv({ NODE_ENV: "production", LOG_LEVEL: "warn", DATA_DIR: dataDir });
  const database = await openDatabase({ databaseUrl: url, dataDir });
  try {
    await prepareDatabase(database, env, undefined, { firstAdmin: false });
    const services = createServices({ db: database.db, env });
    const catalog = loadCatalog();
    const lessons = catalog.flatMap((category) => category.topics.filter((topic) => topic.pages));
    const lessonTests = catalog.flatMap((category) => category.tests);
    const categories = catalog.map((category) => category.name);
    const [{ n: existing }] = (
      (await database.db.execute(sql`select count(*)::int as n from topics`)) as unknown as {
        rows: [{ n: number }];
      }
    ).rows;
    const began = performance.now();
    for (let index = existing; index < TOPICS; index += 1) {
      const lesson = lessons[index % lessons.length]!;
      const pages = TEXT === "scale" ? scalePages(index) : lesson.pages!;
      const category = categories[index % categories.length]!;
      const level = (["beginner", "intermediate", "advanced"] as const)[index % 3]!;
      const title = TEXT === "scale" ? `Scale topic ${index}` : `${lesson.title} (${index})`;
      const topic = await services.topics.create({
        title,
        description: `A topic made by the search benchmark, number ${index}.`,
        level,
        category,
        pages,
      });
      if (index % 4 === 0) {
        const questions =
          TEXT === "scale"
            ? scaleQuestions(index)
            : lessonTests[index % lessonTests.length]!.questions!;
        await services.tests.create({
          title: `${title} Test`,
          description: `Checks topic ${index}.`,
          level,
          category,
          timeLimit: 30,
          passingScore: 70,
          questions,
          topicId: topic.id,
        });
      }
      if (index % 500 === 499) {
        const seconds = ((performance.now() - began) / 1000).toFixed(0);
        process.stderr.write(`  topics: ${index + 1}/${TOPICS} (${seconds} s)\n`);
      }
    }
    if (database.kind === "postgres") await database.db.execute(sql`analyze`);

    const dialect = new PgDialect();
    const rows: string[] = [];
    for (const q of QUERIES) {
      const window = { limit: 10, offset: 0 };
      const timed = async () => {
        const start = performance.now();
        const result = await services.content.search(q, window);
        return { ms: performance.now() - start, total: result.total };
      };
      const first = await timed();
      const again: number[] = [];
      for (let run = 0; run < 5; run += 1) again.push((await timed()).ms);
      const { sql: text, params } = dialect.sqlToQuery(searchStatement(q, window));
      const plan = await database.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const explained = (await tx.execute(
          sql.raw(`explain (analyze, costs off) ${inline(text, params)}`),
        )) as unknown as { rows: { "QUERY PLAN": string }[] };
        return explained.rows.map((row) => row["QUERY PLAN"]);
      });
      const gin = plan.some((line) =>
        /Bitmap Index Scan on search_entries_document_idx/.test(line),
      );
      const execution = plan.find((line) => line.startsWith("Execution Time"))!;
      if (process.env.SEARCH_PLANS) console.log(`\n${q}\n${plan.join("\n")}`);
      rows.push(
        `| ${q} | ${first.total} | ${Math.round(first.ms)} | ${round(median(again))} | ${gin ? "yes" : "NO"} | ${execution.replace(/[^0-9.]/g, "")} |`,
      );
    }
    const [sizes] = (
      (await database.db.execute(sql`
        select count(*)::int as rows,
          pg_size_pretty(pg_table_size('search_entries')) as "table",
          pg_size_pretty(pg_relation_size('search_entries_document_idx')) as gin,
          pg_size_pretty(pg_total_relation_size('topics') + pg_total_relation_size('tests')) as content
        from search_entries`)) as unknown as { rows: Record<string, unknown>[] }
    ).rows;
    console.log(
      `\n${database.kind}, ${TOPICS} topics (${TEXT} text), search_entries: ${JSON.stringify(sizes)}\n`,
    );
    console.log("| query | results | first ms | median ms | GIN index | EXPLAIN ANALYZE ms |");
    console.log("| --- | ---: | ---: | ---: | --- | ---: |");
    for (const row of rows) console.log(row);
  } finally {
    await database.close();
  }
}

/** The statement with its parameters written in, for EXPLAIN (which takes no parameters here). */
function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    return typeof value === "number" ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
  });
}

await main();
