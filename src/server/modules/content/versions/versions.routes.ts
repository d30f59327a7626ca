import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorBody, idParam } from "../../../../shared/schemas/common.ts";
import { versionList, versionParams } from "../../../../shared/schemas/generation.ts";

const PATHS = { topic: "/api/topics", test: "/api/tests" } as const;

/** A topic's or test's versions, and restoring one (admin). */
export async function versionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = app.adminOnly;
  const { versions } = app.services;

  for (const kind of ["topic", "test"] as const) {
    const noun = kind === "topic" ? "topic's pages" : "test's questions";
    app.get(
      `${PATHS[kind]}/:id/versions`,
      {
        ...admin,
        schema: {
          tags: ["generation"],
          summary: `Every stored version of a ${noun}, newest first (admin)`,
          params: idParam,
          response: { 200: versionList, 404: errorBody },
        },
      },
      async (request) => ({ versions: await versions.list(kind, request.params.id) }),
    );

    app.post(
      `${PATHS[kind]}/:id/versions/:versionId/restore`,
      {
        ...admin,
        schema: {
          tags: ["generation"],
          summary: `Make an earlier version the ${noun} again; the replaced one is kept (admin)`,
          params: versionParams,
          response: { 200: versionList, 404: errorBody, 409: errorBody },
        },
      },
      async (request) => ({
        versions: await versions.restore(kind, request.params.id, request.params.versionId),
      }),
    );
  }
}
