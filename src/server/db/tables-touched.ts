import { AsyncLocalStorage } from "node:async_hooks";
import type { Logger } from "drizzle-orm/logger";

// Which tables a piece of work read, and which tables this process writes, seen in the SQL of
// every query Drizzle sends: the response cache keeps with each answer the tables its making
// read, and a write makes stale only the answers that read its table (ADR 020). Reading the SQL
// rather than asking each repository to declare its tables means a new query cannot forget to.
// An identifier taken for a table that is not one (`extract(day from "created_at")`) only makes
// an answer stale more often, never less.

/** Table names after FROM, JOIN, INTO or UPDATE, quoted as Drizzle writes them or bare. */
const NAMED_TABLE = /\b(?:from|join|into|update|truncate)\s+(?:table\s+)?"?([a-z_][a-z0-9_]*)"?/gi;
/** A statement that changes rows: its target follows INTO, UPDATE, DELETE FROM or TRUNCATE. */
const CHANGES = /^\s*(?:with\b|insert\b|update\b|delete\b|truncate\b)/i;
const WRITTEN_TABLE =
  /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+"?([a-z_][a-z0-9_]*)"?/gi;

const reading = new AsyncLocalStorage<Set<string>>();
/**
 * The store of `apart`: a store of its own, because `run` with the store already current (none)
 * would not restore the caller's context after an `enterWith` inside it.
 */
const NOT_RECORDING = new Set<string>();

/**
 * From here on, in this asynchronous context and all it starts (a request's later hooks and
 * handler, when called in its first hook), the tables every query names are added to `tables`.
 * Call it inside `apart`, so the caller's own context is left as it was.
 */
export function recordReadsInto(tables: Set<string>): void {
  reading.enterWith(tables);
}

/** Runs `work` outside any recording, leaving the caller's own context as it was. */
export function apart<T>(work: () => T): T {
  return reading.run(NOT_RECORDING, work);
}

/** The set reads are being recorded into here, if any. */
export function readsSoFar(): ReadonlySet<string> | undefined {
  const store = reading.getStore();
  return store === NOT_RECORDING ? undefined : store;
}

/** The tables a statement names, and those it writes. */
export function tablesOf(query: string): { named: string[]; written: string[] } {
  const named = [...query.matchAll(NAMED_TABLE)].map((match) => match[1]!.toLowerCase());
  const written = CHANGES.test(query)
    ? [...query.matchAll(WRITTEN_TABLE)].map((match) => match[1]!.toLowerCase())
    : [];
  return { named, written };
}

export interface TableWatch {
  /** Drizzle's logger: hears every query of the database it is given to. */
  logger: Logger;
  /** Calls `listener` with each table a statement is about to write, until the returned stop. */
  onWrite(listener: (table: string) => void): () => void;
}

/** One per database: writes reach only the listeners of the database they were sent to. */
export function watchTables(): TableWatch {
  const listeners = new Set<(table: string) => void>();
  return {
    logger: {
      logQuery(query) {
        const { named, written } = tablesOf(query);
        const seen = readsSoFar() as Set<string> | undefined;
        if (seen) for (const table of named) seen.add(table);
        for (const table of new Set(written)) for (const listener of listeners) listener(table);
      },
    },
    onWrite(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
