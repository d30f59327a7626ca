import { progressStore } from "./progress-carry.ts";
import { deckStore } from "./review-deck/deck-carry.ts";

// The stores a visitor can carry to another browser: each is exported into one file or link,
// and each merges what such a file brings (lib/carry-file.ts reads and writes the file). A store
// joins by being listed in CARRIED_STORES; this module is loaded only when the visitor exports,
// imports or opens a transfer link, so a store's schema costs no page anything before then.

/** Counted things, phrased by the page: { one: "topic", many: "topics", count: 3 }. */
export interface Tally {
  one: string;
  many: string;
  count: number;
}

/** What a merge changed, per kind of thing: added (new here) and updated (known, changed). */
export interface Change {
  one: string;
  many: string;
  added: number;
  updated: number;
}

export interface MergeSummary {
  changes: Change[];
  /** Anything else the visitor should know, in a sentence each. */
  notes?: string[];
}

/** The part of zod (classic or mini) a store's schema is used through. */
export interface CarrySchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

export interface CarriedStore<T = unknown> {
  /** Its key under `stores` in the file: never renamed, or older files lose it. */
  name: string;
  /** What it is, in the page's sentences: "progress", "review deck". */
  label: string;
  /** The version of its data's shape; a file holding a higher one is left out with a note. */
  version: number;
  /** The data this browser holds, as it goes into the file (JSON-safe). */
  export(): Promise<unknown>;
  /**
   * Its own validation of what a file brings, of any version up to `version`. Every store of a
   * file is checked before any is merged, so a file with one bad part changes nothing.
   */
  schema: CarrySchema<T>;
  /** What checked data holds, for "This link holds …" before the visitor agrees to merge. */
  describe(data: T): Tally[];
  /** Merges checked data into this browser's store; the same data twice changes nothing. */
  merge(data: T): Promise<MergeSummary>;
}

/**
 * Every store carried, in the order the page describes them. To add one, write a CarriedStore
 * next to its module and list it here.
 */
export const CARRIED_STORES: readonly CarriedStore[] = [
  progressStore,
  deckStore as CarriedStore<unknown>,
];
