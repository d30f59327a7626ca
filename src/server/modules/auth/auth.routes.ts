import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { changePasswordSchema, loginSchema, userSchema } from "../../../shared/schemas/auth.ts";
import { errorBody } from "../../../shared/schemas/common.ts";
import { AppError, invalid, tooManyRequests, unauthorized } from "../../errors.ts";
import { SESSION_COOKIE } from "../../plugins/session.ts";
import { INVALID_CREDENTIALS, WRONG_CURRENT_PASSWORD } from "./auth.service.ts";
import { createDeviceCookies, DEVICE_COOKIE } from "./device-cookie.ts";

export async function authRoutes(fastify: FastifyInstance, { secret }: { secret: string }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const auth = app.services.auth;
  const noStore = { config: { admin: true } };

  app.get(
    "/api/user",
    {
      ...noStore,
      schema: {
        tags: ["auth"],
        summary: "The logged-in user, or 401",
        response: { 200: userSchema, 401: errorBody },
      },
    },
    (request) => {
      if (!request.user) throw unauthorized();
      return request.user;
    },
  );

  // Failed logins count per client and per username; a successful one does not count. A browser
  // that logged in as that user before (its device cookie) counts on its own instead, so
  // strangers guessing at the owner's name cannot lock the owner out (device-cookie.ts).
  const failuresByClient = app.createRateLimit(app.loginRateLimit("login-client", (r) => r.ip));
  const failuresByUser = app.createRateLimit(
    app.loginRateLimit("login-user", (r) =>
      String((r.body as { username?: unknown })?.username ?? "").toLowerCase(),
    ),
  );
  const devices = createDeviceCookies(secret);
  const deviceOf = (request: FastifyRequest) =>
    devices.deviceOf(
      request.cookies[DEVICE_COOKIE],
      String((request.body as { username?: unknown })?.username ?? ""),
    );
  const failuresByDevice = app.createRateLimit(
    app.loginRateLimit("login-device", (r) => deviceOf(r) ?? ""),
  );

  app.post(
    "/api/login",
    {
      ...noStore,
      schema: {
        tags: ["auth"],
        summary: "Log in; sets the session cookie",
        body: loginSchema,
        response: { 200: userSchema, 400: errorBody, 401: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const checks = deviceOf(request) ? [failuresByDevice] : [failuresByClient, failuresByUser];
      for (const check of checks) {
        const state = await check(request, { increment: false });
        if (!state.isAllowed && state.remaining <= 0) {
          throw tooManyRequests(state.ttlInSeconds, "Too many failed logins");
        }
      }
      const user = await auth.checkCredentials(request.body.username, request.body.password);
      if (!user) {
        for (const check of checks) await check(request);
        throw new AppError(401, INVALID_CREDENTIALS);
      }
      await app.startSession(request, reply, user.id);
      reply.setCookie(
        DEVICE_COOKIE,
        devices.issue(user.username),
        devices.options(request.protocol === "https"),
      );
      return user;
    },
  );

  app.post(
    "/api/logout",
    {
      ...noStore,
      schema: {
        tags: ["auth"],
        summary: "Log out; the session ends on the server",
        response: { 204: z.undefined() },
      },
    },
    async (request, reply) => {
      await app.endSession(request, reply);
      return reply.code(204).send();
    },
  );

  // A wrong current password counts like a failed login, per user: a stolen session cannot be
  // used to guess the password at leisure.
  const passwordFailures = app.createRateLimit(
    app.loginRateLimit("password-user", (r) => String(r.user?.id ?? "")),
  );

  app.post(
    "/api/user/password",
    {
      ...noStore,
      onRequest: async (request) => {
        if (!request.user) throw unauthorized();
      },
      schema: {
        tags: ["auth"],
        summary: "Change your own password; your other sessions end, this one stays",
        body: changePasswordSchema,
        response: { 204: z.undefined(), 400: errorBody, 401: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const state = await passwordFailures(request, { increment: false });
      if (!state.isAllowed && state.remaining <= 0) {
        throw tooManyRequests(state.ttlInSeconds, "Too many wrong passwords");
      }
      const token = request.cookies[SESSION_COOKIE]!;
      if (!(await auth.changePassword(user.id, request.body, token))) {
        await passwordFailures(request);
        throw invalid("currentPassword", WRONG_CURRENT_PASSWORD);
      }
      return reply.code(204).send();
    },
  );
}
