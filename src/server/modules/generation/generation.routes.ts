import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorBody, idParam } from "../../../shared/schemas/common.ts";
import { generateTestSchema } from "../../../shared/schemas/test.ts";
import { generateTopicSchema, refreshTopicSchema } from "../../../shared/schemas/topic.ts";
import { AppError } from "../../errors.ts";

// The AI generation calls of spec §7. They check the caller, the body and the target, then
// answer 503: "not configured" without a usable AI_* configuration, and "not available yet" with
// one, until the AI generation issue adds the providers and jobs.
const responses = {
  202: errorBody.describe("unused until a provider exists"),
  404: errorBody,
  503: errorBody,
};

export async function generationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = app.adminOnly;
  const { topics, tests, settings } = app.services;
  const unavailable = () =>
    settings.aiStatus().configured
      ? new AppError(503, "AI generation is not available yet")
      : new AppError(503, "AI provider not configured");

  app.post(
    "/api/topics/generate-content",
    {
      ...admin,
      schema: {
        tags: ["generation"],
        summary: "Generate a topic's pages with AI (admin)",
        body: generateTopicSchema,
        response: responses,
      },
    },
    async (request) => {
      await topics.get(request.body.topicId);
      throw unavailable();
    },
  );

  app.post(
    "/api/topics/:id/refresh",
    {
      ...admin,
      schema: {
        tags: ["generation"],
        summary: "Regenerate a topic's pages with AI; the old pages stay until it succeeds (admin)",
        params: idParam,
        // A POST without a body reaches validation as null, so the body is nullish, not optional.
        body: refreshTopicSchema.nullish(),
        response: responses,
      },
    },
    async (request) => {
      await topics.get(request.params.id);
      throw unavailable();
    },
  );

  app.post(
    "/api/tests/:id/generate",
    {
      ...admin,
      schema: {
        tags: ["generation"],
        summary: "Generate a test's questions with AI (admin)",
        params: idParam,
        body: generateTestSchema.nullish(),
        response: responses,
      },
    },
    async (request) => {
      await tests.get(request.params.id);
      throw unavailable();
    },
  );
}
