import { z } from "zod";
import { CONTENT_TYPES } from "../constants.ts";

// GET /api/analytics/page-views and /api/analytics/api-metrics: the window is the last 30 UTC
// days (spec §9); `perDay` holds every day of it, oldest first, zero days included.

export const pageViewSummary = z.object({
  windowDays: z.number().int(),
  total: z.number().int(),
  topicViews: z.number().int(),
  testViews: z.number().int(),
  allTime: z.object({
    total: z.number().int(),
    topicViews: z.number().int(),
    testViews: z.number().int(),
  }),
  perDay: z.array(z.object({ day: z.string(), topic: z.number().int(), test: z.number().int() })),
  topContent: z.array(
    z.object({
      contentType: z.enum(CONTENT_TYPES),
      contentId: z.number().int(),
      title: z.string(),
      views: z.number().int(),
    }),
  ),
});

export const apiMetricSummary = z.object({
  windowDays: z.number().int(),
  totalRequests: z.number().int(),
  averageResponseMs: z.number(),
  successRate: z.number().describe("Share of requests answered below 400, 0 to 1"),
  errorRate: z.number().describe("Share of requests answered 400 or above, 0 to 1"),
  clientErrorRate: z.number(),
  serverErrorRate: z.number(),
  perDay: z.array(
    z.object({
      day: z.string(),
      requests: z.number().int(),
      averageResponseMs: z.number(),
      errors: z.number().int(),
    }),
  ),
  slowestRoutes: z.array(
    z.object({
      method: z.string(),
      route: z.string(),
      requests: z.number().int(),
      averageResponseMs: z.number(),
      maxMs: z.number().int(),
    }),
  ),
});
