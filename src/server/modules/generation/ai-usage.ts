import { and, gte, isNotNull, sql } from "drizzle-orm";
import type { AiUsageSummary } from "../../../shared/schemas/generation.ts";
import type { Db } from "../../db/client.ts";
import { generationJobs } from "./generation.table.ts";

// What AI generation cost over the window: tokens of every finished job (failed and cancelled
// ones too: their calls were paid for) per UTC day and per model, with the cost AI_PRICES gave
// when each job ended.

const roundUsd = (value: number) => Math.round(value * 1e6) / 1e6;

/** `days`: the window's UTC dates, oldest first. */
export async function aiUsageSummary(db: Db, days: string[]): Promise<AiUsageSummary> {
  const since = new Date(`${days[0]}T00:00:00Z`);
  const dayExpr = sql<string>`to_char(${generationJobs.finishedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day: dayExpr,
      provider: sql<string>`coalesce(${generationJobs.provider}, '')`,
      model: sql<string>`coalesce(${generationJobs.model}, '')`,
      jobs: sql<number>`count(*)::int`,
      failed: sql<number>`(count(*) filter (where ${generationJobs.status} = 'failed'))::int`,
      inputTokens: sql<number>`sum(${generationJobs.inputTokens})::int`,
      outputTokens: sql<number>`sum(${generationJobs.outputTokens})::int`,
      costUsd: sql<number>`coalesce(sum(${generationJobs.costUsd}), 0)::float8`,
      unpriced: sql<number>`(count(*) filter (where ${generationJobs.costUsd} is null
        and ${generationJobs.inputTokens} + ${generationJobs.outputTokens} > 0))::int`,
    })
    .from(generationJobs)
    .where(and(isNotNull(generationJobs.finishedAt), gte(generationJobs.finishedAt, since)))
    .groupBy(dayExpr, generationJobs.provider, generationJobs.model);

  const perDay = days.map((day) => ({
    day,
    jobs: 0,
    failed: 0,
    inputTokens: 0,
    outputTokens: 0,
    costUsd: 0,
  }));
  const byDay = new Map(perDay.map((entry) => [entry.day, entry]));
  const byModel = new Map<string, AiUsageSummary["perModel"][number] & { unpriced: number }>();
  for (const row of rows) {
    const day = byDay.get(row.day);
    if (day) {
      day.jobs += row.jobs;
      day.failed += row.failed;
      day.inputTokens += row.inputTokens;
      day.outputTokens += row.outputTokens;
      day.costUsd = roundUsd(day.costUsd + row.costUsd);
    }
    const key = `${row.provider}\u0000${row.model}`;
    const model = byModel.get(key) ?? {
      provider: row.provider,
      model: row.model,
      jobs: 0,
      inputTokens: 0,
      outputTokens: 0,
      costUsd: 0,
      unpriced: 0,
    };
    model.jobs += row.jobs;
    model.inputTokens += row.inputTokens;
    model.outputTokens += row.outputTokens;
    model.costUsd = roundUsd((model.costUsd ?? 0) + row.costUsd);
    model.unpriced += row.unpriced;
    byModel.set(key, model);
  }
  const perModel = [...byModel.values()]
    // Jobs that never reached a model (a deleted target) have no provider: nothing to show.
    .filter((model) => model.model !== "")
    // No price for any of its paid calls: the cost is unknown, not zero.
    .map(({ unpriced, ...model }) => ({
      ...model,
      costUsd: unpriced > 0 && model.costUsd === 0 ? null : model.costUsd,
    }))
    .sort((a, b) => b.inputTokens + b.outputTokens - (a.inputTokens + a.outputTokens));
  const sum = (pick: (entry: (typeof perDay)[number]) => number) =>
    perDay.reduce((total, entry) => total + pick(entry), 0);
  return {
    windowDays: days.length,
    pricesComplete: rows.every((row) => row.unpriced === 0),
    totals: {
      jobs: sum((entry) => entry.jobs),
      failed: sum((entry) => entry.failed),
      inputTokens: sum((entry) => entry.inputTokens),
      outputTokens: sum((entry) => entry.outputTokens),
      costUsd: roundUsd(sum((entry) => entry.costUsd)),
    },
    perDay,
    perModel,
  };
}
