import type { Db } from "../db/client.ts";
import type { AiPrices } from "../env.ts";
import type { ContentService, Generated } from "../modules/content/content.service.ts";
import {
  createJobsRepository,
  type JobRow,
  type JobsRepository,
  type JobTotals,
} from "../modules/generation/jobs.repository.ts";
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
import { type CallOptions, rewritePage, rewriteQuestion, unchangedSince } from "./refresh-part.ts";

export interface RunContext {
  db: Db;
  /** What to write comes from content, and what was written goes back to it. */
  content: Pick<ContentService, "topicToWrite" | "testToWrite" | "storeGenerated">;
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

interface Written {
  usage: TokenUsage;
  generated: Generated;
  /** Pages or questions written: all of them, or 1 for a refresh of one (ADR 033). */
  resultCount: number;
  /** For a refresh of one part: the content it was spliced into, as read. */
  basis?: string;
}

async function generate(
  context: RunContext,
  job: JobRow,
  ai: AiModel,
  signal: AbortSignal,
): Promise<Written> {
  const common: CallOptions = {
    model: ai.model,
    modelId: ai.modelId,
    timeoutSeconds: context.timeoutSeconds,
    signal,
    onAttempt: async (attempt: number) => {
      await context.jobs.touch(job.id, context.worker, attemptPhase(attempt));
    },
  };
  if (job.kind === "topic") {
    const topic = await context.content.topicToWrite(job.targetId);
    if (!topic) throw new GenerationFailure("The topic was deleted.", zero());
    if (job.page !== null) return { ...(await rewritePage(common, topic, job)), resultCount: 1 };
    const prompt = topicPrompt(topic.target, {
      action: job.action,
      customPrompt: job.prompt,
      currentPages: topic.pages,
    });
    const { value, usage } = await generateChecked({
      ...common,
      schema: topicOutputSchema,
      check: checkPages,
      prompt,
    });
    return { usage, generated: { kind: "topic", pages: value }, resultCount: value.length };
  }
  const test = await context.content.testToWrite(job.targetId);
  if (!test) throw new GenerationFailure("The test was deleted.", zero());
  if (job.questionKey !== null) {
    return { ...(await rewriteQuestion(common, test, job)), resultCount: 1 };
  }
  // A test draws on its lesson's pages; a refresh revises its questions rather than starting over.
  const prompt = testPrompt(test.target, {
    customPrompt: job.prompt,
    sourcePages: test.lessonPages,
    currentQuestions: job.action === "refresh" ? test.questions : [],
  });
  const { value, usage } = await generateChecked({
    ...common,
    schema: testOutputSchema,
    check: checkQuestions,
    prompt,
  });
  // Models pile correct answers on one letter; spread them evenly over A-D.
  const questions = balanceAnswers(value);
  return { usage, generated: { kind: "test", questions }, resultCount: questions.length };
}

const zero = (): TokenUsage => ({ inputTokens: 0, outputTokens: 0 });

/**
 * Stores an accepted generation in one short transaction (the model was asked before it began):
 * the job succeeds and content stores what it made. If the job is no longer this worker's
 * (cancelled, or its target deleted), nothing is written.
 */
async function store(
  context: RunContext,
  job: JobRow,
  { generated, resultCount }: Pick<Written, "generated" | "resultCount">,
  meta: JobTotals & { provider: string; model: string },
) {
  await context.db.transaction(async (tx) => {
    const jobs = createJobsRepository({ db: tx });
    if (!(await jobs.succeed(job.id, context.worker, { ...meta, resultCount }))) return;
    const { costUsd: _cost, ...record } = meta;
    await context.content.storeGenerated(tx, job.targetId, generated, {
      ...record,
      prompt: job.prompt,
      jobId: job.id,
    });
  });
}

/**
 * Runs one claimed job to its end. Nothing is awaited inside a transaction except the short
 * final write; a failure or cancellation leaves the topic's or test's content as it was.
 */
export async function runJob(context: RunContext, job: JobRow, signal: AbortSignal) {
  const started = Date.now();
  const ai = context.modelFactory();
  try {
    await context.jobs.touch(job.id, context.worker, { provider: ai.provider, model: ai.modelId });
    const written = await generate(context, job, ai, signal);
    const { usage } = written;
    await context.jobs.touch(job.id, context.worker, { progress: 90, phase: "Saving" });
    // Checked just before the write's transaction (a read inside it would wait on PGlite's one
    // connection): an edit made while the model wrote a part is not overwritten.
    if (
      written.basis !== undefined &&
      !(await unchangedSince(context.content, job, written.basis))
    ) {
      throw new GenerationFailure(
        `The ${job.kind === "topic" ? "lesson" : "test"} was edited while this job ran, so nothing was written. Start the refresh again.`,
        usage,
      );
    }
    await store(context, job, written, {
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
