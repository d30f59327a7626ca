import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "../errors.ts";

// One place maps every failure to JSON `{"error": message}`; 5xx bodies never carry internals.

const FASTIFY_CODES: Record<string, { status: number; error: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, error: "Malformed JSON body" },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, error: "The JSON body is empty" },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, error: "Request body is too large" },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    error: "Content-Type must be application/json",
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, error: "Invalid Content-Length" },
};

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.code(error.status).send({ error: error.message, fields: error.fields });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const keys = (issue.params as { keys?: string[] }).keys;
        if (issue.keyword === "unrecognized_keys" && keys) {
          for (const key of keys) fields[prefix(issue.instancePath, key)] = "Unknown field";
          continue;
        }
        const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "body";
        fields[field] ??= issue.message ?? "Invalid value";
      }
      const first = Object.values(fields)[0] ?? "Invalid input";
      return reply.code(400).send({ error: first, fields });
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return reply.code(known.status).send({ error: known.error });
    if (error instanceof SyntaxError) {
      return reply.code(400).send({ error: "Malformed JSON body" });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ error: error.message });
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send({ error: "Internal Server Error" });
  });
}

function prefix(instancePath: string, key: string): string {
  const base = instancePath.replace(/^\//, "").replaceAll("/", ".");
  return base ? `${base}.${key}` : key;
}
