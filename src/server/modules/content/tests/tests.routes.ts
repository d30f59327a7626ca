import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBody, idParam } from "../../../../shared/schemas/common.ts";
import {
  contentCountsRecord,
  contentListQuery,
  fieldsQuery,
  pickFields,
} from "../../../../shared/schemas/list-query.ts";
import {
  testContent,
  testCreateSchema,
  testNumbersSchema,
  testSummary,
  testUpdateSchema,
} from "../../../../shared/schemas/test.ts";
import { sendPage } from "../../../page-reply.ts";

const testListQuery = contentListQuery.extend({
  fields: fieldsQuery(testSummary.keyof().options),
});

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
          "Tests without their questions, oldest first, a page at a time (Link, X-Total-Count): every test for an admin; for anyone else the active tests that can be started",
        querystring: testListQuery,
        response: { 200: z.array(testSummary.partial()), 400: errorBody },
      },
      config: { cache: true },
    },
    async (request, reply) => {
      const { fields, ...query } = request.query;
      // A test with no questions is not public yet: visitors neither see nor count it.
      const page = await service.listPage(query, { startable: request.user?.role !== "admin" });
      return sendPage(request, reply, { ...page, items: pickFields(page.items, fields) });
    },
  );

  app.get(
    "/api/tests/counts",
    {
      ...admin,
      schema: {
        tags: ["tests"],
        summary: "The whole list counted: totals, per category, created per day (admin)",
        response: { 200: contentCountsRecord },
      },
    },
    () => service.counts(),
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
    (request) =>
      app.services.content.testContent(request.params.id, (type, id) =>
        request.countView(type, id),
      ),
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

  app.get(
    "/api/tests/:id",
    {
      ...admin,
      schema: {
        tags: ["tests"],
        summary: "One test as the admin list shows it (admin)",
        params: idParam,
        response: { 200: testSummary, 404: errorBody },
      },
    },
    (request) => service.summary(request.params.id),
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
