import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { apiMetricSummary, pageViewSummary } from "../../../shared/schemas/analytics.ts";
import { aiUsageSummary } from "../../../shared/schemas/generation.ts";

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

  app.get(
    "/api/analytics/ai-usage",
    {
      ...admin,
      schema: {
        tags: ["analytics"],
        summary:
          "AI generation tokens and estimated cost per day and per model, last 30 days (admin)",
        response: { 200: aiUsageSummary },
      },
    },
    async () => service.aiUsageSummary(),
  );
}
