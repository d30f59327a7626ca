import { count, eq, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TopicPage } from "../../../../shared/schemas/content.ts";
import type { SearchHit } from "../../../../shared/schemas/search.ts";
import { createTestApp, type TestApp } from "../../../test-app.ts";
import { textOfLength, validPages, validQuestions } from "../../../test-fixtures.ts";
import { serializePages } from "../topics/topics.service.ts";
import { topics } from "../topics/topics.table.ts";
import { searchPage, searchStatement } from "./search.repository.ts";
import { searchEntries } from "./search.table.ts";

// The site search over the content module's own writes (ADR 025), on PGlite and on PostgreSQL
// (scripts/test-postgres.sh): what is found, in which order, with which page and snippet, and
// that the index follows every write.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const services = () => t.app.services;
let made = 0;

/** Five valid pages, with `extra[n]` (Markdown) added to page n (1-based). */
function pagesWith(extra: Record<number, string>, label = `Lesson ${++made}`): TopicPage[] {
  return validPages(label).map((page, index) =>
    extra[index + 1] ? { ...page, content: `${page.content}\n\n${extra[index + 1]}` } : page,
  );
}

async function topic(
  fields: { title?: string; description?: string; isActive?: boolean },
  pages: TopicPage[] | undefined,
) {
  made += 1;
  return services().topics.create({
    title: fields.title ?? `Topic number ${made}`,
    description: fields.description ?? textOfLength(80, `Described ${made}`),
    level: "beginner",
    category: "Search",
    isActive: fields.isActive ?? true,
    ...(pages ? { pages } : {}),
  });
}

const search = (q: string, limit = 10, offset = 0) =>
  services().content.search(q, { limit, offset });
const text = (hit: SearchHit) => hit.snippet.map((part) => part.text).join("");
const marked = (hit: SearchHit) =>
  hit.snippet.filter((part) => part.mark).map((part) => part.text.toLowerCase());

describe("the site search", () => {
  it("finds a name on the page that tells it, links to that page and marks it in the snippet", async () => {
    const lesson = await topic(
      { title: "A short history of the field" },
      pagesWith({
        3: "## Dartmouth (1956)\n\nIn 1955 John **McCarthy** proposed a summer workshop.",
      }),
    );
    const { hits, total } = await search("McCarthy");
    expect(total).toBe(1);
    const [hit] = hits;
    expect(hit).toMatchObject({
      kind: "topic",
      id: lesson.id,
      title: "A short history of the field",
      path: `/topic/${lesson.id}?page=3`,
      page: { number: 3, of: 5, title: expect.stringContaining("part 3") },
      otherPages: [],
      questions: null,
      lesson: null,
    });
    expect(marked(hit!)).toEqual(["mccarthy"]);
    // The lesson's text, not its Markdown: no emphasis marks, headings set off by a dot.
    expect(text(hit!)).toContain("Dartmouth (1956) · In 1955 John McCarthy proposed");
    expect(text(hit!)).not.toContain("**");
  });

  it("reads a page's words, not its link addresses or LaTeX commands", async () => {
    await topic(
      {},
      pagesWith({
        2: "See [the Lisp manual](https://manuals.example/zetalisp) and $\\mathrm{quuxmax}(z)_i$.",
      }),
    );
    expect((await search("zetalisp")).total).toBe(0);
    expect((await search("mathrm")).total).toBe(0);
    const [hit] = (await search("quuxmax")).hits;
    expect(hit?.page?.number).toBe(2);
    expect((await search("Lisp manual")).total).toBe(1);
  });

  it("finds a word in its other forms (English stemming)", async () => {
    await topic({}, pagesWith({ 4: "The network zorblearned a mapping and kept zorblearning." }));
    // Stemming makes "zorblearns" and the forms on the page one word.
    const { hits } = await search("zorblearns");
    expect(hits).toHaveLength(1);
    expect(marked(hits[0]!)).toEqual(["zorblearned", "zorblearning"]);
  });

  it("ranks a title above a description, and a description above a page's text", async () => {
    const inText = await topic({}, pagesWith({ 2: "A word about quokkanets in passing." }));
    const inDescription = await topic(
      { description: "Everything about quokkanets, from the start." },
      validPages("Plain one"),
    );
    const inTitle = await topic({ title: "Quokkanets explained" }, validPages("Plain two"));
    const { hits } = await search("quokkanets");
    expect(hits.map((hit) => hit.id)).toEqual([inTitle.id, inDescription.id, inText.id]);
  });

  it("puts a lesson before a test that matches as well, since the lesson teaches it", async () => {
    const lesson = await topic({ title: "Hobnailery" }, validPages("Taught"));
    // The test says it in its title and again in a question: more than the lesson's title.
    const questions = validQuestions(10, "Checked");
    questions[0] = { ...questions[0]!, question: "What is hobnailery for?" };
    const test = await services().tests.create({
      title: "Hobnailery",
      description: "d",
      level: "beginner",
      category: "Search",
      timeLimit: 30,
      passingScore: 70,
      questions,
    });
    const { hits } = await search("hobnailery");
    expect(hits.map((hit) => [hit.kind, hit.id])).toEqual([
      ["topic", lesson.id],
      ["test", test.id],
    ]);
  });

  it("counts a title's word as typed above another word of the same stem", async () => {
    const stem = await topic({ title: "Blorgversal rules" }, validPages("Stem"));
    const exact = await topic({ title: "Blorgversity notes" }, validPages("Exact"));
    // English reads both as one stem and finds both; the words as written tell them apart.
    const { hits } = await search("blorgversity");
    expect(hits.map((hit) => hit.id)).toEqual([exact.id, stem.id]);
  });

  it("finds a heading's word English leaves out as too common, when it is all that is asked", async () => {
    // "can" is an English stop word: only the headings as written ('simple') hold it.
    const pages = validPages("Stop words");
    pages[3] = { ...pages[3]!, title: "What penguins can do" };
    const lesson = await topic({}, pages);
    const { hits } = await search("can");
    expect(hits.find((hit) => hit.id === lesson.id)?.page?.number).toBe(4);
    // Text with no words at all asks for nothing and finds nothing, without an error.
    expect(await search("!!! ---")).toEqual({ hits: [], total: 0 });
  });

  it('reads quotes as a phrase and a minus as "without"', async () => {
    const phrase = await topic({}, pagesWith({ 2: "Plain wuggle descent works well." }));
    const apart = await topic({}, pagesWith({ 2: "The descent of the wuggle is slow." }));
    const withMomentum = await topic(
      {},
      pagesWith({ 3: "Wuggle descent with zibmomentum is faster." }),
    );
    const ids = async (q: string) => (await search(q)).hits.map((hit) => hit.id).sort();
    expect(await ids("wuggle descent")).toEqual([phrase.id, apart.id, withMomentum.id].sort());
    expect(await ids('"wuggle descent"')).toEqual([phrase.id, withMomentum.id].sort());
    expect(await ids('"wuggle descent" -zibmomentum')).toEqual([phrase.id]);
    expect(await ids("zibmomentum or nothingelse")).toEqual([withMomentum.id]);
  });

  it("gives one result per topic, at its best page, naming the other pages that match", async () => {
    const lesson = await topic(
      {},
      pagesWith({
        2: "Once: a flumbrix.",
        4: "The flumbrix, the flumbrix and again the flumbrix.",
        5: "Last flumbrix.",
      }),
    );
    const { hits, total } = await search("flumbrix");
    expect(total).toBe(1);
    expect(hits[0]).toMatchObject({
      id: lesson.id,
      page: { number: 4 },
      otherPages: [2, 5],
      path: `/topic/${lesson.id}?page=4`,
    });
  });

  it("finds a test by its questions' text and options, never by the explanation that gives the answer away, and names its lesson", async () => {
    const lesson = await topic({ title: "The lesson of the quiz" }, validPages("Quiz lesson"));
    const questions = validQuestions(10, "Snorkfest");
    questions[2] = { ...questions[2]!, question: "Which snorkmap maps the snorkfest?" };
    questions[5] = { ...questions[5]!, options: { ...questions[5]!.options, C: "A snorkmap" } };
    questions[7] = { ...questions[7]!, explanation: "Because a snorkmap says so." };
    const test = await services().tests.create({
      title: "Snorkfest check",
      description: "Questions on the lesson.",
      level: "beginner",
      category: "Search",
      timeLimit: 30,
      passingScore: 70,
      questions,
      topicId: lesson.id,
    });
    const { hits, total } = await search("snorkmap");
    expect(total).toBe(1);
    expect(hits[0]).toMatchObject({
      kind: "test",
      id: test.id,
      title: "Snorkfest check",
      path: `/test/${test.id}`,
      page: null,
      otherPages: [],
      // The question and the option; not the explanation, which a snippet would show.
      questions: 2,
      lesson: { id: lesson.id, title: "The lesson of the quiz" },
    });
    // The question itself was the best match: its words lead the snippet.
    expect(text(hits[0]!)).toContain("Which snorkmap maps the snorkfest?");
    expect(text(hits[0]!)).not.toContain("says so");
    expect((await search("snorkmap says")).total).toBe(0);
  });

  it("finds nothing of an inactive topic or test, nor of an unwritten topic, until they can be read", async () => {
    const hidden = await topic({ isActive: false }, pagesWith({ 1: "Secret glimmerwort." }));
    const unwritten = await topic({ title: "Glimmerwort to come" }, undefined);
    const test = await services().tests.create({
      title: "Glimmerwort quiz",
      description: "d",
      level: "beginner",
      category: "Search",
      timeLimit: 30,
      passingScore: 70,
      questions: validQuestions(10, "Glimmerwort"),
      isActive: false,
    });
    expect(await search("glimmerwort")).toEqual({ hits: [], total: 0 });

    await services().topics.update(hidden.id, { isActive: true });
    await services().tests.update(test.id, { isActive: true });
    expect((await search("glimmerwort")).hits.map((hit) => hit.id).sort()).toEqual(
      [hidden.id, test.id].sort(),
    );
    await services().topics.update(unwritten.id, { pages: validPages("Now written") });
    expect((await search("glimmerwort")).total).toBe(3);
  });

  it("follows every write: a new title, new pages, a delete, a restore and generated content", async () => {
    const lesson = await topic({ title: "Wibblequark basics" }, pagesWith({ 2: "Old florp." }));
    const found = async (q: string) => (await search(q)).hits.some((hit) => hit.id === lesson.id);
    expect(await found("wibblequark")).toBe(true);

    await services().topics.update(lesson.id, { title: "Zanzibite basics" });
    expect(await found("wibblequark")).toBe(false);
    expect(await found("zanzibite")).toBe(true);

    await services().topics.update(lesson.id, { pages: pagesWith({ 3: "New glarp." }) });
    expect(await found("florp")).toBe(false);
    expect((await search("glarp")).hits[0]?.page?.number).toBe(3);

    // An earlier version comes back (the hand-written pages were kept as one when replaced).
    const record = {
      prompt: null,
      provider: "test",
      model: "test",
      inputTokens: 1,
      outputTokens: 1,
      durationMs: 1,
      jobId: 1,
    };
    await t.db.transaction((tx) =>
      services().content.storeGenerated(
        tx,
        lesson.id,
        { kind: "topic", pages: pagesWith({ 5: "Generated snazzle." }) },
        record,
      ),
    );
    expect((await search("snazzle")).hits[0]?.page?.number).toBe(5);
    expect(await found("glarp")).toBe(false);
    const versions = await services().versions.list("topic", lesson.id);
    const handWritten = versions.find((version) => !version.current && version.source !== "ai");
    await services().versions.restore("topic", lesson.id, handWritten!.id);
    expect(await found("glarp")).toBe(true);
    expect(await found("snazzle")).toBe(false);

    await services().topics.remove(lesson.id);
    expect(await found("zanzibite")).toBe(false);
    const [left] = await t.db
      .select({ n: count() })
      .from(searchEntries)
      .where(eq(searchEntries.topicId, lesson.id));
    expect(left!.n).toBe(0);
  });

  it("follows a test's writes: new questions, a new title, a delete", async () => {
    const test = await services().tests.create({
      title: "Plonkish quiz",
      description: "d",
      level: "beginner",
      category: "Search",
      timeLimit: 30,
      passingScore: 70,
      questions: validQuestions(10, "Plonkish"),
    });
    expect((await search("plonkish")).hits[0]?.questions).toBe(10);
    await services().tests.update(test.id, { questions: validQuestions(11, "Trumbly") });
    // Only the title still says it: found, with no question of its own to count.
    expect((await search("plonkish")).hits[0]).toMatchObject({ id: test.id, questions: 0 });
    expect((await search("trumbly")).hits[0]?.questions).toBe(11);
    await services().tests.update(test.id, { title: "Renamed quiz" });
    expect((await search("plonkish")).total).toBe(0);
    await services().tests.remove(test.id);
    expect((await search("trumbly")).total).toBe(0);
  });

  it("ranks by titles, headings and how many pages match when too many rows match to read them all", async () => {
    const twice = await topic({}, pagesWith({ 1: "A grumblewick.", 3: "Another grumblewick." }));
    const once = await topic({}, pagesWith({ 2: "Grumblewick, grumblewick, grumblewick." }));
    const titled = await topic({ title: "Grumblewick basics" }, validPages("Titled"));
    const described = await topic(
      { description: "All about the grumblewick, page by page." },
      validPages("Described"),
    );
    const text = "grumblewick";
    const full = await searchPage(t.db, text, { limit: 10, offset: 0 });
    // With few rows, every document is read: three mentions on one page outweigh two pages of
    // one mention each.
    expect(full.rows.map((row) => row.topicId)).toEqual([
      titled.id,
      described.id,
      once.id,
      twice.id,
    ]);
    // Past the limit, pages are not read for ranking: a page that says it more counts as one.
    const cheap = await searchPage(t.db, text, { limit: 10, offset: 0 }, 3);
    expect(cheap.total).toBe(4);
    expect(cheap.rows.map((row) => row.topicId)).toEqual([
      titled.id,
      described.id,
      twice.id,
      once.id,
    ]);
    // The page shown is still the best one, read in full for the results shown.
    expect(cheap.rows.find((row) => row.topicId === once.id)?.position).toBe(2);
  });

  it("pages the results and counts them all", async () => {
    for (let n = 0; n < 7; n += 1) await topic({}, pagesWith({ 1: "About yonderbox." }));
    const first = await search("yonderbox", 3, 0);
    const third = await search("yonderbox", 3, 6);
    expect(first.total).toBe(7);
    expect(first.hits).toHaveLength(3);
    expect(third.hits).toHaveLength(1);
    expect(new Set([...first.hits, ...third.hits].map((hit) => hit.id)).size).toBe(4);
    expect(await search("yonderbox", 3, 30)).toEqual({ hits: [], total: 7 });
  });

  it("never passes the snippet's markers through from content", async () => {
    await topic({}, pagesWith({ 2: "Fake \uE000marker\uE001 around a quibblet." }));
    const [hit] = (await search("quibblet")).hits;
    expect(marked(hit!)).toEqual(["quibblet"]);
    expect(text(hit!)).toContain("Fake marker around a");
    expect(text(hit!)).not.toMatch(/[\uE000\uE001]/);
  });

  it("indexes content stored before the search existed, once", async () => {
    const [row] = await t.db
      .insert(topics)
      .values({
        title: "Stored the old way",
        description: "Before the search.",
        level: "beginner",
        category: "Search",
        generatedContent: serializePages(pagesWith({ 1: "An old mumblecrust." })),
        pageCount: 5,
      })
      .returning({ id: topics.id });
    expect((await search("mumblecrust")).total).toBe(0);
    expect(await services().searchIndex.indexMissing()).toEqual({ topics: 1, tests: 0 });
    expect((await search("mumblecrust")).hits[0]?.id).toBe(row!.id);
    expect(await services().searchIndex.indexMissing()).toEqual({ topics: 0, tests: 0 });
  });

  it("reads the matches through the GIN index", async () => {
    const { sql: statement, params } = new PgDialect().sqlToQuery(
      searchStatement("McCarthy", { limit: 10, offset: 0 }),
    );
    const written = statement.replace(/\$(\d+)/g, (_, n: string) => {
      const value = params[Number(n) - 1];
      return typeof value === "number" ? String(value) : `'${String(value)}'`;
    });
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(sql.raw(`explain ${written}`))) as unknown as {
        rows: { "QUERY PLAN": string }[];
      };
      return result.rows.map((line) => line["QUERY PLAN"]).join("\n");
    });
    expect(plan).toContain("Bitmap Index Scan on search_entries_document_idx");
  });
});
