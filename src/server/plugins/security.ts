import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import helmet, { type HelmetOptions } from "helmet";
import { AppError } from "../errors.ts";

// Headers, and the rule that nothing changes from another site: a mutation is refused when
// Sec-Fetch-Site or Origin says it came from elsewhere, and only JSON bodies are parsed (the
// text/plain parser, which HTML forms and simple cross-site requests can reach, is removed).

declare module "fastify" {
  interface FastifyContextConfig {
    /** Admin and session answers: never stored by any cache. */
    admin?: boolean;
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", "data:", "https:"],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  xFrameOptions: { action: "deny" },
  referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  // HSTS belongs to the TLS-terminating proxy, which knows whether HTTPS is in use.
  strictTransportSecurity: false,
};

/** The headers helmet's middleware sets, read by running it once on a recording response. */
function headersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

export function isCrossSite(request: FastifyRequest): boolean {
  const fetchSite = request.headers["sec-fetch-site"];
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host !== request.host;
  } catch {
    return true; // "null" or garbage: an opaque origin is never this site.
  }
}

export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    // Helmet's headers depend on its options alone: made once here, set on every answer.
    const headers = headersOf(HELMET_OPTIONS);
    app.addHook("onRequest", (_request, reply, done) => {
      reply.headers(headers);
      done();
    });

    app.removeContentTypeParser(["text/plain"]);

    app.addHook("onRequest", async (request) => {
      if (SAFE_METHODS.has(request.method)) return;
      if (isCrossSite(request)) throw new AppError(403, "Cross-site requests are not allowed");
    });

    app.addHook("onSend", async (request, reply) => {
      if (!request.url.startsWith("/api/")) return;
      const sensitive =
        request.routeOptions.config?.admin || request.user || !SAFE_METHODS.has(request.method);
      if (sensitive) reply.header("cache-control", "no-store");
      else if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-cache");
    });
  },
  { name: "security" },
);
