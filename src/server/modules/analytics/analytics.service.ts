import { and, desc, eq, gte, sql } from "drizzle-orm";
import { type ContentType, LIMITS } from "../../../shared/constants.ts";
import type { Db } from "../../db/client.ts";
import type { ContentService } from "../content/content.service.ts";
import type { GenerationService } from "../generation/generation.service.ts";
import { apiMetrics, pageViews } from "./analytics.table.ts";

const DAY_MS = 86_400_000;

/** The last `days` UTC dates, oldest first, as YYYY-MM-DD. */
export function lastDays(days: number, now = new Date()): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, index) =>
    new Date(today - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}

const rate = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

/** Inside a delete's transaction: a deleted topic's or test's view counts go with it. */
export async function forgetViews(tx: Db, contentType: ContentType, contentId: number) {
  await tx
    .delete(pageViews)
    .where(and(eq(pageViews.contentType, contentType), eq(pageViews.contentId, contentId)));
}

export function createAnalyticsService({
  db,
  content,
  generation,
}: {
  db: Db;
  /** The titles of the most viewed topics and tests. */
  content: Pick<ContentService, "titles">;
  /** What AI generation cost. */
  generation: Pick<GenerationService, "aiUsage">;
}) {
  async function pageViewSummary() {
    const days = lastDays(LIMITS.analyticsDays);
    const since = days[0]!;
    const daily = await db
      .select({
        day: pageViews.day,
        contentType: pageViews.contentType,
        views: sql<number>`sum(${pageViews.views})::int`,
      })
      .from(pageViews)
      .where(gte(pageViews.day, since))
      .groupBy(pageViews.day, pageViews.contentType);
    const allTime = await db
      .select({
        contentType: pageViews.contentType,
        views: sql<number>`sum(${pageViews.views})::int`,
      })
      .from(pageViews)
      .groupBy(pageViews.contentType);
    const top = await db
      .select({
        contentType: pageViews.contentType,
        contentId: pageViews.contentId,
        views: sql<number>`sum(${pageViews.views})::int`,
      })
      .from(pageViews)
      .where(gte(pageViews.day, since))
      .groupBy(pageViews.contentType, pageViews.contentId)
      .orderBy(desc(sql`sum(${pageViews.views})`))
      .limit(10);
    const titleOf = await content.titles(
      top.map((row) => ({ kind: row.contentType, id: row.contentId })),
    );

    const perDay = days.map((day) => ({ day, topic: 0, test: 0 }));
    const index = new Map(perDay.map((entry) => [entry.day, entry]));
    for (const row of daily) {
      const entry = index.get(row.day);
      if (entry) entry[row.contentType] += row.views;
    }
    const windowTopic = perDay.reduce((sum, entry) => sum + entry.topic, 0);
    const windowTest = perDay.reduce((sum, entry) => sum + entry.test, 0);
    const allTopic = allTime.find((row) => row.contentType === "topic")?.views ?? 0;
    const allTest = allTime.find((row) => row.contentType === "test")?.views ?? 0;
    return {
      windowDays: LIMITS.analyticsDays,
      total: windowTopic + windowTest,
      topicViews: windowTopic,
      testViews: windowTest,
      allTime: { total: allTopic + allTest, topicViews: allTopic, testViews: allTest },
      perDay,
      topContent: top.map((row) => ({
        ...row,
        title: titleOf(row.contentType, row.contentId) ?? "(deleted)",
      })),
    };
  }

  async function apiMetricSummary() {
    const days = lastDays(LIMITS.analyticsDays);
    const since = new Date(`${days[0]}T00:00:00Z`);
    const dayExpr = sql<string>`to_char(${apiMetrics.hour} at time zone 'UTC', 'YYYY-MM-DD')`;
    const daily = await db
      .select({
        day: dayExpr,
        requests: sql<number>`sum(${apiMetrics.count})::int`,
        totalMs: sql<number>`sum(${apiMetrics.totalMs})::bigint`,
        clientErrors: sql<number>`sum(case when ${apiMetrics.statusCode} between 400 and 499 then ${apiMetrics.count} else 0 end)::int`,
        serverErrors: sql<number>`sum(case when ${apiMetrics.statusCode} >= 500 then ${apiMetrics.count} else 0 end)::int`,
      })
      .from(apiMetrics)
      .where(gte(apiMetrics.hour, since))
      .groupBy(dayExpr);
    const routes = await db
      .select({
        method: apiMetrics.method,
        route: apiMetrics.route,
        requests: sql<number>`sum(${apiMetrics.count})::int`,
        totalMs: sql<number>`sum(${apiMetrics.totalMs})::bigint`,
        maxMs: sql<number>`max(${apiMetrics.maxMs})::int`,
      })
      .from(apiMetrics)
      .where(gte(apiMetrics.hour, since))
      .groupBy(apiMetrics.method, apiMetrics.route)
      .orderBy(desc(sql`sum(${apiMetrics.totalMs}) / sum(${apiMetrics.count})`))
      .limit(10);

    const perDay = days.map((day) => ({ day, requests: 0, averageResponseMs: 0, errors: 0 }));
    const index = new Map(perDay.map((entry) => [entry.day, entry]));
    let requests = 0;
    let totalMs = 0;
    let clientErrors = 0;
    let serverErrors = 0;
    for (const row of daily) {
      const entry = index.get(row.day);
      if (!entry) continue;
      const ms = Number(row.totalMs);
      entry.requests = row.requests;
      entry.averageResponseMs = round(rate(ms, row.requests));
      entry.errors = row.clientErrors + row.serverErrors;
      requests += row.requests;
      totalMs += ms;
      clientErrors += row.clientErrors;
      serverErrors += row.serverErrors;
    }
    return {
      windowDays: LIMITS.analyticsDays,
      totalRequests: requests,
      averageResponseMs: round(rate(totalMs, requests)),
      successRate: round(rate(requests - clientErrors - serverErrors, requests), 4),
      errorRate: round(rate(clientErrors + serverErrors, requests), 4),
      clientErrorRate: round(rate(clientErrors, requests), 4),
      serverErrorRate: round(rate(serverErrors, requests), 4),
      perDay,
      slowestRoutes: routes.map((row) => ({
        method: row.method,
        route: row.route,
        requests: row.requests,
        averageResponseMs: round(rate(Number(row.totalMs), row.requests)),
        maxMs: row.maxMs,
      })),
    };
  }

  return {
    pageViewSummary,
    apiMetricSummary,
    aiUsageSummary: () => generation.aiUsage(lastDays(LIMITS.analyticsDays)),
  };
}

function round(value: number, digits = 1) {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
