import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorBody } from "../../../shared/schemas/common.ts";
import { settingsRecord, settingsUpdateSchema } from "../../../shared/schemas/settings.ts";

export async function settingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = app.adminOnly;
  const settings = app.services.settings;
  const answer = () => ({ ...settings.site(), ai: settings.aiStatus() });

  app.get(
    "/api/settings",
    {
      ...admin,
      schema: {
        tags: ["settings"],
        summary: "Platform Settings and whether an AI provider is configured (admin)",
        response: { 200: settingsRecord },
      },
    },
    answer,
  );

  app.patch(
    "/api/settings",
    {
      ...admin,
      schema: {
        tags: ["settings"],
        summary:
          "Change the site name, owner, company or donation link; public pages show it at once (admin)",
        body: settingsUpdateSchema,
        response: { 200: settingsRecord, 400: errorBody },
      },
    },
    async (request) => {
      await settings.update(request.body);
      return answer();
    },
  );
}
