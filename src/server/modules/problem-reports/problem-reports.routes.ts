import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { countsBy, errorBody, idParam } from "../../../shared/schemas/common.ts";
import { pageQuery } from "../../../shared/schemas/list-query.ts";
import { problemReportSchema, REPORT_STATUSES } from "../../../shared/schemas/problem-report.ts";
import { reportedPlaceRecord } from "../../../shared/schemas/reported-place.ts";
import { notFound } from "../../errors.ts";
import { sendPage } from "../../page-reply.ts";

const { limit, cursor } = pageQuery;
const placeListQuery = z.strictObject({
  limit,
  cursor,
  status: z.enum(REPORT_STATUSES, { error: "Status must be open or done" }).default("open"),
});

const NOT_THERE = { lesson: "Lesson page", question: "Test" } as const;

export async function problemReportsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const reports = app.services.problemReports;
  const admin = app.adminOnly;

  app.post(
    "/api/problem-reports",
    {
      config: { rateLimit: app.formRateLimit },
      schema: {
        tags: ["problem reports"],
        summary: "Report a problem with a lesson page or a test question (public, rate limited)",
        body: problemReportSchema,
        response: {
          201: z.object({ message: z.string() }),
          400: errorBody,
          404: errorBody,
          429: errorBody,
        },
      },
    },
    async (request, reply) => {
      if (!(await reports.submit(request.body))) throw notFound(NOT_THERE[request.body.kind]);
      return reply.code(201).send({ message: "Thank you: your report was sent" });
    },
  );

  app.get(
    "/api/problem-reports",
    {
      ...admin,
      schema: {
        tags: ["problem reports"],
        summary:
          "Reported lesson pages and questions with their reports, reported last first, a page at a time; status=done for resolved ones (admin)",
        querystring: placeListQuery,
        response: { 200: z.array(reportedPlaceRecord), 400: errorBody },
      },
    },
    async (request, reply) => sendPage(request, reply, await reports.listPage(request.query)),
  );

  app.get(
    "/api/problem-reports/counts",
    {
      ...admin,
      schema: {
        tags: ["problem reports"],
        summary: "How many places have open reports, and how many only resolved ones (admin)",
        response: { 200: countsBy(REPORT_STATUSES) },
      },
    },
    () => reports.counts(),
  );

  app.post(
    "/api/problem-reports/places/:id/resolve",
    {
      ...admin,
      schema: {
        tags: ["problem reports"],
        summary: "Mark every open report of a place done (admin)",
        params: idParam,
        response: { 200: z.object({ resolved: z.number().int() }), 404: errorBody, 409: errorBody },
      },
    },
    (request) => reports.resolve(request.params.id),
  );

  app.delete(
    "/api/problem-reports/:id",
    {
      ...admin,
      schema: {
        tags: ["problem reports"],
        summary: "Delete one report; its place goes with its last report (admin)",
        params: idParam,
        response: { 204: z.undefined(), 404: errorBody },
      },
    },
    async (request, reply) => {
      await reports.remove(request.params.id);
      return reply.code(204).send();
    },
  );
}
