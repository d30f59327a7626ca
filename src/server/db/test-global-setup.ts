import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "./client.ts";
import { migrateDatabase } from "./migrate.ts";
import { createPglite } from "./pglite.ts";

// Migrates one template database per run; every test file starts from a copy of it.
// TEST_DATABASE_URL (a PostgreSQL server, any database on it) switches from PGlite to PostgreSQL.

export const PG_TEMPLATE = "learnai_test_template";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    await withAdmin(url, async (client) => {
      await dropTestDatabases(client);
      await client.query(`create database ${PG_TEMPLATE}`);
    });
    const database = await openDatabase({ databaseUrl: withDatabase(url, PG_TEMPLATE) });
    await migrateDatabase(database);
    await database.close();
    project.provide("pgTemplate", PG_TEMPLATE);
    project.provide("pgliteTemplate", "");
    return async () => withAdmin(url, dropTestDatabases);
  }
  const client = await createPglite();
  const database = await openDatabase({ pglite: client });
  await migrateDatabase(database);
  const dump = await client.dumpDataDir("none");
  await database.close();
  const dir = join(process.cwd(), ".tmp");
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `pglite-template-${process.pid}.tar`);
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", path);
  project.provide("pgTemplate", "");
  return () => rmSync(path, { force: true });
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function withAdmin(url: string, work: (client: pg.Client) => Promise<void>) {
  const client = new pg.Client({ connectionString: withDatabase(url, "postgres") });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

async function dropTestDatabases(client: pg.Client) {
  const { rows } = await client.query<{ datname: string }>(
    "select datname from pg_database where datname like 'learnai_test_%'",
  );
  for (const row of rows) await client.query(`drop database if exists ${row.datname} with (force)`);
}
