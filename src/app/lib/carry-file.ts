import * as z from "zod/mini";
import { localDay } from "./activity.ts";
import {
  CARRIED_STORES,
  type CarriedStore,
  type MergeSummary,
  type Tally,
} from "./carried-stores.ts";
import { MAX_FILE_BYTES, sizeLabel } from "./carry-limits.ts";

// The export file: one JSON object holding every carried store,
//   { app: "learn-ai", format: 1, exportedAt, stores: { progress: { version, data }, … } }
// made and read in the browser only. Reading checks the whole file before anything is merged:
// a file that fails any check changes nothing (ADR 028).

export const CARRY_APP = "learn-ai";
/** The envelope's own version; a file of a higher one is refused, never half read. */
export const CARRY_FORMAT = 1;

/** A file or link that cannot be imported; the message is shown to the visitor as it is. */
export class CarryError extends Error {}

const envelope = z.object({
  app: z.string(),
  format: z.int(),
  exportedAt: z.iso.datetime(),
  stores: z.record(z.string(), z.object({ version: z.int(), data: z.unknown() })),
});

/** The export file's text for `now`, and its name: learn-ai-progress-YYYY-MM-DD.json. */
export async function exportFile(stores = CARRIED_STORES, now = new Date()) {
  const parts = await Promise.all(
    stores.map(async (store) => [
      store.name,
      { version: store.version, data: await store.export() },
    ]),
  );
  const file = {
    app: CARRY_APP,
    format: CARRY_FORMAT,
    exportedAt: now.toISOString(),
    stores: Object.fromEntries(parts),
  };
  return { text: JSON.stringify(file), name: `learn-ai-progress-${localDay(now)}.json` };
}

export interface CarriedPart {
  store: CarriedStore;
  data: unknown;
}

/** A file that passed every check: what it holds, per store, and what was left out and why. */
export interface CheckedCarry {
  exportedAt: string;
  parts: CarriedPart[];
  notes: string[];
}

/** Checks an export's text; throws CarryError, with the reason in words, for anything wrong. */
export function readCarry(text: string, stores = CARRIED_STORES): CheckedCarry {
  if (new TextEncoder().encode(text).length > MAX_FILE_BYTES) {
    throw new CarryError(
      `This is larger than ${sizeLabel(MAX_FILE_BYTES)}, far more than any progress export, so it was not read. Nothing was changed.`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new CarryError("This is not a progress export: it is not JSON. Nothing was changed.");
  }
  const app = (json as { app?: unknown } | null)?.app;
  if (app !== CARRY_APP) {
    throw new CarryError(
      "This file was not exported from this site's progress page. Nothing was changed.",
    );
  }
  const parsed = envelope.safeParse(json);
  if (!parsed.success) {
    throw new CarryError(
      "This export is damaged: its contents are incomplete. Nothing was changed.",
    );
  }
  const file = parsed.data;
  if (file.format > CARRY_FORMAT) {
    throw new CarryError(
      "This export was made by a newer version of this site. Reload the page to get the newest version, then import it again. Nothing was changed.",
    );
  }
  const parts: CarriedPart[] = [];
  const notes: string[] = [];
  for (const [name, part] of Object.entries(file.stores)) {
    const store = stores.find((candidate) => candidate.name === name);
    if (!store) {
      notes.push(
        `It also holds “${name}”, which this version of the site does not know: left out.`,
      );
      continue;
    }
    if (part.version > store.version) {
      notes.push(
        `Its ${store.label} was saved by a newer version of this site: left out. Reload the page and import again to include it.`,
      );
      continue;
    }
    const data = store.schema.safeParse(part.data);
    if (!data.success) {
      throw new CarryError(
        `The ${store.label} in this export is damaged or not in a form this site knows. Nothing was changed.`,
      );
    }
    parts.push({ store, data: data.data });
  }
  if (parts.length === 0) {
    throw new CarryError("This export holds nothing this site can import. Nothing was changed.");
  }
  return { exportedAt: file.exportedAt, parts, notes };
}

const counted = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;

/** "3 topics, 2 tests and 1 day of activity". */
export function listInWords(items: string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** What a checked file holds, in words: "progress for 3 topics, 2 tests and …". */
export function describeCarry(carry: CheckedCarry): string {
  const parts = carry.parts.map(({ store, data }) => {
    const tallies = store.describe(data).filter((tally: Tally) => tally.count > 0);
    const what = listInWords(tallies.map((t) => counted(t.count, t.one, t.many)));
    return { label: store.label, what };
  });
  // An empty store (a browser with no review deck) is left unsaid, unless all of them are.
  const held = parts.filter((part) => part.what);
  if (held.length === 0) return `an empty ${parts[0]?.label ?? "file"}`;
  return listInWords(held.map((part) => `${part.label} for ${part.what}`));
}

/** "3 topics and 2 tests added; 1 topic updated." — or that nothing was new. */
export function changesInWords(summaries: readonly MergeSummary[]): string {
  const changes = summaries.flatMap((summary) => summary.changes);
  const added = changes
    .filter((change) => change.added > 0)
    .map((change) => counted(change.added, change.one, change.many));
  const updated = changes
    .filter((change) => change.updated > 0)
    .map((change) => counted(change.updated, change.one, change.many));
  const parts = [
    added.length > 0 ? `${listInWords(added)} added` : "",
    updated.length > 0 ? `${listInWords(updated)} updated` : "",
  ].filter(Boolean);
  if (parts.length === 0) return "Nothing new: this browser already had all of it.";
  return `${parts.join("; ")}.`;
}

/** Merges every part of a checked file, store by store, and says what changed. */
export async function mergeCarry(carry: CheckedCarry) {
  const summaries: MergeSummary[] = [];
  for (const { store, data } of carry.parts) summaries.push(await store.merge(data));
  return {
    message: changesInWords(summaries),
    notes: [...carry.notes, ...summaries.flatMap((summary) => summary.notes ?? [])],
  };
}
