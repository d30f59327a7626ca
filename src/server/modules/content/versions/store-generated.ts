import { eq } from "drizzle-orm";
import type { Question, TopicPage } from "../../../../shared/schemas/content.ts";
import type { Db } from "../../../db/client.ts";
import { indexContent } from "../search/search.index.ts";
import { testContentValues } from "../tests/tests.service.ts";
import { tests } from "../tests/tests.table.ts";
import { topicContentValues } from "../topics/topics.service.ts";
import { topics } from "../topics/topics.table.ts";
import { createVersionsRepository } from "./versions.repository.ts";

export type Generated =
  | { kind: "topic"; pages: TopicPage[] }
  | { kind: "test"; questions: Question[] };

/**
 * Writes content to its topic or test (no category change, no other field), and its search
 * rows, inside the caller's transaction.
 */
export async function writeContent(tx: Db, targetId: number, generated: Generated) {
  let content: string;
  if (generated.kind === "topic") {
    const values = topicContentValues(generated.pages);
    await tx.update(topics).set(values).where(eq(topics.id, targetId));
    content = values.generatedContent as string;
  } else {
    const values = testContentValues(generated.questions);
    await tx.update(tests).set(values).where(eq(tests.id, targetId));
    content = values.generatedContent as string;
  }
  await indexContent(tx, generated.kind, targetId);
  return content;
}

/** What an accepted generation was made by, kept with its version. */
export interface GenerationRecord {
  prompt: string | null;
  provider: string;
  model: string;
  inputTokens: number;
  outputTokens: number;
  durationMs: number;
  jobId: number;
}

/**
 * Stores an accepted generation inside the caller's transaction (the job's, which marks it
 * succeeded in the same commit): the content it replaces is kept as a version unless one holds
 * it already, the new content becomes a version and the topic's or test's content.
 */
export async function storeGenerated(
  tx: Db,
  targetId: number,
  generated: Generated,
  record: GenerationRecord,
): Promise<void> {
  const count = generated.kind === "topic" ? generated.pages.length : generated.questions.length;
  const versions = createVersionsRepository({ db: tx });
  await versions.keepCurrent(generated.kind, targetId);
  const content = await writeContent(tx, targetId, generated);
  await versions.insert({
    kind: generated.kind,
    targetId,
    source: "ai",
    content,
    itemCount: count,
    ...record,
  });
}
