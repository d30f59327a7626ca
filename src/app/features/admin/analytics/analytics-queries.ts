import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { apiMetricSummary, pageViewSummary } from "../../../../shared/schemas/analytics.ts";
import type { aiUsageSummary } from "../../../../shared/schemas/generation.ts";
import { api } from "../api.ts";
import { keys } from "../queries.ts";

export type PageViews = z.input<typeof pageViewSummary>;
export type ApiMetrics = z.input<typeof apiMetricSummary>;

/** GET /api/analytics/page-views: topic and test views, last 30 days and all time. */
export function usePageViews() {
  return useQuery({
    queryKey: keys.pageViews,
    queryFn: () => api<PageViews>("GET", "/api/analytics/page-views"),
  });
}

/** GET /api/analytics/api-metrics: response times and success and error rates, last 30 days. */
export function useApiMetrics() {
  return useQuery({
    queryKey: keys.apiMetrics,
    queryFn: () => api<ApiMetrics>("GET", "/api/analytics/api-metrics"),
  });
}

export type AiUsage = z.input<typeof aiUsageSummary>;

/** GET /api/analytics/ai-usage: tokens and estimated cost of AI generation, last 30 days. */
export function useAiUsage() {
  return useQuery({
    queryKey: ["analytics", "ai-usage"],
    queryFn: () => api<AiUsage>("GET", "/api/analytics/ai-usage"),
  });
}
