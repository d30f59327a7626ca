import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { INQUIRY_STATUSES } from "../../../shared/constants.ts";
import { countsBy, errorBody, idParam } from "../../../shared/schemas/common.ts";
import { pageQuery, statusList } from "../../../shared/schemas/list-query.ts";
import { sponsorRecord } from "../../../shared/schemas/sponsor.ts";
import {
  sponsorInquiryRecord,
  sponsorInquiryUpdateSchema,
} from "../../../shared/schemas/sponsor-inquiry.ts";
import { sponsorInquirySchema } from "../../../shared/schemas/sponsor-inquiry-form.ts";
import { sendPage } from "../../page-reply.ts";

const inquiryListQuery = z.strictObject({
  ...pageQuery,
  status: statusList(INQUIRY_STATUSES),
});

export async function sponsorInquiriesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.sponsorInquiries;
  const admin = app.adminOnly;

  app.post(
    "/api/sponsor-inquiries",
    {
      config: { rateLimit: app.formRateLimit },
      schema: {
        tags: ["sponsor inquiries"],
        summary: "Submit a sponsorship inquiry (public, rate limited)",
        body: sponsorInquirySchema,
        response: { 201: z.object({ message: z.string() }), 400: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      await service.submit(request.body);
      return reply.code(201).send({ message: "Inquiry received" });
    },
  );

  app.get(
    "/api/sponsor-inquiries",
    {
      ...admin,
      schema: {
        tags: ["sponsor inquiries"],
        summary:
          "Inquiries newest first, a page at a time (Link, X-Total-Count); of one status with status= (admin)",
        querystring: inquiryListQuery,
        response: { 200: z.array(sponsorInquiryRecord), 400: errorBody },
      },
    },
    async (request, reply) => sendPage(request, reply, await service.listPage(request.query)),
  );

  app.get(
    "/api/sponsor-inquiries/counts",
    {
      ...admin,
      schema: {
        tags: ["sponsor inquiries"],
        summary: "How many inquiries are in each status (admin)",
        response: { 200: countsBy(INQUIRY_STATUSES) },
      },
    },
    () => service.statusCounts(),
  );

  app.patch(
    "/api/sponsor-inquiries/:id",
    {
      ...admin,
      schema: {
        tags: ["sponsor inquiries"],
        summary: "Change an inquiry's status (by the spec §4 rules) or fields (admin)",
        params: idParam,
        body: sponsorInquiryUpdateSchema,
        response: { 200: sponsorInquiryRecord, 404: errorBody, 409: errorBody },
      },
    },
    (request) => service.update(request.params.id, request.body),
  );

  app.post(
    "/api/sponsor-inquiries/:id/approve",
    {
      ...admin,
      schema: {
        tags: ["sponsor inquiries"],
        summary: "Create the sponsor and approve the inquiry in one transaction (admin)",
        params: idParam,
        response: {
          200: z.object({ inquiry: sponsorInquiryRecord, sponsor: sponsorRecord }),
          404: errorBody,
          409: errorBody,
        },
      },
    },
    (request) => service.approve(request.params.id),
  );

  app.delete(
    "/api/sponsor-inquiries/:id",
    {
      ...admin,
      schema: {
        tags: ["sponsor inquiries"],
        summary: "Delete an inquiry (admin)",
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
