import * as z from "zod/mini";
import { isDay } from "./activity.ts";
import type { CarriedStore } from "./carried-stores.ts";
import { readProgress, writeProgress } from "./progress.ts";
import { type CarriedProgress, mergeProgress } from "./progress-merge.ts";

// The progress store as it travels in an export: topics, tests and activity days. This
// browser's label stays here (the attempts it made already carry it); so do quizzes left
// running, which belong to the tab that runs them.

const id = z.string().check(z.regex(/^\d{1,12}$/));
const title = z.string().check(z.maxLength(500));
const count = (max: number) => z.int().check(z.minimum(0), z.maximum(max));
const score = count(100);
const when = z.iso.datetime();

const topic = z.object({
  title,
  page: count(9_999),
  furthest: z.optional(count(9_999)),
  pages: z.int().check(z.minimum(1), z.maximum(10_000)),
  finished: z.boolean(),
  updatedAt: when,
});

const test = z.object({
  title,
  bestScore: score,
  lastScore: score,
  lastPassed: z.boolean(),
  everPassed: z.optional(z.boolean()),
  attempts: count(1_000_000),
  attemptsBy: z.record(z.string().check(z.regex(/^[\w-]{1,40}$/)), count(1_000_000)),
  updatedAt: when,
  scoring: z.optional(z.int().check(z.minimum(1), z.maximum(1_000))),
});

/** Version 1 of the progress in an export. */
export const carriedProgressSchema = z.object({
  topics: z.record(id, topic),
  tests: z.record(id, test),
  days: z.array(z.string().check(z.refine(isDay))).check(z.maxLength(10_000)),
});

export const progressStore: CarriedStore<CarriedProgress> = {
  name: "progress",
  label: "progress",
  version: 1,
  async export() {
    const { topics, tests, days } = readProgress();
    return { topics, tests, days };
  },
  schema: carriedProgressSchema,
  describe: (data) => [
    { one: "topic", many: "topics", count: Object.keys(data.topics).length },
    { one: "test", many: "tests", count: Object.keys(data.tests).length },
    { one: "day of activity", many: "days of activity", count: data.days.length },
  ],
  async merge(data) {
    const merged = mergeProgress(readProgress(), data);
    writeProgress(merged.progress);
    return {
      changes: [
        { one: "topic", many: "topics", ...merged.topics },
        { one: "test", many: "tests", ...merged.tests },
        { one: "day of activity", many: "days of activity", ...merged.days, updated: 0 },
      ],
    };
  },
};
