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
  topicContent,
  topicCreateSchema,
  topicSummary,
  topicUpdateSchema,
} from "../../../../shared/schemas/topic.ts";
import { sendPage } from "../../../page-reply.ts";

const topicListQuery = contentListQuery.extend({
  fields: fieldsQuery(topicSummary.keyof().options),
});

export async function topicsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.topics;
  const admin = app.adminOnly;

  app.get(
    "/api/topics",
    {
      schema: {
        tags: ["topics"],
        summary: "Topics without content, oldest first, a page at a time (Link, X-Total-Count)",
        querystring: topicListQuery,
        response: { 200: z.array(topicSummary.partial()), 400: errorBody },
      },
      config: { cache: true },
    },
    async (request, reply) => {
      const { fields, ...query } = request.query;
      const page = await service.listPage(query);
      return sendPage(request, reply, { ...page, items: pickFields(page.items, fields) });
    },
  );

  app.get(
    "/api/topics/counts",
    {
      ...admin,
      schema: {
        tags: ["topics"],
        summary: "The whole list counted: totals, per category, created per day (admin)",
        response: { 200: contentCountsRecord },
      },
    },
    () => service.counts(),
  );

  app.get(
    "/api/topics/:id/content",
    {
      schema: {
        tags: ["topics"],
        summary: "A topic's pages for the reader (counts a view, unless an admin reads)",
        params: idParam,
        response: { 200: topicContent, 404: errorBody },
      },
      config: { cache: true },
    },
    (request) =>
      app.services.content.topicContent(request.params.id, (type, id) =>
        request.countView(type, id),
      ),
  );

  app.post(
    "/api/topics",
    {
      ...admin,
      schema: {
        tags: ["topics"],
        summary: "Create a topic; an unknown category name creates the category (admin)",
        body: topicCreateSchema,
        response: { 201: topicSummary },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(request.body)),
  );

  app.get(
    "/api/topics/:id",
    {
      ...admin,
      schema: {
        tags: ["topics"],
        summary: "One topic as the admin list shows it (admin)",
        params: idParam,
        response: { 200: topicSummary, 404: errorBody },
      },
    },
    (request) => service.summary(request.params.id),
  );

  app.patch(
    "/api/topics/:id",
    {
      ...admin,
      schema: {
        tags: ["topics"],
        summary: "Edit a topic's fields or pages (admin)",
        params: idParam,
        body: topicUpdateSchema,
        response: { 200: topicSummary, 404: errorBody },
      },
    },
    (request) => service.update(request.params.id, request.body),
  );

  app.delete(
    "/api/topics/:id",
    {
      ...admin,
      schema: {
        tags: ["topics"],
        summary: "Delete a topic with what hangs off it (admin)",
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
