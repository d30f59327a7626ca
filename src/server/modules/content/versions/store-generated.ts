import { and, eq } from "drizzle-orm";
import type { Question, TopicPage } from "../../../../shared/schemas/content.ts";
import type { Db } from "../../../db/client.ts";
import { generationJobs } from "../../generation/generation.table.ts";
import type { JobRow, JobTotals } from "../../generation/jobs.repository.ts";
import { testContentValues } from "../tests/tests.service.ts";
import { tests } from "../tests/tests.table.ts";
import { topicContentValues } from "../topics/topics.service.ts";
import { topics } from "../topics/topics.table.ts";
import { createVersionsRepository } from "./versions.repository.ts";

export type Generated =
  | { kind: "topic"; pages: TopicPage[] }
  | { kind: "test"; questions: Question[] };

/** Writes content to its topic or test (no category change, no other field). */
export async function writeContent(db: Db, targetId: number, generated: Generated) {
  if (generated.kind === "topic") {
    const values = topicContentValues(generated.pages);
    await db.update(topics).set(values).where(eq(topics.id, targetId));
    return values.generatedContent as string;
  }
  const values = testContentValues(generated.questions);
  await db.update(tests).set(values).where(eq(tests.id, targetId));
  return values.generatedContent as string;
}

/**
 * Stores an accepted generation in one short transaction (the model was asked before it began):
 * the job succeeds, the content it replaces is kept as a version unless one holds it already,
 * the new content becomes a version and the topic's or test's content. If the job is no longer
 * this worker's (cancelled, or its target deleted), nothing is written and false is returned.
 */
export async function storeGenerated(
  db: Db,
  job: JobRow,
  worker: string,
  generated: Generated,
  meta: JobTotals & { provider: string; model: string },
): Promise<boolean> {
  const count = generated.kind === "topic" ? generated.pages.length : generated.questions.length;
  return db.transaction(async (tx) => {
    const [owned] = await tx
      .update(generationJobs)
      .set({
        status: "succeeded",
        progress: 100,
        phase: "Done",
        error: null,
        resultCount: count,
        finishedAt: new Date(),
        provider: meta.provider,
        model: meta.model,
        inputTokens: meta.inputTokens,
        outputTokens: meta.outputTokens,
        costUsd: meta.costUsd,
        durationMs: meta.durationMs,
      })
      .where(
        and(
          eq(generationJobs.id, job.id),
          eq(generationJobs.lockedBy, worker),
          eq(generationJobs.status, "running"),
        ),
      )
      .returning({ id: generationJobs.id });
    if (!owned) return false;
    const versions = createVersionsRepository({ db: tx });
    await versions.keepCurrent(job.kind, job.targetId);
    const content = await writeContent(tx, job.targetId, generated);
    await versions.insert({
      kind: job.kind,
      targetId: job.targetId,
      source: "ai",
      content,
      itemCount: count,
      prompt: job.prompt,
      provider: meta.provider,
      model: meta.model,
      inputTokens: meta.inputTokens,
      outputTokens: meta.outputTokens,
      durationMs: meta.durationMs,
      jobId: job.id,
    });
    return true;
  });
}
