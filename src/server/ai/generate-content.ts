import { generateText, type LanguageModelUsage, NoObjectGeneratedError, Output } from "ai";
import type { z } from "zod";
import { failureMessage } from "./failure-message.ts";
import type { Checked } from "./output-schemas.ts";
import type { Prompt } from "./prompts.ts";
import { retryNote } from "./prompts.ts";

export interface TokenUsage {
  inputTokens: number;
  outputTokens: number;
}

/** A generation that ended without an accepted answer; `usage` still counts what was spent. */
export class GenerationFailure extends Error {
  readonly usage: TokenUsage;
  constructor(message: string, usage: TokenUsage) {
    super(message);
    this.name = "GenerationFailure";
    this.usage = usage;
  }
}

export interface GenerateOptions<Shape, Value> {
  model: Parameters<typeof generateText>[0]["model"];
  modelId: string;
  schema: z.ZodType<Shape>;
  check: (output: Shape) => Checked<Value>;
  prompt: Prompt;
  timeoutSeconds: number;
  /** Aborted when the owner cancels the job. */
  signal: AbortSignal;
  /** Called before each model call: 1, then 2 for the one retry of a rejected answer. */
  onAttempt?: (attempt: number) => Promise<void> | void;
  /** Retries of a failing call (HTTP 429, 5xx, network) inside one attempt; the SDK backs off. */
  maxRetries?: number;
}

export const ATTEMPTS = 2;

function add(total: TokenUsage, usage: LanguageModelUsage | undefined) {
  total.inputTokens += usage?.inputTokens ?? 0;
  total.outputTokens += usage?.outputTokens ?? 0;
}

/**
 * Asks the model for structured output and accepts it only if it passes `check`. An answer that
 * is not the JSON asked for, or breaks a content rule, is retried once with the problems named;
 * then the generation fails with a message the owner can act on. Provider errors that are worth
 * retrying (429, 5xx, network) are retried by the AI SDK within the attempt.
 */
export async function generateChecked<Shape, Value>(
  options: GenerateOptions<Shape, Value>,
): Promise<{ value: Value; usage: TokenUsage }> {
  const usage: TokenUsage = { inputTokens: 0, outputTokens: 0 };
  let problems = "";
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    await options.onAttempt?.(attempt);
    const timeout = AbortSignal.timeout(options.timeoutSeconds * 1000);
    try {
      const result = await generateText({
        model: options.model,
        output: Output.object({ schema: options.schema }),
        system: options.prompt.system,
        prompt: options.prompt.prompt + (problems ? retryNote(problems) : ""),
        maxRetries: options.maxRetries ?? 2,
        abortSignal: AbortSignal.any([options.signal, timeout]),
      });
      add(usage, result.totalUsage);
      const checked = options.check(result.output);
      if (checked.ok) return { value: checked.value, usage };
      problems = checked.problems;
    } catch (error) {
      if (NoObjectGeneratedError.isInstance(error) && !options.signal.aborted && !timeout.aborted) {
        add(usage, error.usage);
        problems = "it was not valid JSON of the requested shape";
        continue;
      }
      const message = failureMessage(error, {
        modelId: options.modelId,
        timeoutSeconds: options.timeoutSeconds,
        timedOut: timeout.aborted && !options.signal.aborted,
        cancelled: options.signal.aborted,
      });
      throw new GenerationFailure(message, usage);
    }
  }
  throw new GenerationFailure(
    `The model's answer failed the checks twice (${problems}). Try again, make the prompt more specific, or choose a stronger model.`,
    usage,
  );
}
