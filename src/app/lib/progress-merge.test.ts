import { describe, expect, it } from "vitest";
import { migrateProgress, type Progress, type TestProgress } from "./progress.ts";
import { type CarriedProgress, mergeProgress, mergeTest, mergeTopic } from "./progress-merge.ts";

const EARLY = "2026-11-20T10:00:00.000Z";
const LATE = "2026-11-24T10:00:00.000Z";

const topic = (over: Partial<Progress["topics"][string]> = {}) => ({
  title: "Neural networks",
  page: 1,
  furthest: 1,
  pages: 5,
  finished: false,
  updatedAt: EARLY,
  ...over,
});

const test = (
  over: Partial<TestProgress> = {},
): TestProgress & { attemptsBy: Record<string, number> } => ({
  title: "Basics quiz",
  bestScore: 60,
  lastScore: 60,
  lastPassed: false,
  everPassed: false,
  attempts: 1,
  attemptsBy: { phone: 1 },
  updatedAt: EARLY,
  scoring: 2,
  ...over,
});

const carried = (progress: Progress): CarriedProgress => ({
  topics: progress.topics,
  tests: progress.tests as CarriedProgress["tests"],
  days: progress.days,
});

describe("mergeTopic", () => {
  it("keeps the furthest page either reached and finished if either finished", () => {
    const mine = topic({ page: 3, furthest: 3, updatedAt: LATE });
    const theirs = topic({ page: 4, furthest: 4, finished: true });
    expect(mergeTopic(mine, theirs)).toEqual({
      ...mine,
      furthest: 4,
      finished: true,
    });
  });

  it("takes the last page shown, title and page count from whichever read it last", () => {
    const mine = topic({ page: 4, furthest: 4, finished: true });
    const theirs = topic({
      title: "Neural networks, rewritten",
      page: 0,
      pages: 6,
      updatedAt: LATE,
    });
    const merged = mergeTopic(mine, theirs);
    expect(merged).toMatchObject({ title: "Neural networks, rewritten", page: 0, pages: 6 });
    expect(merged).toMatchObject({ furthest: 4, finished: true, updatedAt: LATE });
  });

  it("never says a page past the topic's last was reached", () => {
    const merged = mergeTopic(
      topic({ furthest: 9, page: 9, pages: 10 }),
      topic({ pages: 3, updatedAt: LATE }),
    );
    expect(merged.furthest).toBe(2);
  });
});

describe("mergeTest", () => {
  it("keeps the best score, the latest result and whether it was ever passed", () => {
    const mine = test({ bestScore: 90, lastScore: 40, everPassed: true, updatedAt: EARLY });
    const theirs = test({
      bestScore: 70,
      lastScore: 70,
      lastPassed: true,
      updatedAt: LATE,
      attemptsBy: { laptop: 2 },
    });
    expect(mergeTest(mine, theirs)).toMatchObject({
      bestScore: 90,
      lastScore: 70,
      lastPassed: true,
      everPassed: true,
      attempts: 3,
      attemptsBy: { laptop: 2, phone: 1 },
    });
  });

  it("counts each browser's attempts once: the larger count, never the sum, per browser", () => {
    const mine = test({ attemptsBy: { phone: 3, laptop: 1 }, attempts: 4 });
    const theirs = test({ attemptsBy: { phone: 2, laptop: 5 }, attempts: 7 });
    expect(mergeTest(mine, theirs)).toMatchObject({
      attempts: 8,
      attemptsBy: { laptop: 5, phone: 3 },
    });
  });

  it("lets the newer scoring rule's best win over an older, possibly inflated one", () => {
    const old = test({ bestScore: 100, scoring: undefined });
    const current = test({ bestScore: 55, scoring: 2 });
    expect(mergeTest(old, current).bestScore).toBe(55);
    expect(mergeTest(current, old).bestScore).toBe(55);
    expect(mergeTest(current, old).scoring).toBe(2);
  });

  it("treats the last result as passed where it was stored before everPassed was kept", () => {
    const legacy = test({ everPassed: undefined, lastPassed: true });
    expect(mergeTest(test({ updatedAt: LATE }), legacy).everPassed).toBe(true);
  });
});

describe("mergeProgress", () => {
  const laptop: Progress = {
    topics: { 1: topic({ page: 4, furthest: 4, finished: true, updatedAt: LATE }), 2: topic() },
    tests: { 7: test({ attemptsBy: { laptop: 2 }, attempts: 2, bestScore: 80 }) },
    days: ["2026-11-20", "2026-11-21"],
  };

  it("adds what is new, updates what changed, and says which", () => {
    const phone: Progress = {
      topics: { 2: topic({ page: 0, furthest: 0 }), 3: topic({ title: "Agents" }) },
      tests: { 7: test({ attemptsBy: { phone: 1 } }), 8: test({ title: "Search quiz" }) },
      days: ["2026-11-21", "2026-11-22"],
      browser: "phone",
    };
    const merged = mergeProgress(phone, carried(laptop));
    expect(merged.topics).toEqual({ added: 1, updated: 1 });
    expect(merged.tests).toEqual({ added: 0, updated: 1 });
    expect(merged.days).toEqual({ added: 1 });
    expect(Object.keys(merged.progress.topics).sort()).toEqual(["1", "2", "3"]);
    expect(merged.progress.topics[2]).toMatchObject({ page: 0, furthest: 1 });
    expect(merged.progress.tests[7]).toMatchObject({ attempts: 3, bestScore: 80 });
    expect(merged.progress.days).toEqual(["2026-11-20", "2026-11-21", "2026-11-22"]);
    expect(merged.progress.browser).toBe("phone");
  });

  it("changes nothing when the same file is merged a second time", () => {
    const phone = migrateProgress({ topics: { 2: topic() }, tests: {}, days: [] }, () => "phone");
    const once = mergeProgress(phone, carried(laptop));
    const twice = mergeProgress(once.progress, carried(laptop));
    expect(twice.progress).toEqual(once.progress);
    expect(twice.topics).toEqual({ added: 0, updated: 0 });
    expect(twice.tests).toEqual({ added: 0, updated: 0 });
    expect(twice.days).toEqual({ added: 0 });
    expect(twice.progress.tests[7]!.attempts).toBe(2);
  });

  it("ends the same whichever way two browsers' progress meets", () => {
    const phone: Progress = {
      topics: { 1: topic({ page: 2, furthest: 2, updatedAt: EARLY }) },
      tests: { 7: test({ attemptsBy: { phone: 4 }, attempts: 4, bestScore: 95, updatedAt: LATE }) },
      days: ["2026-11-23"],
    };
    const onPhone = mergeProgress(phone, carried(laptop)).progress;
    const onLaptop = mergeProgress(laptop, carried(phone)).progress;
    expect(onPhone.topics).toEqual(onLaptop.topics);
    expect(onPhone.tests).toEqual(onLaptop.tests);
    expect(onPhone.days).toEqual(onLaptop.days);
    // Back and forth again: nothing more is counted.
    const back = mergeProgress(onLaptop, carried(onPhone));
    expect(back.tests).toEqual({ added: 0, updated: 0 });
    expect(back.progress.tests[7]!.attempts).toBe(6);
  });
});

describe("migrateProgress", () => {
  it("gives progress saved before activity days and per-browser attempts today's shape", () => {
    const stored = {
      topics: { 1: { title: "A", page: 2, pages: 5, finished: false, updatedAt: EARLY } },
      tests: {
        4: {
          title: "T",
          bestScore: 80,
          lastScore: 80,
          lastPassed: true,
          attempts: 3,
          updatedAt: EARLY,
        },
      },
    };
    const progress = migrateProgress(stored, () => "label1");
    expect(progress.days).toEqual([]);
    expect(progress.browser).toBe("label1");
    expect(progress.tests[4]!.attemptsBy).toEqual({ label1: 3 });
    expect(progress.topics[1]).toEqual(stored.topics[1]);
  });

  it("keeps a label and attempts already counted, and drops stored days that are not dates", () => {
    const stored = {
      topics: {},
      tests: { 4: test({ attemptsBy: { other: 2 } }) },
      days: ["2026-11-24", 5, "not a day", "2026-11-23"],
      browser: "mine",
    };
    const progress = migrateProgress(stored, () => "unused");
    expect(progress.browser).toBe("mine");
    expect(progress.tests[4]!.attemptsBy).toEqual({ other: 2 });
    expect(progress.days).toEqual(["2026-11-23", "2026-11-24"]);
  });

  it("reads anything that is not progress as none", () => {
    for (const stored of [null, 5, "text", []]) {
      expect(migrateProgress(stored).topics).toEqual({});
    }
  });
});
