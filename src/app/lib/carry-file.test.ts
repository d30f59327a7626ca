import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as z from "zod/mini";
import type { CarriedStore } from "./carried-stores.ts";
import {
  CarryError,
  changesInWords,
  describeCarry,
  exportFile,
  mergeCarry,
  readCarry,
} from "./carry-file.ts";
import { MAX_FILE_BYTES } from "./carry-limits.ts";
import { PROGRESS_KEY, readProgress, recordTestResult, recordTopicPage } from "./progress.ts";

/** A browser's localStorage and window events, enough for lib/progress.ts. */
function fakeBrowser() {
  const items = new Map<string, string>();
  vi.stubGlobal("localStorage", {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, value),
    removeItem: (key: string) => items.delete(key),
  });
  vi.stubGlobal("window", new EventTarget());
  return items;
}

/** A second store, the way the review deck joins: a list of ids, merged as a set. */
function setStore(held: Set<string>, version = 1): CarriedStore<string[]> {
  return {
    name: "cards",
    label: "review deck",
    version,
    export: async () => [...held],
    schema: z.array(z.string()),
    describe: (ids) => [{ one: "card", many: "cards", count: ids.length }],
    async merge(ids) {
      const added = ids.filter((id) => !held.has(id)).length;
      for (const id of ids) held.add(id);
      return { changes: [{ one: "card", many: "cards", added, updated: 0 }] };
    },
  };
}

const fileWith = (over: Record<string, unknown>) =>
  JSON.stringify({
    app: "learn-ai",
    format: 1,
    exportedAt: new Date().toISOString(),
    stores: {},
    ...over,
  });

const message = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(CarryError);
    return (error as Error).message;
  }
  throw new Error("no error thrown");
};

describe("the export file", () => {
  let storage: Map<string, string>;
  beforeEach(() => {
    storage = fakeBrowser();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("is named for the day and holds every store with its version", async () => {
    recordTopicPage(3, "Search", 1, 4);
    const { text, name } = await exportFile(undefined, new Date(2026, 10, 24, 12));
    expect(name).toBe("learn-ai-progress-2026-11-24.json");
    const file = JSON.parse(text);
    expect(file).toMatchObject({
      app: "learn-ai",
      format: 1,
      stores: { progress: { version: 1 } },
    });
    expect(file.stores.progress.data.topics[3]).toMatchObject({ title: "Search", furthest: 1 });
    expect(file.stores.progress.data.days).toHaveLength(1);
    expect(file.stores.progress.data.browser).toBeUndefined();
  });

  it("moves progress into an empty browser, and a second import of it changes nothing", async () => {
    recordTopicPage(3, "Search", 3, 4);
    recordTestResult(9, "Search quiz", 80, true);
    recordTestResult(9, "Search quiz", 60, false);
    const { text } = await exportFile();

    storage.clear();
    const first = readCarry(text);
    expect(describeCarry(first)).toBe("progress for 1 topic, 1 test and 1 day of activity");
    expect((await mergeCarry(first)).message).toBe("1 topic, 1 test and 1 day of activity added.");
    const again = await mergeCarry(readCarry(text));
    expect(again.message).toBe("Nothing new: this browser already had all of it.");
    const progress = readProgress();
    expect(progress.tests[9]).toMatchObject({
      attempts: 2,
      bestScore: 80,
      lastScore: 60,
      everPassed: true,
    });
    expect(progress.topics[3]).toMatchObject({ finished: true });
  });

  it("adds the attempts of two browsers, once each", async () => {
    recordTestResult(9, "Search quiz", 50, false);
    const laptop = (await exportFile()).text;
    storage.clear();
    recordTestResult(9, "Search quiz", 90, true);
    await mergeCarry(readCarry(laptop));
    await mergeCarry(readCarry(laptop));
    expect(readProgress().tests[9]).toMatchObject({ attempts: 2, bestScore: 90 });
    // The merged progress goes back to the laptop, which knows its own attempt already.
    const phone = (await exportFile()).text;
    storage.clear();
    await mergeCarry(readCarry(laptop));
    expect((await mergeCarry(readCarry(phone))).message).toBe("1 test updated.");
    expect(readProgress().tests[9]!.attempts).toBe(2);
  });

  it("merges every store listed and leaves out one it does not know, with a note", async () => {
    const cards = new Set(["a"]);
    const stores = [setStore(cards)];
    const text = fileWith({
      stores: { cards: { version: 1, data: ["a", "b", "c"] }, notes: { version: 1, data: {} } },
    });
    const carry = readCarry(text, stores);
    expect(describeCarry(carry)).toBe("review deck for 3 cards");
    const result = await mergeCarry(carry);
    expect(result.message).toBe("2 cards added.");
    expect(result.notes).toEqual([
      "It also holds “notes”, which this version of the site does not know: left out.",
    ]);
    expect([...cards].sort()).toEqual(["a", "b", "c"]);
  });

  it("leaves out a store saved by a newer version, with a note", () => {
    const stores = [setStore(new Set()), setStore(new Set(), 1)];
    stores[1]!.name = "other";
    const text = fileWith({
      stores: { cards: { version: 2, data: ["x"] }, other: { version: 1, data: ["y"] } },
    });
    const carry = readCarry(text, stores);
    expect(carry.parts.map((part) => part.store.name)).toEqual(["other"]);
    expect(carry.notes[0]).toMatch(/review deck was saved by a newer version/);
  });
});

describe("a file that cannot be imported", () => {
  const stores = () => [setStore(new Set())];

  it("says it is not JSON", () => {
    expect(message(() => readCarry("hello, world", stores()))).toMatch(/not JSON/);
  });

  it("says it is not this site's when another app made it", () => {
    expect(message(() => readCarry(fileWith({ app: "other" }), stores()))).toMatch(
      /not exported from this site/,
    );
    expect(message(() => readCarry("[1,2]", stores()))).toMatch(/not exported from this site/);
  });

  it("refuses a newer format whole", () => {
    const text = fileWith({ format: 2, stores: { cards: { version: 1, data: [] } } });
    expect(message(() => readCarry(text, stores()))).toMatch(/newer version of this site/);
  });

  it("refuses a file past the size limit before parsing it", () => {
    const text = fileWith({ padding: "x".repeat(MAX_FILE_BYTES) });
    expect(message(() => readCarry(text, stores()))).toMatch(/larger than 2 MB/);
  });

  it("refuses the whole file when one store's data is damaged, merging nothing", async () => {
    const good = new Set<string>();
    const list = [setStore(good), { ...setStore(new Set()), name: "other", label: "deck" }];
    const text = fileWith({
      stores: { cards: { version: 1, data: ["a"] }, other: { version: 1, data: [5] } },
    });
    expect(message(() => readCarry(text, list))).toMatch(/The deck in this export is damaged/);
    expect(good.size).toBe(0);
  });

  it("refuses progress with an impossible score or date", () => {
    const bad = (data: unknown) => fileWith({ stores: { progress: { version: 1, data } } });
    const day = "2026-11-24T10:00:00.000Z";
    const test = {
      title: "T",
      bestScore: 180,
      lastScore: 10,
      lastPassed: false,
      attempts: 1,
      attemptsBy: { a: 1 },
      updatedAt: day,
    };
    expect(message(() => readCarry(bad({ topics: {}, tests: { 1: test }, days: [] })))).toMatch(
      /progress in this export is damaged/,
    );
    expect(message(() => readCarry(bad({ topics: {}, tests: {}, days: ["2026-02-30"] })))).toMatch(
      /damaged/,
    );
    expect(message(() => readCarry(bad({ topics: { abc: {} }, tests: {}, days: [] })))).toMatch(
      /damaged/,
    );
  });

  it("says so when nothing in it is known", () => {
    expect(
      message(() => readCarry(fileWith({ stores: { x: { version: 1, data: 1 } } }), stores())),
    ).toMatch(/nothing this site can import/);
  });
});

describe("changesInWords", () => {
  it("puts what was added before what was updated", () => {
    const summary = {
      changes: [
        { one: "topic", many: "topics", added: 3, updated: 1 },
        { one: "test", many: "tests", added: 2, updated: 0 },
      ],
    };
    expect(changesInWords([summary])).toBe("3 topics and 2 tests added; 1 topic updated.");
  });
});

describe("progress saved before attempts were counted per browser", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("names the same browser in every export, so two exports of it count its attempts once", async () => {
    const storage = fakeBrowser();
    const legacy = {
      topics: {},
      tests: {
        4: {
          title: "T",
          bestScore: 80,
          lastScore: 80,
          lastPassed: true,
          attempts: 3,
          updatedAt: "2026-11-20T10:00:00.000Z",
        },
      },
    };
    storage.set(PROGRESS_KEY, JSON.stringify(legacy));
    const first = JSON.parse((await exportFile()).text).stores.progress.data;
    const second = JSON.parse((await exportFile()).text).stores.progress.data;
    const label = JSON.parse(storage.get(PROGRESS_KEY)!).browser;
    expect(label).toMatch(/^[0-9a-f]{12}$/);
    expect(first.tests[4].attemptsBy).toEqual({ [label]: 3 });
    expect(second.tests[4].attemptsBy).toEqual(first.tests[4].attemptsBy);

    storage.clear();
    await mergeCarry(
      readCarry(
        JSON.stringify({
          app: "learn-ai",
          format: 1,
          exportedAt: new Date().toISOString(),
          stores: { progress: { version: 1, data: first } },
        }),
      ),
    );
    await mergeCarry(
      readCarry(
        JSON.stringify({
          app: "learn-ai",
          format: 1,
          exportedAt: new Date().toISOString(),
          stores: { progress: { version: 1, data: second } },
        }),
      ),
    );
    expect(readProgress().tests[4]!.attempts).toBe(3);
  });
});
