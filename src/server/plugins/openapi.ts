import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { SESSION_COOKIE } from "./session.ts";

// OpenAPI generated from the route schemas: /api/docs (UI) and /api/docs/json.

const SESSION = "sessionCookie";

/** A stable operation id from method and path: GET /api/topics/{id}/content → getTopicsIdContent. */
export function operationId(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, "")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [
    method.toLowerCase(),
    ...words.map((word) => word[0]!.toUpperCase() + word.slice(1)),
  ].join("");
}

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
        servers: [{ url: "/", description: "This site" }],
        components: {
          securitySchemes: {
            [SESSION]: {
              type: "apiKey",
              in: "cookie",
              name: SESSION_COOKIE,
              description: "The session cookie that POST /api/login sets.",
            },
          },
        },
      },
      // Pages and figures are not part of the API; every API route is tagged.
      hideUntagged: true,
      transform: (input) => {
        const { schema, url } = jsonSchemaTransform(input);
        if (!schema) return { schema, url }; // the pages and static files: hidden above
        const method = [input.route.method].flat()[0]!.toString();
        return {
          url,
          schema: {
            ...schema,
            operationId:
              (schema as { operationId?: string }).operationId ?? operationId(method, url),
            // Admin and session calls need the cookie; the others need nothing.
            security: input.route.config?.admin ? [{ [SESSION]: [] }] : [],
          } as typeof schema,
        };
      },
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
