import type { PGlite, PGliteOptions } from "@electric-sql/pglite";

// Every PGlite this application opens (the server, the backup and restore tools, the tests) is
// opened here, with the extensions its migrations create: a database whose indexes use pg_trgm
// (ADR 020) fails its first search, or its first insert into an indexed table, without it. Both
// modules are imported when a PGlite is opened, so a PostgreSQL instance never loads them.

/** Opens a PGlite with the extensions the migrations need; `options` as PGlite.create takes them. */
export async function createPglite(options: PGliteOptions = {}): Promise<PGlite> {
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("@electric-sql/pglite/contrib/pg_trgm"),
  ]);
  return PGlite.create({ ...options, extensions: { ...options.extensions, pg_trgm } });
}
