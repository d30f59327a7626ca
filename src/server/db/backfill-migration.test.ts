import { readFileSync } from "node:fs";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { categories } from "../modules/content/categories/categories.table.ts";
import { serializeQuestions } from "../modules/content/tests/tests.service.ts";
import { tests } from "../modules/content/tests/tests.table.ts";
import { validQuestions } from "../test-fixtures.ts";
import type { Database } from "./client.ts";
import { MIGRATIONS_FOLDER } from "./migrate.ts";
import { createTestDatabase } from "./test-database.ts";

// Migration 0002 derives the answer spread of tests stored before it; its last statement is run
// again here on rows written the old way (content set, spread missing).

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

it("0002 fills in the answer spread of tests that have questions", async () => {
  const migration = readFileSync(
    join(MIGRATIONS_FOLDER, "0002_generation_jobs_versions.sql"),
    "utf8",
  );
  const backfill = migration.split("--> statement-breakpoint").at(-1)!;
  expect(backfill).toContain('UPDATE "tests" SET "answer_spread"');

  const { db } = database;
  await db.insert(categories).values({ name: "Old" });
  const questions = validQuestions(11, "Old", ["B", "B", "C", "A"]);
  const [withQuestions, empty] = await db
    .insert(tests)
    .values([
      {
        title: "Old quiz",
        description: "d",
        category: "Old",
        level: "beginner",
        generatedContent: serializeQuestions(questions),
        questionCount: 11,
      },
      { title: "Empty quiz", description: "d", category: "Old", level: "beginner" },
    ])
    .returning({ id: tests.id });
  await db.execute(sql.raw(backfill));

  const spread = async (id: number) =>
    (await db.select({ spread: tests.answerSpread }).from(tests).where(eq(tests.id, id)))[0]!
      .spread;
  expect(await spread(withQuestions!.id)).toEqual({ A: 2, B: 6, C: 3, D: 0 });
  expect(await spread(empty!.id)).toBeNull();
});
