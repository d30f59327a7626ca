import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { mediaHashOf, mediaPath } from "../../../shared/media.ts";
import { AppError } from "../../errors.ts";

// A figure's address names its content, so its answer never changes: browsers and proxies keep
// it for a year. Opened on its own, an SVG is a document; the policy below lets it draw and
// nothing else (no script, no requests), whatever it holds.

const FIGURE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export async function mediaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const repository = app.services.media;

  app.get(
    "/media/:file",
    {
      schema: {
        hide: true,
        params: z.object({ file: z.string() }),
      },
      config: { cache: true },
    },
    async (request, reply) => {
      const hash = mediaHashOf(`/media/${request.params.file}`);
      const row = hash ? await repository.get(hash) : null;
      if (!row || mediaPath(row.hash) !== `/media/${request.params.file}`) {
        throw new AppError(404, "Figure not found");
      }
      return reply
        .type(row.contentType)
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("content-security-policy", FIGURE_POLICY)
        .send(row.body);
    },
  );
}
