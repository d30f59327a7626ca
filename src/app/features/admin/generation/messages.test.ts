import { describe, expect, it } from "vitest";
import {
  batchEndMessage,
  batchProgress,
  failureWords,
  type GenerationBatch,
  type GenerationJob,
  jobEndMessage,
} from "./messages.ts";

const job = (changes: Partial<GenerationJob>): GenerationJob => ({
  id: 1,
  kind: "topic",
  action: "generate",
  targetId: 9,
  page: null,
  questionKey: null,
  targetTitle: "Neural Networks",
  status: "succeeded",
  progress: 100,
  phase: "Done",
  error: null,
  resultCount: 5,
  batchId: null,
  createdAt: "2025-01-01T00:00:00.000Z",
  startedAt: "2025-01-01T00:00:01.000Z",
  finishedAt: "2025-01-01T00:00:09.000Z",
  ...changes,
});

const batch = (changes: Partial<GenerationBatch>): GenerationBatch => ({
  id: 3,
  kind: "topic",
  status: "finished",
  total: 4,
  succeeded: 3,
  failed: 1,
  cancelled: 0,
  remaining: 0,
  createdAt: "2025-01-01T00:00:00.000Z",
  ...changes,
});

describe("jobEndMessage", () => {
  it("says nothing while the job is queued or running", () => {
    expect(jobEndMessage(job({ status: "queued" }))).toBeNull();
    expect(jobEndMessage(job({ status: "running" }))).toBeNull();
  });

  it("uses spec §8's titles for a topic's generation and refresh", () => {
    expect(jobEndMessage(job({}))).toEqual({
      tone: "success",
      title: "Content Generated",
      description: '"Neural Networks" has 5 new pages.',
    });
    expect(jobEndMessage(job({ action: "refresh", resultCount: 1 }))).toEqual({
      tone: "success",
      title: "Content Refreshed",
      description: '"Neural Networks" has 1 new page.',
    });
    expect(jobEndMessage(job({ targetTitle: null, resultCount: null }))?.description).toBe(
      "The topic has new pages.",
    );
  });

  it("gives the job's own reason when it failed, or the spec's fallback", () => {
    const failed = job({ status: "failed", error: "The AI provider refused the API key." });
    expect(jobEndMessage(failed)).toEqual({
      tone: "error",
      title: "Generation Failed",
      description: "The AI provider refused the API key.",
    });
    expect(jobEndMessage(job({ status: "failed", action: "refresh", error: null }))).toEqual({
      tone: "error",
      title: "Refresh Failed",
      description: "Failed to refresh content",
    });
    expect(jobEndMessage(job({ status: "failed", error: "" }))?.description).toBe(
      "Failed to generate content",
    );
  });

  it("counts a test's questions, 10 when the count is missing", () => {
    expect(jobEndMessage(job({ kind: "test", resultCount: 12 }))).toEqual({
      tone: "success",
      title: "Success!",
      description: "Generated 12 questions for the test.",
    });
    expect(jobEndMessage(job({ kind: "test", resultCount: null }))?.description).toBe(
      "Generated 10 questions for the test.",
    );
    expect(jobEndMessage(job({ kind: "test", status: "failed", error: "Timed out" }))?.title).toBe(
      "Generation Failed",
    );
  });

  it("says a refresh of one page or one question rewrote that part alone", () => {
    expect(jobEndMessage(job({ action: "refresh", page: 3, resultCount: 1 }))).toEqual({
      tone: "success",
      title: "Content Refreshed",
      description: 'Page 3 of "Neural Networks" was rewritten; the other pages are as they were.',
    });
    expect(
      jobEndMessage(
        job({ kind: "test", action: "refresh", questionKey: "0123456789abcdef", resultCount: 1 }),
      )?.description,
    ).toBe('One question of "Neural Networks" was rewritten; the others are as they were.');
    expect(jobEndMessage(job({ action: "refresh", page: 2, targetTitle: null }))?.description).toBe(
      "Page 2 of the topic was rewritten; the other pages are as they were.",
    );
  });

  it("says a cancelled job left the content alone", () => {
    expect(jobEndMessage(job({ status: "cancelled", error: "Cancelled" }))).toEqual({
      tone: "info",
      title: "Generation Cancelled",
      description: "The content was left as it was.",
    });
  });
});

describe("failureWords", () => {
  it("names a refused start the way a failed job is named", () => {
    expect(failureWords("topic", "refresh")).toEqual({
      title: "Refresh Failed",
      fallback: "Failed to refresh content",
    });
    expect(failureWords("test", "generate").title).toBe("Generation Failed");
  });
});

describe("bulk runs", () => {
  it("announces the end with what was generated and what failed", () => {
    expect(batchEndMessage(batch({ status: "running", remaining: 1 }))).toBeNull();
    expect(batchEndMessage(batch({}))).toEqual({
      tone: "warning",
      title: "Bulk Generation Finished",
      description: "3 generated, 1 failed.",
    });
    expect(batchEndMessage(batch({ succeeded: 4, failed: 0 }))?.tone).toBe("success");
    expect(batchEndMessage(batch({ status: "cancelled", succeeded: 1, cancelled: 2 }))).toEqual({
      tone: "info",
      title: "Bulk Generation Cancelled",
      description: "1 generated, 1 failed.",
    });
  });

  it("counts done, failed and remaining, and how far the run is", () => {
    expect(
      batchProgress(batch({ status: "running", succeeded: 1, failed: 1, remaining: 2 })),
    ).toEqual({
      done: 1,
      failed: 1,
      cancelled: 0,
      remaining: 2,
      settled: 2,
      percent: 50,
    });
    expect(batchProgress(batch({ total: 0, succeeded: 0, failed: 0 })).percent).toBe(100);
  });
});
