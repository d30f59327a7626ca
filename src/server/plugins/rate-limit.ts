import rateLimit, { type RateLimitPluginOptions } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../db/client.ts";
import { tooManyRequests } from "../errors.ts";
import { createDbRateLimitStore } from "../modules/rate-limit/rate-limit.store.ts";

// @fastify/rate-limit with counters in the database, shared by every instance (ADR 005).

export interface RateLimitSettings {
  formMaxPerHour: number;
  loginMaxFailures: number;
  loginWindowMs: number;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Route config for the public forms: per client, per hour. */
    formRateLimit: RateLimitPluginOptions;
    /** Options for a failed-login counter keyed by `key`. */
    loginRateLimit: (
      name: string,
      key: (request: FastifyRequest) => string,
    ) => RateLimitPluginOptions & { name: string };
  }
}

export const rateLimitPlugin = fp(
  async (
    app: FastifyInstance,
    options: { db: Db; secret: string; settings: RateLimitSettings },
  ) => {
    const { settings } = options;
    await app.register(rateLimit, {
      global: false,
      store: createDbRateLimitStore(options.db, options.secret),
      hook: "preHandler",
      errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl / 1000),
    });

    app.decorate("formRateLimit", {
      max: settings.formMaxPerHour,
      timeWindow: 60 * 60 * 1000,
    });

    app.decorate("loginRateLimit", (name: string, key: (request: FastifyRequest) => string) => ({
      name,
      max: settings.loginMaxFailures,
      timeWindow: settings.loginWindowMs,
      keyGenerator: key,
    }));
  },
  { name: "rate-limit" },
);
