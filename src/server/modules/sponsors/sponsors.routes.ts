import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBody, idParam } from "../../../shared/schemas/common.ts";
import {
  sponsorCreateSchema,
  sponsorRecord,
  sponsorUpdateSchema,
} from "../../../shared/schemas/sponsor.ts";

export async function sponsorsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.sponsors;
  const admin = app.adminOnly;

  app.get(
    "/api/sponsors",
    {
      schema: {
        tags: ["sponsors"],
        summary: "Public sponsors; ?all=true lists every sponsor (admin)",
        querystring: z.strictObject({ all: z.enum(["true", "false"]).optional() }),
        response: { 200: z.array(sponsorRecord) },
      },
      config: { cache: true },
    },
    async (request, reply) => {
      if (request.query.all !== "true") return service.listPublic();
      reply.header("cache-control", "no-store"); // refusals included, like every admin answer
      await app.requireAdmin(request, reply);
      return service.listAll();
    },
  );

  app.post(
    "/api/sponsors",
    {
      ...admin,
      schema: {
        tags: ["sponsors"],
        summary: "Add a sponsor (admin)",
        body: sponsorCreateSchema,
        response: { 201: sponsorRecord },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(request.body)),
  );

  app.patch(
    "/api/sponsors/:id",
    {
      ...admin,
      schema: {
        tags: ["sponsors"],
        summary: "Change sponsor fields; status toggles active ↔ suspended (admin)",
        params: idParam,
        body: sponsorUpdateSchema,
        response: { 200: sponsorRecord, 404: errorBody, 409: errorBody },
      },
    },
    (request) => service.update(request.params.id, request.body),
  );

  app.delete(
    "/api/sponsors/:id",
    {
      ...admin,
      schema: {
        tags: ["sponsors"],
        summary: "Delete a sponsor (admin)",
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
