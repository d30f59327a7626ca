import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { MESSAGE_TABS } from "../../../shared/message-moves.ts";
import { countsBy, errorBody, idParam } from "../../../shared/schemas/common.ts";
import {
  contactMessageRecord,
  contactMessageStatusSchema,
} from "../../../shared/schemas/contact.ts";
import { contactMessageSchema } from "../../../shared/schemas/contact-form.ts";
import { pageQuery } from "../../../shared/schemas/list-query.ts";
import { sendPage } from "../../page-reply.ts";

const messageListQuery = z.strictObject({
  ...pageQuery,
  status: z.enum(MESSAGE_TABS, { error: "Status must be pending, responded or closed" }).optional(),
});

export async function contactMessagesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.contactMessages;
  const admin = app.adminOnly;

  app.post(
    "/api/contact-messages",
    {
      config: { rateLimit: app.formRateLimit },
      schema: {
        tags: ["contact messages"],
        summary: "Send a message (public, rate limited)",
        body: contactMessageSchema,
        response: { 201: z.object({ message: z.string() }), 400: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      await service.submit(request.body);
      return reply.code(201).send({ message: "Message received" });
    },
  );

  app.get(
    "/api/contact-messages",
    {
      ...admin,
      schema: {
        tags: ["contact messages"],
        summary:
          "Messages newest first, a page at a time (Link, X-Total-Count); one tab's with status= (admin)",
        querystring: messageListQuery,
        response: { 200: z.array(contactMessageRecord), 400: errorBody },
      },
    },
    async (request, reply) => {
      const { status, ...query } = request.query;
      return sendPage(request, reply, await service.listPage({ ...query, tab: status }));
    },
  );

  app.get(
    "/api/contact-messages/counts",
    {
      ...admin,
      schema: {
        tags: ["contact messages"],
        summary: "How many messages each status tab holds (admin)",
        response: { 200: countsBy(MESSAGE_TABS) },
      },
    },
    () => service.tabCounts(),
  );

  app.patch(
    "/api/contact-messages/:id",
    {
      ...admin,
      schema: {
        tags: ["contact messages"],
        summary: "Move a message's status by the spec §4 rules (admin)",
        params: idParam,
        body: contactMessageStatusSchema,
        response: { 200: contactMessageRecord, 404: errorBody, 409: errorBody },
      },
    },
    (request) => service.setStatus(request.params.id, request.body.status),
  );

  app.delete(
    "/api/contact-messages/:id",
    {
      ...admin,
      schema: {
        tags: ["contact messages"],
        summary: "Delete a message (admin)",
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
