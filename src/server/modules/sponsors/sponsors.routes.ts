import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { SPONSOR_STATUSES, TIERS } from "../../../shared/constants.ts";
import { countsBy, errorBody, idParam } from "../../../shared/schemas/common.ts";
import { createdCountsRecord, pageQuery } from "../../../shared/schemas/list-query.ts";
import {
  sponsorCreateSchema,
  sponsorRecord,
  sponsorUpdateSchema,
} from "../../../shared/schemas/sponsor.ts";
import { sendPage } from "../../page-reply.ts";

const sponsorListQuery = z.strictObject({
  ...pageQuery,
  all: z.enum(["true", "false"]).optional(),
  status: z.enum(SPONSOR_STATUSES, { error: "Status must be active or suspended" }).optional(),
});

export async function sponsorsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.sponsors;
  const admin = app.adminOnly;

  app.get(
    "/api/sponsors",
    {
      schema: {
        tags: ["sponsors"],
        summary:
          "Public sponsors, a page at a time (Link, X-Total-Count); ?all=true lists every sponsor, of one status with status= (admin)",
        querystring: sponsorListQuery,
        response: { 200: z.array(sponsorRecord), 400: errorBody },
      },
      config: { cache: true },
    },
    async (request, reply) => {
      const { all, status, ...query } = request.query;
      if (all === "true") {
        reply.header("cache-control", "no-store"); // refusals included, like every admin answer
        await app.requireAdmin(request, reply);
      }
      const page = await service.listPage({ ...query, status }, { all: all === "true" });
      return sendPage(request, reply, page);
    },
  );

  app.get(
    "/api/sponsors/counts",
    {
      ...admin,
      schema: {
        tags: ["sponsors"],
        summary: "Sponsors by status, and by tier (every one, and those shown publicly) (admin)",
        response: {
          200: createdCountsRecord.extend({
            byStatus: countsBy(SPONSOR_STATUSES),
            /** Those the public directory shows: active, with status 'active'. */
            shown: z.number().int(),
            byTier: countsBy(
              TIERS,
              z.object({ total: z.number().int(), active: z.number().int() }),
            ),
          }),
        },
      },
    },
    () => service.counts(),
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
