import { eq, sql } from "drizzle-orm";
import { normalizeTopicContent } from "../../shared/topic-content.ts";
import type { Db } from "../db/client.ts";
import type { AiPrices } from "../env.ts";
import { tests } from "../modules/content/tests/tests.table.ts";
import { topics } from "../modules/content/topics/topics.table.ts";
import { type Generated, storeGenerated } from "../modules/content/versions/store-generated.ts";
import type { JobRow, JobsRepository } from "../modules/generation/jobs.repository.ts";
import { balanceAnswers } from "./balance-answers.ts";
import {
  ATTEMPTS,
  GenerationFailure,
  generateChecked,
  type TokenUsage,
} from "./generate-content.ts";
import {
  checkPages,
  checkQuestions,
  testOutputSchema,
  topicOutputSchema,
} from "./output-schemas.ts";
import { testPrompt, topicPrompt } from "./prompts.ts";
import type { AiModel, ModelFactory } from "./provider.ts";

export interface RunContext {
  db: Db;
  jobs: JobsRepository;
  worker: string;
  modelFactory: ModelFactory;
  timeoutSeconds: number;
  prices: AiPrices;
}

export function estimateCost(prices: AiPrices, modelId: string, usage: TokenUsage): number | null {
  const price = prices[modelId];
  if (!price) return null;
  return (usage.inputTokens * price.input + usage.outputTokens * price.output) / 1_000_000;
}

/** The owner's words for where a job stands; progress is 0-100. */
function attemptPhase(attempt: number) {
  return attempt === 1
    ? { progress: 15, phase: `Writing (attempt 1 of ${ATTEMPTS})` }
    : { progress: 55, phase: `Answer rejected; writing again (attempt ${attempt} of ${ATTEMPTS})` };
}

async function generate(context: RunContext, job: JobRow, ai: AiModel, signal: AbortSignal) {
  const { db } = context;
  const common = {
    model: ai.model,
    modelId: ai.modelId,
    timeoutSeconds: context.timeoutSeconds,
    signal,
    onAttempt: async (attempt: number) => {
      await context.jobs.touch(job.id, context.worker, attemptPhase(attempt));
    },
  };
  if (job.kind === "topic") {
    const [topic] = await db.select().from(topics).where(eq(topics.id, job.targetId));
    if (!topic) throw new GenerationFailure("The topic was deleted.", zero());
    const prompt = topicPrompt(topic, {
      action: job.action,
      customPrompt: job.prompt,
      currentPages: normalizeTopicContent(topic.generatedContent),
    });
    const { value, usage } = await generateChecked({
      ...common,
      schema: topicOutputSchema,
      check: checkPages,
      prompt,
    });
    return { usage, generated: { kind: "topic", pages: value } satisfies Generated };
  }
  const [test] = await db.select().from(tests).where(eq(tests.id, job.targetId));
  if (!test) throw new GenerationFailure("The test was deleted.", zero());
  // A test draws on its lesson: the one it is linked to, else the one of the same name.
  const [lesson] = await db
    .select({ content: topics.generatedContent })
    .from(topics)
    .where(
      test.topicId !== null
        ? eq(topics.id, test.topicId)
        : sql`lower(${topics.title}) = lower(${test.title})`,
    )
    .limit(1);
  const prompt = testPrompt(test, {
    customPrompt: job.prompt,
    sourcePages: normalizeTopicContent(lesson?.content ?? null),
  });
  const { value, usage } = await generateChecked({
    ...common,
    schema: testOutputSchema,
    check: checkQuestions,
    prompt,
  });
  // Models pile correct answers on one letter; spread them evenly over A-D.
  const questions = balanceAnswers(value);
  return { usage, generated: { kind: "test", questions } satisfies Generated };
}

const zero = (): TokenUsage => ({ inputTokens: 0, outputTokens: 0 });

/**
 * Runs one claimed job to its end. Nothing is awaited inside a transaction except the short
 * final write; a failure or cancellation leaves the topic's or test's content as it was.
 */
export async function runJob(context: RunContext, job: JobRow, signal: AbortSignal) {
  const started = Date.now();
  const ai = context.modelFactory();
  try {
    await context.jobs.touch(job.id, context.worker, { provider: ai.provider, model: ai.modelId });
    const { usage, generated } = await generate(context, job, ai, signal);
    await context.jobs.touch(job.id, context.worker, { progress: 90, phase: "Saving" });
    await storeGenerated(context.db, job, context.worker, generated, {
      ...usage,
      provider: ai.provider,
      model: ai.modelId,
      costUsd: estimateCost(context.prices, ai.modelId, usage),
      durationMs: Date.now() - started,
    });
  } catch (error) {
    if (signal.aborted && signal.reason === SHUTDOWN) throw error;
    const failure =
      error instanceof GenerationFailure
        ? error
        : new GenerationFailure(`Generation failed: ${(error as Error).message}`, zero());
    const cancelled = signal.aborted;
    await context.jobs.finish(job.id, context.worker, {
      status: cancelled ? "cancelled" : "failed",
      error: cancelled ? "Cancelled" : failure.message,
      phase: cancelled ? "Cancelled" : "Failed",
      ...failure.usage,
      costUsd: estimateCost(context.prices, ai.modelId, failure.usage),
      durationMs: Date.now() - started,
    });
  }
}

/** The abort reason of a job stopped because this instance is shutting down. */
export const SHUTDOWN = "shutdown";
