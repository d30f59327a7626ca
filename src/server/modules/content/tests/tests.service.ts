import { asc, count, eq } from "drizzle-orm";
import type { Level } from "../../../../shared/constants.ts";
import { answerSpreadOf, type Question } from "../../../../shared/schemas/content.ts";
import type { ContentListRequest } from "../../../../shared/schemas/list-query.ts";
import { parseTestQuestions } from "../../../../shared/test-content.ts";
import type { ListFilters } from "../../../../shared/topic-list.ts";
import type { Db } from "../../../db/client.ts";
import { contentCounts } from "../../../db/content-counts.ts";
import { notFound } from "../../../errors.ts";
import { ensureCategory } from "../categories/categories.service.ts";
import { indexContent } from "../search/search.index.ts";
import { publicTestList, startable } from "./test-list.ts";
import { createTestsRepository, type TestInsert } from "./tests.repository.ts";
import { tests } from "./tests.table.ts";

export interface TestFields {
  title: string;
  description: string;
  level: Level;
  category: string;
  timeLimit: number;
  passingScore: number;
}

export interface TestChanges extends Partial<TestFields> {
  isActive?: boolean;
  questions?: Question[];
  /** The lesson the test checks (null: none). */
  topicId?: number | null;
}

/** The stored form of a test's questions. */
export function serializeQuestions(questions: Question[]): string {
  return JSON.stringify({ questions });
}

export function createTestsService({
  db,
  forget,
}: {
  db: Db;
  /** Inside a delete's transaction: what else goes with the deleted test. */
  forget: (tx: Db, id: number) => Promise<void>;
}) {
  const repo = createTestsRepository({ db });

  // Content is only ever stored through this service as valid questions, so "has content"
  // (spec §3: non-empty, not 'null', longer than 10 characters) is the same as count > 0.
  function withDerived<T extends { questionCount: number }>(row: T) {
    return { ...row, hasContent: row.questionCount > 0 };
  }

  /** A page of the list: every test for an admin, the startable ones for visitors. */
  async function listPage(request: ContentListRequest, options: { startable: boolean }) {
    const page = await repo.listPage(request, options);
    return { ...page, items: page.items.map(withDerived) };
  }

  async function get(id: number) {
    const row = await repo.findById(id);
    if (!row) throw notFound("Test");
    return row;
  }

  /** A test with its questions. */
  async function findContent(id: number) {
    const row = await repo.findById(id);
    if (!row) return null;
    const questions = parseTestQuestions(row.generatedContent) ?? [];
    const { generatedContent: _content, questionCount: _count, isActive: _active, ...rest } = row;
    return { ...rest, questions };
  }

  async function getContent(id: number) {
    const content = await findContent(id);
    if (!content) throw notFound("Test");
    return content;
  }

  /** The public test a lesson ends with: active, startable, linked to that topic. */
  async function ofTopic(topicId: number) {
    const row = await repo.findStartableOfTopic(topicId);
    return row ? { id: row.id, title: row.title } : null;
  }

  async function create(
    input: TestFields & { questions?: Question[]; isActive?: boolean; topicId?: number | null },
  ) {
    return db.transaction(async (tx) => {
      const category = await ensureCategory(tx, input.category);
      const values: TestInsert = { ...input, category, ...testContentValues(input.questions) };
      const row = await createTestsRepository({ db: tx }).insert(values);
      if (row.questionCount > 0) await indexContent(tx, "test", row.id);
      return withDerived(row);
    });
  }

  async function update(id: number, changes: TestChanges) {
    return db.transaction(async (tx) => {
      const { questions, ...fields } = changes;
      const values: Partial<TestInsert> = { ...fields, ...testContentValues(questions) };
      if (fields.category) values.category = await ensureCategory(tx, fields.category);
      const row = await createTestsRepository({ db: tx }).update(id, values);
      if (!row) throw notFound("Test");
      if (searched(changes)) await indexContent(tx, "test", id);
      return withDerived(row);
    });
  }

  /** Deletes the test and, in the same transaction, what goes with it (`forget`). */
  async function remove(id: number) {
    await db.transaction(async (tx) => {
      if (!(await createTestsRepository({ db: tx }).delete(id))) throw notFound("Test");
      await forget(tx, id);
    });
  }

  /** The whole list counted: totals, per category, created per day (admin screens). */
  const counts = () =>
    contentCounts(db, {
      table: tests,
      category: tests.category,
      isActive: tests.isActive,
      createdAt: tests.createdAt,
      size: tests.questionCount,
    });

  /** How many tests visitors can start. */
  async function countPublic() {
    const [row] = await db.select({ n: count() }).from(tests).where(startable);
    return row!.n;
  }

  /** Every startable test's id and last change, for the sitemap: two columns, oldest first. */
  const startableAddresses = () =>
    db
      .select({ id: tests.id, updatedAt: tests.updatedAt })
      .from(tests)
      .where(startable)
      .orderBy(asc(tests.id));

  /** Every startable test's id and category, for /progress's catalog: two columns. */
  const startableByCategory = () =>
    db.select({ id: tests.id, category: tests.category }).from(tests).where(startable);

  /** One page of the public list, /tests (ADR 018): read by the database. */
  const publicList = (filters: ListFilters, page: number, order: readonly string[]) =>
    publicTestList(db, filters, page, order);

  return {
    counts,
    countPublic,
    publicList,
    startableAddresses,
    startableByCategory,
    listPage,
    get,
    /** One row as the admin list shows it. */
    summary: async (id: number) => withDerived(await get(id)),
    findContent,
    getContent,
    ofTopic,
    /** A test's id by its exact title (the catalog matches by title). */
    idByTitle: async (title: string) => (await repo.findByTitle(title))?.id,
    /** Every test with its questions, oldest first (a catalog export). */
    all: () => db.select().from(tests).orderBy(asc(tests.id)),
    /** The ids of tests without questions, oldest first (what "Generate all missing" queues). */
    unwritten: async () =>
      (
        await db
          .select({ id: tests.id })
          .from(tests)
          .where(eq(tests.questionCount, 0))
          .orderBy(asc(tests.id))
      ).map((row) => row.id),
    create,
    update,
    remove,
  };
}

/** Whether a change touches what the search index holds: its words, or whether it is shown. */
function searched(changes: TestChanges): boolean {
  return (
    changes.title !== undefined ||
    changes.description !== undefined ||
    changes.questions !== undefined ||
    changes.isActive !== undefined
  );
}

export function testContentValues(questions: Question[] | undefined): Partial<TestInsert> {
  if (questions === undefined) return {};
  return {
    generatedContent: questions.length > 0 ? serializeQuestions(questions) : null,
    questionCount: questions.length,
    answerSpread: questions.length > 0 ? answerSpreadOf(questions) : null,
  };
}

export type TestsService = ReturnType<typeof createTestsService>;
