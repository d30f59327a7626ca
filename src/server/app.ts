import compress from "@fastify/compress";
import { sql } from "drizzle-orm";
import Fastify, { type FastifyServerOptions } from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { z } from "zod";
import { VERIFIED_TOKEN_MAX } from "../shared/schemas/verified-result.ts";
import { createJobWorker, type WorkerOptions } from "./ai/job-worker.ts";
import { type ModelFactory, modelFromEnv } from "./ai/provider.ts";
import { createResponseCache } from "./cache/response-cache.ts";
import type { Database } from "./db/client.ts";
import type { Env } from "./env.ts";
import { answerHeadAsGet } from "./head-as-get.ts";
import { createAnalyticsRecorder } from "./modules/analytics/analytics.recorder.ts";
import { analyticsRoutes } from "./modules/analytics/analytics.routes.ts";
import { answerStatsRoutes } from "./modules/answer-stats/answer-stats.routes.ts";
import { authRoutes } from "./modules/auth/auth.routes.ts";
import { contactMessagesRoutes } from "./modules/contact-messages/contact-messages.routes.ts";
import { categoriesRoutes } from "./modules/content/categories/categories.routes.ts";
import { searchRoutes } from "./modules/content/search/search.routes.ts";
import { testsRoutes } from "./modules/content/tests/tests.routes.ts";
import { topicsRoutes } from "./modules/content/topics/topics.routes.ts";
import { versionsRoutes } from "./modules/content/versions/versions.routes.ts";
import { generationRoutes } from "./modules/generation/generation.routes.ts";
import { mediaRoutes } from "./modules/media/media.routes.ts";
import { problemReportsRoutes } from "./modules/problem-reports/problem-reports.routes.ts";
import { deleteExpiredRateLimits } from "./modules/rate-limit/rate-limit.store.ts";
import { resultsRoutes } from "./modules/results/results.routes.ts";
import { createSettingsRepository } from "./modules/settings/settings.repository.ts";
import { settingsRoutes } from "./modules/settings/settings.routes.ts";
import { sponsorInquiriesRoutes } from "./modules/sponsor-inquiries/sponsor-inquiries.routes.ts";
import { sponsorsRoutes } from "./modules/sponsors/sponsors.routes.ts";
import { registerErrorHandler } from "./plugins/errors.ts";
import { loggerOptions } from "./plugins/logger.ts";
import { metricsPlugin } from "./plugins/metrics.ts";
import { openapiPlugin } from "./plugins/openapi.ts";
import { type PagesMode, pagesPlugin } from "./plugins/pages.ts";
import { rateLimitPlugin } from "./plugins/rate-limit.ts";
import { cacheHitsPlugin, responseCachePlugin } from "./plugins/response-cache.ts";
import { securityPlugin } from "./plugins/security.ts";
import { sessionPlugin } from "./plugins/session.ts";
import { textInputPlugin } from "./plugins/text-input.ts";
import { createServices } from "./services.ts";

export const BODY_LIMIT_BYTES = 100 * 1024;
const MAINTENANCE_INTERVAL_MS = 15 * 60 * 1000;

export interface AppOptions {
  database: Database;
  env: Env;
  /** Overrides the logger (tests pass a stream to read what is logged). */
  logger?: FastifyServerOptions["logger"];
  analyticsFlushMs?: number;
  /** How long a visitor waits for a stale page's remaking (tests hold it still or cut it short). */
  renderBudgetMs?: number;
  /** Server-rendered pages: the production build, Vite in development, or none (API tests). */
  pages?: PagesMode;
  /** AI generation: the model (tests pass the AI SDK's mock) and the worker's timings. */
  ai?: { modelFactory?: ModelFactory | null } & Pick<
    WorkerOptions,
    "pollMs" | "heartbeatMs" | "staleMs"
  >;
}

/** Builds the whole application on an open, migrated database; closing the app closes it. */
export async function buildApp({
  database,
  env,
  logger,
  analyticsFlushMs,
  renderBudgetMs,
  pages = "off",
  ai = {},
}: AppOptions) {
  // Fastify turns Node's request timeout off, which lets a client sending its request a byte at
  // a time hold a connection for ever. It gets 408 instead, checked twice per limit (Node: 30 s).
  const requestTimeout = env.REQUEST_TIMEOUT_SECONDS * 1000;
  const app = Fastify({
    logger: logger ?? loggerOptions(env.LOG_LEVEL),
    trustProxy: env.TRUST_PROXY,
    bodyLimit: BODY_LIMIT_BYTES,
    // A verifiable result's token (ADR 030) is a path parameter longer than the default 100;
    // every parameter is still checked by its route's schema.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: VERIFIED_TOKEN_MAX },
    // HEAD reaches the app as GET (head-as-get.ts), so no route needs a HEAD twin.
    exposeHeadRoutes: false,
    requestTimeout,
    http: { requestTimeout, connectionsCheckingInterval: Math.min(requestTimeout / 2, 30_000) },
  }).withTypeProvider<ZodTypeProvider>();

  answerHeadAsGet(app.server);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const { db } = database;
  database.pool?.on("error", (error) =>
    app.log.warn({ err: error }, "an idle PostgreSQL connection ended; the pool opens another"),
  );
  const recorder = createAnalyticsRecorder({
    db,
    flushIntervalMs: analyticsFlushMs,
    onError: (error) => app.log.error({ err: error }, "analytics flush failed"),
  });
  const services = createServices({ db, env });
  app.decorate("services", services);
  const secret = await createSettingsRepository({ db }).installationSecret();
  await services.settings.load();

  // Under Vite a page must show the code as it is now, not as it was first rendered.
  const cache = pages === "vite" ? undefined : createResponseCache();
  // First of all hooks: a visitor's cache hit needs none of the others (ADR 011).
  await app.register(cacheHitsPlugin, { cache, recorder });
  // gzip or brotli for answers over 1 KB, when the client accepts it.
  await app.register(compress, { threshold: 1024 });
  await app.register(securityPlugin);
  await app.register(textInputPlugin);
  await app.register(sessionPlugin, { auth: services.auth });
  await app.register(rateLimitPlugin, {
    db,
    secret,
    settings: {
      formMaxPerHour: env.FORM_MAX_PER_HOUR,
      loginMaxFailures: env.LOGIN_MAX_FAILURES,
      loginWindowMs: env.LOGIN_WINDOW_MINUTES * 60_000,
    },
  });
  await app.register(metricsPlugin, { recorder });
  await app.register(responseCachePlugin, {
    cache,
    database,
    recorder,
    renderBudgetMs,
    onChange: (table) => {
      if (table !== "settings") return;
      services.settings
        .load()
        .catch((error) => app.log.error({ err: error }, "settings reload failed"));
    },
  });
  await app.register(openapiPlugin);

  await app.register(authRoutes, { secret });
  await app.register(categoriesRoutes);
  await app.register(topicsRoutes);
  await app.register(testsRoutes);
  await app.register(generationRoutes);
  await app.register(versionsRoutes);
  await app.register(searchRoutes);
  await app.register(sponsorsRoutes);
  await app.register(sponsorInquiriesRoutes);
  await app.register(contactMessagesRoutes);
  await app.register(analyticsRoutes);
  await app.register(settingsRoutes);
  await app.register(mediaRoutes);
  await app.register(resultsRoutes);
  await app.register(answerStatsRoutes);
  await app.register(problemReportsRoutes);

  app.get(
    "/healthz",
    {
      schema: {
        tags: ["health"],
        summary: "200 when the database answers",
        response: { 200: z.object({ status: z.literal("ok") }) },
      },
    },
    async () => {
      await db.execute(sql`select 1`);
      return { status: "ok" as const };
    },
  );

  await app.register(pagesPlugin, {
    mode: pages,
    site: () => {
      const { siteName, ownerName, companyName, donationUrl } = services.settings.site();
      return { name: siteName, ownerName, companyName, donationUrl };
    },
    origin: env.PUBLIC_ORIGIN,
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith("/api/")) {
      return reply.code(404).send({ error: "Not found" });
    }
    return reply.code(404).type("text/plain; charset=utf-8").send("Page Not Found");
  });

  const maintenance = setInterval(() => {
    Promise.all([services.auth.deleteExpiredSessions(), deleteExpiredRateLimits(db)]).catch(
      (error) => app.log.error({ err: error }, "maintenance failed"),
    );
  }, MAINTENANCE_INTERVAL_MS);
  maintenance.unref();

  // Generation jobs run in every instance that has a provider; they share the queue.
  const modelFactory = ai.modelFactory === undefined ? modelFromEnv(env) : ai.modelFactory;
  const worker =
    modelFactory && services.settings.aiStatus().configured
      ? createJobWorker({
          db,
          content: services.content,
          modelFactory,
          concurrency: env.AI_CONCURRENCY,
          timeoutSeconds: env.AI_TIMEOUT_SECONDS,
          prices: env.AI_PRICES,
          exclusive: database.kind === "pglite",
          onError: (error) => app.log.error({ err: error }, "generation job failed"),
          pollMs: ai.pollMs,
          heartbeatMs: ai.heartbeatMs,
          staleMs: ai.staleMs,
        })
      : undefined;
  app.addHook("onReady", async () => {
    if (!worker) return;
    await worker.start();
    services.attachWorker(worker);
  });

  app.addHook("onClose", async () => {
    clearInterval(maintenance);
    services.attachWorker(undefined);
    await worker?.stop();
    await recorder.close();
    await database.close();
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
