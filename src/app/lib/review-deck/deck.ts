import { type DBSchema, type IDBPDatabase, openDB } from "idb";
import { type DeckCard, laterCard, parseDeckCard } from "./card.ts";

// The review deck, kept in this browser's IndexedDB and never sent anywhere (ADR 026). This file
// is the deck's API for every page: counting (the home page), listing, merging (export and
// import), clearing (the privacy page). It loads idb (3 KB) and not the scheduler, ts-fsrs,
// which only answering a question needs (schedule.ts). Call it from the browser only, by a
// dynamic import where the page does not need it at once.

export const DECK_DB = "learn-ai-review";
const STORE = "cards";
/** Said on window after every change, so a count on screen can follow. */
export const DECK_CHANGED = "learn-ai:deck-changed";

interface DeckSchema extends DBSchema {
  cards: { key: string; value: DeckCard; indexes: { due: number } };
}

let connection: Promise<IDBPDatabase<DeckSchema>> | null = null;

function deck() {
  connection ??= openDB<DeckSchema>(DECK_DB, 1, {
    upgrade(database) {
      const store = database.createObjectStore(STORE, { keyPath: "id" });
      store.createIndex("due", "due");
    },
    // Another tab upgrading the deck: let it, and open again on the next call.
    blocking() {
      void connection?.then((open) => open.close());
      connection = null;
    },
    terminated() {
      connection = null;
    },
  }).catch((error: unknown) => {
    connection = null;
    throw error;
  });
  return connection;
}

/**
 * The deck to read, or null when this browser has none: a visitor who never missed a question
 * gets no database made for them by a page that only counts. (Where the browser cannot list its
 * databases, the deck is opened, and made empty.)
 */
async function existingDeck() {
  if (connection) return deck();
  if (typeof indexedDB.databases === "function") {
    const names = (await indexedDB.databases()).map((database) => database.name);
    if (!names.includes(DECK_DB)) return null;
  }
  return deck();
}

function changed() {
  if (typeof window !== "undefined") window.dispatchEvent(new Event(DECK_CHANGED));
}

/** Calls `listener` after each change to the deck made in this tab; returns the unsubscribe. */
export function onDeckChange(listener: () => void) {
  window.addEventListener(DECK_CHANGED, listener);
  return () => window.removeEventListener(DECK_CHANGED, listener);
}

/** Cards due at `now` (ms) or before. */
export async function dueCount(now: number = Date.now()) {
  const open = await existingDeck();
  return open ? open.countFromIndex(STORE, "due", IDBKeyRange.upperBound(now)) : 0;
}

export async function deckSize() {
  const open = await existingDeck();
  return open ? open.count(STORE) : 0;
}

/** When the next card falls due (ms), due already or not; null for an empty deck. */
export async function nextDueAt(): Promise<number | null> {
  const open = await existingDeck();
  const cursor = open ? await open.transaction(STORE).store.index("due").openCursor() : null;
  return cursor ? cursor.value.due : null;
}

/** The cards due at `now`, the longest overdue first. */
export async function dueCards(now: number = Date.now()): Promise<DeckCard[]> {
  const open = await existingDeck();
  return open ? open.getAllFromIndex(STORE, "due", IDBKeyRange.upperBound(now)) : [];
}

/** Every card, as plain JSON-ready objects (an export writes them as they are). */
export async function allCards(): Promise<DeckCard[]> {
  const open = await existingDeck();
  return open ? open.getAll(STORE) : [];
}

/** The cards with these ids that are in the deck. */
export async function getCards(ids: readonly string[]) {
  const open = await existingDeck();
  if (!open) return new Map<string, DeckCard>();
  const store = open.transaction(STORE).store;
  const found = await Promise.all(ids.map((id) => store.get(id)));
  return new Map(found.filter((card) => card !== undefined).map((card) => [card.id, card]));
}

/** Writes cards as given, their due key taken from their FSRS state. */
export async function putCards(cards: readonly DeckCard[]) {
  if (cards.length === 0) return;
  const transaction = (await deck()).transaction(STORE, "readwrite");
  for (const card of cards) void transaction.store.put({ ...card, due: Date.parse(card.fsrs.due) });
  await transaction.done;
  changed();
}

export async function removeCard(id: string) {
  await (await existingDeck())?.delete(STORE, id);
  changed();
}

export interface MergeReport {
  added: number;
  updated: number;
  unchanged: number;
  /** Values that are not cards (a damaged or foreign file), left out. */
  rejected: number;
}

/**
 * Merges cards from elsewhere (an imported file) by id: a card new to this deck is added, and
 * of two copies of one card the one reviewed later is kept. Each value is checked first.
 */
export async function mergeCards(cards: readonly unknown[]): Promise<MergeReport> {
  const report: MergeReport = { added: 0, updated: 0, unchanged: 0, rejected: 0 };
  const parsed: DeckCard[] = [];
  for (const value of cards) {
    const card = parseDeckCard(value);
    if (card) parsed.push(card);
    else report.rejected++;
  }
  const transaction = (await deck()).transaction(STORE, "readwrite");
  for (const card of parsed) {
    const existing = await transaction.store.get(card.id);
    if (!existing) report.added++;
    else if (laterCard(existing, card) === existing) {
      report.unchanged++;
      continue;
    } else report.updated++;
    await transaction.store.put(card);
  }
  await transaction.done;
  if (report.added + report.updated > 0) changed();
  return report;
}

export async function clearDeck() {
  const open = await existingDeck();
  if (!open) return;
  await open.clear(STORE);
  changed();
}
