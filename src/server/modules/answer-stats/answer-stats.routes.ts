import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { COUNTED_CHOICES, QUESTION_FLAGS } from "../../../shared/answer-stats.ts";
import { errorBody, idParam } from "../../../shared/schemas/common.ts";
import { ANSWER_LETTERS } from "../../../shared/schemas/content.ts";
import { sentAnswers } from "../../../shared/schemas/verified-result.ts";
import { notFound } from "../../errors.ts";

const questionStatsRecord = z.object({
  index: z.number().int(),
  key: z.string(),
  question: z.string(),
  correct: z.enum(ANSWER_LETTERS),
  counts: z.object(Object.fromEntries(COUNTED_CHOICES.map((choice) => [choice, z.number().int()]))),
  total: z.number().int(),
  right: z.number().int(),
  reports: z.number().int(),
  flags: z.array(z.enum(QUESTION_FLAGS)),
});

export async function answerStatsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const stats = app.services.answerStats;

  app.post(
    "/api/tests/:id/answer-stats",
    {
      config: { rateLimit: app.formRateLimit },
      schema: {
        tags: ["tests"],
        summary:
          "Add the answers a visitor chose to send to the test's counts (public, rate limited; no identifiers kept)",
        params: idParam,
        body: sentAnswers,
        response: {
          202: z.object({ message: z.string() }),
          400: errorBody,
          404: errorBody,
          429: errorBody,
        },
      },
    },
    async (request, reply) => {
      if (!(await stats.record(request.params.id, request.body.answers))) throw notFound("Test");
      return reply.code(202).send({ message: "Thank you: your answers were counted" });
    },
  );

  app.get(
    "/api/tests/:id/answer-stats",
    {
      ...app.adminOnly,
      schema: {
        tags: ["tests"],
        summary: "How often each option of each question was chosen, with flags (admin)",
        params: idParam,
        response: { 200: z.array(questionStatsRecord), 404: errorBody },
      },
    },
    async (request) => {
      const found = await stats.forTest(request.params.id);
      if (!found) throw notFound("Test");
      return found;
    },
  );
}
