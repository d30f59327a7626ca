import type { Db } from "./db/client.ts";
import type { Env } from "./env.ts";
import { createAnalyticsService, forgetViews } from "./modules/analytics/analytics.service.ts";
import {
  createAnswerStatsService,
  forgetAnswerCounts,
} from "./modules/answer-stats/answer-stats.service.ts";
import { createAuthService } from "./modules/auth/auth.service.ts";
import { createContactMessagesService } from "./modules/contact-messages/contact-messages.service.ts";
import { createContent } from "./modules/content/content.service.ts";
import { forgetGenerations, isGenerating } from "./modules/generation/forget-generations.ts";
import {
  createGenerationService,
  type WorkerHandle,
} from "./modules/generation/generation.service.ts";
import { createMediaService } from "./modules/media/media.service.ts";
import {
  createProblemReportsService,
  forgetReports,
} from "./modules/problem-reports/problem-reports.service.ts";
import { createResultsService } from "./modules/results/results.service.ts";
import { createSettingsService } from "./modules/settings/settings.service.ts";
import { createSponsorInquiriesService } from "./modules/sponsor-inquiries/sponsor-inquiries.service.ts";
import { createSponsorsService } from "./modules/sponsors/sponsors.service.ts";

const HOUR_MS = 3_600_000;

/**
 * Every service, wired once per process; routes and page loaders call these. Modules call each
 * other only through what is handed in here (README, "Modules"; ADR 022).
 */
export function createServices({ db, env }: { db: Db; env: Env }) {
  const sponsors = createSponsorsService({ db });
  const settings = createSettingsService({ db, env });
  // Content calls into analytics, generation and sponsors through these, importing none of them.
  const { content, topics, tests, categories, versions, searchIndex } = createContent({
    db,
    neighbours: {
      async removed(tx, kind, id) {
        await forgetViews(tx, kind, id);
        await forgetAnswerCounts(tx, kind, id);
        await forgetReports(tx, kind, id);
        await forgetGenerations(tx, kind, id);
      },
      generating: isGenerating,
      publicSponsors: sponsors.countPublic,
    },
  });
  // The job worker starts with the app (app.ts) and registers itself here.
  let worker: WorkerHandle | undefined;
  const generation = createGenerationService({
    db,
    content,
    configured: () => settings.aiStatus().configured,
    worker: () => worker,
  });
  const problemReports = createProblemReportsService({ db, content });
  return {
    auth: createAuthService({
      db,
      policy: {
        idleMs: env.SESSION_IDLE_HOURS * HOUR_MS,
        absoluteMs: env.SESSION_MAX_DAYS * 24 * HOUR_MS,
      },
    }),
    /** Content's read side and what other modules ask of it. */
    content,
    /** Content's admin side: each topic, test, category and version. */
    categories,
    topics,
    tests,
    versions,
    searchIndex,
    sponsors,
    sponsorInquiries: createSponsorInquiriesService({ db, sponsors }),
    contactMessages: createContactMessagesService({ db }),
    analytics: createAnalyticsService({ db, content, generation }),
    /** Figures: stored by the catalog import, served at /media/<hash>.svg. */
    media: createMediaService({ db }),
    settings,
    generation,
    /** Verifiable results: graded and signed here, stored nowhere. */
    results: createResultsService({ content, secret: settings.installationSecret }),
    /** What readers report wrong, kept with the lesson page or question they report. */
    problemReports,
    /** Answers visitors chose to send, counted per question and option by day. */
    answerStats: createAnswerStatsService({ db, content, reports: problemReports }),
    attachWorker(handle: WorkerHandle | undefined) {
      worker = handle;
    },
  };
}

export type Services = ReturnType<typeof createServices>;

declare module "fastify" {
  interface FastifyInstance {
    services: Services;
  }
}
