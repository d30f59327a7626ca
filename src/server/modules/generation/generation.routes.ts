import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorBody, idParam } from "../../../shared/schemas/common.ts";
import {
  batchAccepted,
  batchCreateSchema,
  batchList,
  batchListQuery,
  generationBatch,
  generationJob,
  jobAccepted,
  jobList,
  jobListQuery,
} from "../../../shared/schemas/generation.ts";
import { generateTestSchema, refreshTestSchema } from "../../../shared/schemas/test.ts";
import { generateTopicSchema, refreshTopicSchema } from "../../../shared/schemas/topic.ts";

// The AI generation calls of spec §7 start a job and answer 202 {jobId}; the admin screens then
// follow GET /api/generation-jobs/:id. Without a usable AI_* configuration they answer 503.
const started = { 202: jobAccepted, 404: errorBody, 409: errorBody, 503: errorBody };
const startedPart = { ...started, 400: errorBody };

export async function generationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = app.adminOnly;
  const { generation } = app.services;

  app.post(
    "/api/topics/generate-content",
    {
      ...admin,
      schema: {
        tags: ["generation"],
        summary: "Start generating a topic's pages with AI (admin)",
        body: generateTopicSchema,
        response: started,
      },
    },
    async (request, reply) => {
      const { topicId, customPrompt } = request.body;
      reply.code(202);
      return generation.enqueue({
        kind: "topic",
        targetId: topicId,
        action: "generate",
        prompt: customPrompt ?? null,
      });
    },
  );

  app.post(
    "/api/topics/:id/refresh",
    {
      ...admin,
      schema: {
        tags: ["generation"],
        summary:
          "Start regenerating a topic's pages, or only page `page`; the old pages stay unless it succeeds (admin)",
        params: idParam,
        // A POST without a body reaches validation as null, so the body is nullish, not optional.
        body: refreshTopicSchema.nullish(),
        response: startedPart,
      },
    },
    async (request, reply) => {
      const job = await generation.enqueue({
        kind: "topic",
        targetId: request.params.id,
        action: "refresh",
        prompt: request.body?.prompt ?? null,
        page: request.body?.page,
      });
      reply.code(202);
      return job;
    },
  );

  app.post(
    "/api/tests/:id/refresh",
    {
      ...admin,
      schema: {
        tags: ["generation"],
        summary:
          "Start revising a test's questions, or only the one with `questionKey`; the old ones stay unless it succeeds (admin)",
        params: idParam,
        body: refreshTestSchema.nullish(),
        response: startedPart,
      },
    },
    async (request, reply) => {
      const job = await generation.enqueue({
        kind: "test",
        targetId: request.params.id,
        action: "refresh",
        prompt: request.body?.prompt ?? null,
        questionKey: request.body?.questionKey,
      });
      reply.code(202);
      return job;
    },
  );

  app.post(
    "/api/tests/:id/generate",
    {
      ...admin,
      schema: {
        tags: ["generation"],
        summary:
          "Start generating a test's questions with AI; old ones stay unless it succeeds (admin)",
        params: idParam,
        body: generateTestSchema.nullish(),
        response: started,
      },
    },
    async (request, reply) => {
      reply.code(202);
      return generation.enqueue({
        kind: "test",
        targetId: request.params.id,
        action: "generate",
        prompt: request.body?.customPrompt ?? null,
      });
    },
  );

  app.get(
    "/api/generation-jobs",
    {
      ...admin,
      schema: {
        tags: ["generation"],
        summary:
          "The latest 100 generation jobs, newest first; active=true for queued and running (admin)",
        querystring: jobListQuery,
        response: { 200: jobList },
      },
    },
    async (request) => ({
      jobs: await generation.listJobs({
        kind: request.query.kind,
        activeOnly: request.query.active === "true",
      }),
    }),
  );

  app.get(
    "/api/generation-jobs/:id",
    {
      ...admin,
      schema: {
        tags: ["generation"],
        summary: "A generation job's status, progress and error (admin)",
        params: idParam,
        response: { 200: generationJob, 404: errorBody },
      },
    },
    async (request) => generation.getJob(request.params.id),
  );

  app.post(
    "/api/generation-jobs/:id/cancel",
    {
      ...admin,
      schema: {
        tags: ["generation"],
        summary: "Cancel a queued or running job; the content stays as it was (admin)",
        params: idParam,
        response: { 200: generationJob, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => generation.cancelJob(request.params.id),
  );

  app.post(
    "/api/generation-batches",
    {
      ...admin,
      schema: {
        tags: ["generation"],
        summary: "Generate every topic (or test) that has no content yet, as one batch (admin)",
        body: batchCreateSchema,
        response: { 202: batchAccepted, 409: errorBody, 503: errorBody },
      },
    },
    async (request, reply) => {
      reply.code(202);
      return generation.createBatch({
        kind: request.body.kind,
        prompt: request.body.customPrompt ?? null,
      });
    },
  );

  app.get(
    "/api/generation-batches",
    {
      ...admin,
      schema: {
        tags: ["generation"],
        summary: "The latest 20 bulk generations with their progress (admin)",
        querystring: batchListQuery,
        response: { 200: batchList },
      },
    },
    async (request) => ({
      batches: await generation.listBatches({
        kind: request.query.kind,
        activeOnly: request.query.active === "true",
      }),
    }),
  );

  app.get(
    "/api/generation-batches/:id",
    {
      ...admin,
      schema: {
        tags: ["generation"],
        summary: "A bulk generation's progress: done, failed and remaining (admin)",
        params: idParam,
        response: { 200: generationBatch, 404: errorBody },
      },
    },
    async (request) => generation.getBatch(request.params.id),
  );

  app.post(
    "/api/generation-batches/:id/cancel",
    {
      ...admin,
      schema: {
        tags: ["generation"],
        summary: "Cancel what a bulk generation has not finished; finished content stays (admin)",
        params: idParam,
        response: { 200: generationBatch, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => generation.cancelBatch(request.params.id),
  );
}
