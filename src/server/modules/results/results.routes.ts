import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBody, idParam } from "../../../shared/schemas/common.ts";
import {
  sentAnswers,
  VERIFIED_TOKEN_MAX,
  verificationRecord,
  verifiedResultRecord,
} from "../../../shared/schemas/verified-result.ts";
import { notFound } from "../../errors.ts";

const tokenParam = z.strictObject({
  token: z.string().max(VERIFIED_TOKEN_MAX, { error: "Not a result link" }),
});

export async function resultsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const results = app.services.results;

  app.post(
    "/api/tests/:id/verified-results",
    {
      config: { rateLimit: app.formRateLimit },
      schema: {
        tags: ["tests"],
        summary:
          "Grade the answers sent and sign the result (public, rate limited; nothing is stored)",
        params: idParam,
        body: sentAnswers,
        response: {
          201: z.object({ result: verifiedResultRecord, token: z.string(), path: z.string() }),
          400: errorBody,
          404: errorBody,
          429: errorBody,
        },
      },
    },
    async (request, reply) => {
      const graded = await results.grade(request.params.id, request.body.answers);
      if (!graded) throw notFound("Test");
      return reply.code(201).send({ ...graded, path: `/verify/${graded.token}` });
    },
  );

  app.get(
    "/api/verified-results/:token",
    {
      schema: {
        tags: ["tests"],
        summary: "What a signed result says and whether its signature holds (public)",
        params: tokenParam,
        response: { 200: verificationRecord, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const verification = await results.verify(request.params.token);
      if (!verification) throw notFound("Result");
      return verification;
    },
  );
}
