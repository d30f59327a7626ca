import { sql } from "drizzle-orm";
import type { ContentType } from "../../../shared/constants.ts";
import type { Db } from "../../db/client.ts";
import { apiMetrics, pageViews } from "./analytics.table.ts";

// Counting must not slow the request it counts: counts gather in memory and are written as a
// few upserts every couple of seconds, and on shutdown.

interface Metric {
  hour: Date;
  method: string;
  route: string;
  statusCode: number;
  count: number;
  totalMs: number;
  maxMs: number;
}

interface View {
  day: string;
  contentType: ContentType;
  contentId: number;
  views: number;
}

export interface RecorderOptions {
  db: Db;
  flushIntervalMs?: number;
  onError?: (error: unknown) => void;
}

export function createAnalyticsRecorder({ db, flushIntervalMs = 2000, onError }: RecorderOptions) {
  let views = new Map<string, View>();
  let metrics = new Map<string, Metric>();
  let running: Promise<void> | null = null;
  const timer = setInterval(() => void flush(), flushIntervalMs);
  timer.unref();

  const clock = hourClock();

  function recordView(contentType: ContentType, contentId: number) {
    const { day } = clock();
    const key = `${day}|${contentType}|${contentId}`;
    const entry = views.get(key) ?? { day, contentType, contentId, views: 0 };
    entry.views += 1;
    views.set(key, entry);
  }

  function recordRequest(method: string, route: string, statusCode: number, ms: number) {
    const { hour, hourIso } = clock();
    const key = `${hourIso}|${method}|${route}|${statusCode}`;
    const entry = metrics.get(key) ?? {
      hour,
      method,
      route,
      statusCode,
      count: 0,
      totalMs: 0,
      maxMs: 0,
    };
    const rounded = Math.round(ms);
    entry.count += 1;
    entry.totalMs += rounded;
    entry.maxMs = Math.max(entry.maxMs, rounded);
    metrics.set(key, entry);
  }

  async function write(batchViews: View[], batchMetrics: Metric[]) {
    if (batchViews.length > 0) {
      await db
        .insert(pageViews)
        .values(batchViews)
        .onConflictDoUpdate({
          target: [pageViews.day, pageViews.contentType, pageViews.contentId],
          set: { views: sql`${pageViews.views} + excluded.views`, updatedAt: sql`now()` },
        });
    }
    if (batchMetrics.length > 0) {
      await db
        .insert(apiMetrics)
        .values(batchMetrics)
        .onConflictDoUpdate({
          target: [apiMetrics.hour, apiMetrics.method, apiMetrics.route, apiMetrics.statusCode],
          set: {
            count: sql`${apiMetrics.count} + excluded.count`,
            totalMs: sql`${apiMetrics.totalMs} + excluded.total_ms`,
            maxMs: sql`greatest(${apiMetrics.maxMs}, excluded.max_ms)`,
            updatedAt: sql`now()`,
          },
        });
    }
  }

  /** Writes what has gathered; on failure the counts stay for the next try. */
  function flush(): Promise<void> {
    if (running) return running.then(() => flush());
    if (views.size === 0 && metrics.size === 0) return Promise.resolve();
    const batchViews = views;
    const batchMetrics = metrics;
    views = new Map();
    metrics = new Map();
    running = write([...batchViews.values()], [...batchMetrics.values()])
      .catch((error) => {
        for (const [key, entry] of batchViews) {
          const now = views.get(key);
          if (now) now.views += entry.views;
          else views.set(key, entry);
        }
        for (const [key, entry] of batchMetrics) {
          const now = metrics.get(key);
          if (now) {
            now.count += entry.count;
            now.totalMs += entry.totalMs;
            now.maxMs = Math.max(now.maxMs, entry.maxMs);
          } else metrics.set(key, entry);
        }
        onError?.(error);
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  async function close() {
    clearInterval(timer);
    await flush();
  }

  return { recordView, recordRequest, flush, close };
}

const HOUR_MS = 3_600_000;

/** The current UTC hour and day, made again only when the clock leaves the hour, not per request. */
function hourClock() {
  let start = Number.NaN;
  let now = { hour: new Date(0), hourIso: "", day: "" };
  return () => {
    const ms = Date.now();
    if (ms >= start && ms < start + HOUR_MS) return now;
    start = ms - (ms % HOUR_MS);
    const hour = new Date(start);
    const hourIso = hour.toISOString();
    now = { hour, hourIso, day: hourIso.slice(0, 10) };
    return now;
  };
}

export type AnalyticsRecorder = ReturnType<typeof createAnalyticsRecorder>;
