import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openDatabase, pgliteStartParams } from "./client.ts";
import { createPglite } from "./pglite.ts";
import { withDatabase } from "./test-global-setup.ts";

/**
 * A fresh, migrated, empty database for one test file: a copy of the run's template, on PGlite
 * by default or on PostgreSQL when TEST_DATABASE_URL is set. Closing it drops the copy.
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return createPostgresCopy(url, inject("pgTemplate"));
  const template = readFileSync(inject("pgliteTemplate"));
  const client = await createPglite({
    loadDataDir: new Blob([template]),
    startParams: pgliteStartParams(PGlite),
  });
  return openDatabase({ pglite: client });
}

async function createPostgresCopy(url: string, template: string): Promise<Database> {
  const name = `learnai_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: withDatabase(url, "postgres") });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ databaseUrl: withDatabase(url, name) });
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: withDatabase(url, "postgres") });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
