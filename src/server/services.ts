import type { Db } from "./db/client.ts";
import type { Env } from "./env.ts";
import { createAnalyticsService } from "./modules/analytics/analytics.service.ts";
import { createAuthService } from "./modules/auth/auth.service.ts";
import { createContactMessagesService } from "./modules/contact-messages/contact-messages.service.ts";
import { createCategoriesService } from "./modules/content/categories/categories.service.ts";
import { createTestsService } from "./modules/content/tests/tests.service.ts";
import { createTopicsService } from "./modules/content/topics/topics.service.ts";
import { createVersionsService } from "./modules/content/versions/versions.service.ts";
import {
  createGenerationService,
  type WorkerHandle,
} from "./modules/generation/generation.service.ts";
import { createMediaRepository } from "./modules/media/media.repository.ts";
import { createSettingsService } from "./modules/settings/settings.service.ts";
import { createSponsorInquiriesService } from "./modules/sponsor-inquiries/sponsor-inquiries.service.ts";
import { createSponsorsService } from "./modules/sponsors/sponsors.service.ts";

const HOUR_MS = 3_600_000;

/** Every service, wired once per process; routes and page loaders call these. */
export function createServices({ db, env }: { db: Db; env: Env }) {
  const sponsors = createSponsorsService({ db });
  const settings = createSettingsService({ db, env });
  // The job worker starts with the app (app.ts) and registers itself here.
  let worker: WorkerHandle | undefined;
  return {
    auth: createAuthService({
      db,
      policy: {
        idleMs: env.SESSION_IDLE_HOURS * HOUR_MS,
        absoluteMs: env.SESSION_MAX_DAYS * 24 * HOUR_MS,
      },
    }),
    categories: createCategoriesService({ db }),
    topics: createTopicsService({ db }),
    tests: createTestsService({ db }),
    sponsors,
    sponsorInquiries: createSponsorInquiriesService({ db, sponsors }),
    contactMessages: createContactMessagesService({ db }),
    analytics: createAnalyticsService({ db }),
    /** Figures: stored by the catalog import, served at /media/<hash>.svg. */
    media: createMediaRepository({ db }),
    settings,
    generation: createGenerationService({
      db,
      configured: () => settings.aiStatus().configured,
      worker: () => worker,
    }),
    versions: createVersionsService({ db }),
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
