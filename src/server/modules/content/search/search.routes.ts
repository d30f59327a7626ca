import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBody } from "../../../../shared/schemas/common.ts";
import { searchApiQuery, searchHit } from "../../../../shared/schemas/search.ts";
import { sendPage } from "../../../page-reply.ts";

export async function searchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/search",
    {
      schema: {
        tags: ["search"],
        summary:
          "The lessons' pages and the tests' questions that match, best first, one result per topic or test, a page at a time (Link, X-Total-Count)",
        description:
          "`q` is read as a web search: words are found in any of their forms, " +
          '"quoted words" as a phrase, -word excludes a word, and `or` offers a choice. ' +
          "Each result has a snippet whose matching words have `mark: true`. " +
          "`cursor` is the number of results already read; the Link header's next page sets it.",
        querystring: searchApiQuery,
        response: { 200: z.array(searchHit), 400: errorBody },
      },
      // Kept per address like every public answer; never counted (no one learns what is searched).
      config: { cache: true, uncounted: true },
    },
    async (request, reply) => {
      const { q, limit, cursor = 0 } = request.query;
      const { hits, total } = await app.services.content.search(q, { limit, offset: cursor });
      const read = cursor + hits.length;
      return sendPage(request, reply, { items: hits, total, next: read < total ? read : null });
    },
  );
}
