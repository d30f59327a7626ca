import type { IncomingMessage } from "node:http";
import type { FastifyServerOptions } from "fastify";
import { askedWithHead } from "../head-as-get.ts";

// Logs carry no passwords, cookies or client addresses (spec §1: no personal data).
export const REDACTED_PATHS = [
  "req.headers.cookie",
  "req.headers.authorization",
  'res.headers["set-cookie"]',
  "body.password",
  "password",
];

export function loggerOptions(level: string): FastifyServerOptions["logger"] {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    serializers: {
      err: loggableError,
      req: (request: { method: string; url: string; id: string; raw: IncomingMessage }) => ({
        id: request.id,
        method: askedWithHead(request.raw) ? "HEAD" : request.method,
        url: loggableUrl(request.url),
      }),
    },
  };
}

/** Stands in the log for what a visitor typed. */
export const TYPED_TEXT = "[typed text]";

/**
 * A request's address as the log may hold it: the text a visitor typed (`q`, the site search's
 * and the lists' search, however its name is encoded) replaced by TYPED_TEXT. The path and the
 * parameters chosen from links (page, category, cursor) stay, for reading the log.
 */
export function loggableUrl(url: string): string {
  const at = url.indexOf("?");
  if (at === -1) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  if (!params.has("q")) return url;
  const kept = [...params].map(([name, value]) =>
    name === "q" ? `q=${TYPED_TEXT}` : `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
  );
  return `${url.slice(0, at)}?${kept.join("&")}`;
}

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * An error as the log may hold it: its type, code, message and call stack, without the values
 * a database error carries. Drizzle's "Failed query" message ends with the statement's
 * parameters (a visitor's name, email and message), and PostgreSQL's messages and details may
 * quote the value they refused; none of that is written.
 */
export function loggableError(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: "", stack: "" };
  const { code, cause } = error as Error & { code?: unknown };
  const sqlState = typeof code === "string" && /^[0-9A-Z]{5}$/.test(code);
  let message = error.message.split(/\nparams:/)[0]!;
  if (sqlState) message = message.replace(/"[^"]*"|'[^']*'/g, '"…"');
  const frames = (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
  return {
    type: error.name,
    message,
    ...(typeof code === "string" ? { code } : {}),
    stack: [`${error.name}: ${message}`, ...frames].join("\n"),
    ...(cause instanceof Error ? { cause: loggableError(cause) } : {}),
  };
}
