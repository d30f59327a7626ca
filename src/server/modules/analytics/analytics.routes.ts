import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { CONTENT_TYPES } from "../../../shared/constants.ts";

const pageViewSummary = z.object({
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

const apiMetricSummary = z.object({
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

export async function analyticsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.analytics;
  const admin = app.adminOnly;

  app.get(
    "/api/analytics/page-views",
    {
      ...admin,
      schema: {
        tags: ["analytics"],
        summary: "Topic and test views over the last 30 days (admin)",
        response: { 200: pageViewSummary },
      },
    },
    async () => {
      await app.analyticsRecorder.flush();
      return service.pageViewSummary();
    },
  );

  app.get(
    "/api/analytics/api-metrics",
    {
      ...admin,
      schema: {
        tags: ["analytics"],
        summary: "API response times and success and error rates, last 30 days (admin)",
        response: { 200: apiMetricSummary },
      },
    },
    async () => {
      await app.analyticsRecorder.flush();
      return service.apiMetricSummary();
    },
  );
}
