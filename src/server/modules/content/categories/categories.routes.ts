import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { categoryCreateSchema, categoryRecord } from "../../../../shared/schemas/category.ts";
import { errorBody } from "../../../../shared/schemas/common.ts";

export async function categoriesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.categories;

  app.get(
    "/api/categories",
    {
      schema: {
        tags: ["categories"],
        summary: "Every category",
        response: { 200: z.array(categoryRecord) },
      },
      config: { cache: true },
    },
    () => service.list(),
  );

  app.post(
    "/api/categories",
    {
      ...app.adminOnly,
      schema: {
        tags: ["categories"],
        summary: "Create a category (admin)",
        body: categoryCreateSchema,
        response: { 201: categoryRecord, 409: errorBody },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(request.body)),
  );
}
