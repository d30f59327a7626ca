import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { AnalyticsRecorder } from "../modules/analytics/analytics.recorder.ts";

// Every /api answer a client gets is counted by route pattern, method, status and time: never
// by URL or client. A route that says `uncounted` is not counted at all (the site search: what
// and how often visitors search is theirs alone, ADR 025).

declare module "fastify" {
  interface FastifyInstance {
    analyticsRecorder: AnalyticsRecorder;
  }
  interface FastifyContextConfig {
    /** Answers of this route are left out of the API's counts. */
    uncounted?: boolean;
  }
}

export const metricsPlugin = fp(
  async (app: FastifyInstance, options: { recorder: AnalyticsRecorder }) => {
    app.decorate("analyticsRecorder", options.recorder);
    app.addHook("onResponse", async (request, reply) => {
      if (!request.url.startsWith("/api/") || request.url.startsWith("/api/docs")) return;
      // The app's own making of a cached answer (ADR 017): the visitor's request is counted.
      if (request.cacheFill || request.routeOptions.config?.uncounted) return;
      const route = request.routeOptions.url ?? "(unmatched)";
      options.recorder.recordRequest(request.method, route, reply.statusCode, reply.elapsedTime);
    });
  },
  { name: "metrics" },
);
