import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";

// OpenAPI generated from the route schemas: /api/docs (UI) and /api/docs/json.

export const openapiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: "Learn AI API",
          description:
            'The JSON API of the free AI-learning site. Errors are `{"error": message}`; ' +
            "validation failures add `fields`. Admin calls need the session cookie from " +
            "POST /api/login.",
          version: "1.0.0",
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, {
      routePrefix: "/api/docs",
      // No call to the public validator service: the docs page stays on this origin.
      uiConfig: { validatorUrl: null },
      staticCSP: true,
      transformStaticCSP: (header) =>
        header
          .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
          .replace(" validator.swagger.io", ""),
    });
  },
  { name: "openapi" },
);
