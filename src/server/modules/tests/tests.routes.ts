import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBody, idParam } from "../../../shared/schemas/common.ts";
import {
  testContent,
  testCreateSchema,
  testNumbersSchema,
  testSummary,
  testUpdateSchema,
} from "../../../shared/schemas/test.ts";

export async function testsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.tests;
  const admin = app.adminOnly;

  app.get(
    "/api/tests",
    {
      schema: {
        tags: ["tests"],
        summary:
          "Tests without their questions: every test for an admin; for anyone else the active tests that can be started",
        response: { 200: z.array(testSummary) },
      },
      config: { cache: true },
    },
    // A test with no questions is not public yet: visitors neither see nor count it.
    (request) => (request.user?.role === "admin" ? service.list() : service.listPublic()),
  );

  app.get(
    "/api/tests/:id/content",
    {
      schema: {
        tags: ["tests"],
        summary: "A test with its questions (counts a view, unless an admin reads)",
        params: idParam,
        response: { 200: testContent, 404: errorBody },
      },
      config: { cache: true },
    },
    async (request) => {
      const content = await service.getContent(request.params.id);
      if (content.questions.length > 0 && request.user?.role !== "admin") {
        request.countView("test", content.id);
      }
      return content;
    },
  );

  app.post(
    "/api/tests",
    {
      ...admin,
      schema: {
        tags: ["tests"],
        summary: "Create a test; an unknown category name creates the category (admin)",
        body: testCreateSchema,
        response: { 201: testSummary },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(request.body)),
  );

  app.patch(
    "/api/tests/:id/update",
    {
      ...admin,
      schema: {
        tags: ["tests"],
        summary: "Change a test's time limit or passing score (admin)",
        params: idParam,
        body: testNumbersSchema,
        response: { 200: testSummary, 404: errorBody },
      },
    },
    (request) => service.update(request.params.id, request.body),
  );

  app.patch(
    "/api/tests/:id",
    {
      ...admin,
      schema: {
        tags: ["tests"],
        summary: "Edit a test's fields or questions (admin)",
        params: idParam,
        body: testUpdateSchema,
        response: { 200: testSummary, 404: errorBody },
      },
    },
    (request) => service.update(request.params.id, request.body),
  );

  app.delete(
    "/api/tests/:id",
    {
      ...admin,
      schema: {
        tags: ["tests"],
        summary: "Delete a test with what hangs off it (admin)",
        params: idParam,
        response: { 204: z.undefined(), 404: errorBody },
      },
    },
    async (request, reply) => {
      await service.remove(request.params.id);
      return reply.code(204).send();
    },
  );
}
