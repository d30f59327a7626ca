import { describe, expect, it } from "vitest";
import {
  batchOf,
  NOTHING_WATCHED,
  parseWatched,
  withBatch,
  withBatchEnded,
  withJob,
  withoutBatch,
  withoutJob,
} from "./watched.ts";

describe("parseWatched", () => {
  it("reads what was stored", () => {
    const stored = { jobs: [3, 4], batches: [{ id: 2, kind: "test", ended: true }] };
    expect(parseWatched(JSON.stringify(stored))).toEqual(stored);
  });

  it("counts nothing, broken JSON and other shapes as nothing watched", () => {
    expect(parseWatched(null)).toEqual(NOTHING_WATCHED);
    expect(parseWatched("{not json")).toEqual(NOTHING_WATCHED);
    expect(parseWatched("[1,2]")).toEqual(NOTHING_WATCHED);
    expect(parseWatched('"jobs"')).toEqual(NOTHING_WATCHED);
  });

  it("keeps the well-formed entries and drops the rest", () => {
    const text = JSON.stringify({
      jobs: [1, "2", 1, -3, 2.5, 7],
      batches: [
        { id: 1, kind: "topic", ended: false },
        { id: 2, kind: "lesson", ended: false },
        null,
      ],
    });
    expect(parseWatched(text)).toEqual({
      jobs: [1, 7],
      batches: [{ id: 1, kind: "topic", ended: false }],
    });
  });
});

describe("watched jobs", () => {
  it("adds a job once and forgets it", () => {
    const one = withJob(NOTHING_WATCHED, 5);
    expect(withJob(one, 5)).toBe(one);
    expect(withJob(one, 6).jobs).toEqual([5, 6]);
    expect(withoutJob(withJob(one, 6), 5).jobs).toEqual([6]);
  });

  it("returns the same object when nothing changes, so nothing is written", () => {
    expect(withoutJob(NOTHING_WATCHED, 1)).toBe(NOTHING_WATCHED);
    expect(withoutBatch(NOTHING_WATCHED, 1)).toBe(NOTHING_WATCHED);
    expect(withBatchEnded(NOTHING_WATCHED, 1)).toBe(NOTHING_WATCHED);
  });
});

describe("followed bulk runs", () => {
  it("follows one run per kind: a new one replaces the old summary of that kind only", () => {
    let watched = withBatch(NOTHING_WATCHED, 1, "topic");
    watched = withBatch(watched, 2, "test");
    watched = withBatch(watched, 3, "topic");
    expect(watched.batches).toEqual([
      { id: 2, kind: "test", ended: false },
      { id: 3, kind: "topic", ended: false },
    ]);
    expect(batchOf(watched, "topic")?.id).toBe(3);
    expect(withBatch(watched, 3, "topic")).toBe(watched);
  });

  it("marks a run ended once, keeps it until dismissed, then drops it", () => {
    const running = withBatch(NOTHING_WATCHED, 4, "test");
    const ended = withBatchEnded(running, 4);
    expect(batchOf(ended, "test")).toEqual({ id: 4, kind: "test", ended: true });
    expect(withBatchEnded(ended, 4)).toBe(ended);
    expect(batchOf(withoutBatch(ended, 4), "test")).toBeUndefined();
  });
});
