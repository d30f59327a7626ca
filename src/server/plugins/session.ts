import cookie from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { User } from "../../shared/schemas/auth.ts";
import { forbidden, unauthorized } from "../errors.ts";
import type { AuthService } from "../modules/auth/auth.service.ts";

// Sessions: a random token in an HttpOnly cookie, its SHA-256 on the server. Visitors carry no
// cookie at all; only a logged-in admin has one.

export const SESSION_COOKIE = "sid";

declare module "fastify" {
  interface FastifyRequest {
    user: User | null;
  }
  interface FastifyInstance {
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * Route options of every admin route: the role is checked on the server before the body is
     * parsed or validated, and the answer is never cached.
     */
    adminOnly: {
      onRequest: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
      config: { admin: true };
    };
    startSession: (request: FastifyRequest, reply: FastifyReply, userId: number) => Promise<void>;
    endSession: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export const sessionPlugin = fp(
  async (app: FastifyInstance, options: { auth: AuthService }) => {
    const { auth } = options;
    await app.register(cookie);
    app.decorateRequest("user", null);

    app.addHook("onRequest", async (request) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) request.user = await auth.authenticate(token);
    });

    const cookieOptions = (request: FastifyRequest) => ({
      path: "/",
      httpOnly: true,
      sameSite: "lax" as const,
      secure: request.protocol === "https",
    });

    app.decorate("requireAdmin", async (request: FastifyRequest) => {
      if (!request.user) throw unauthorized();
      if (request.user.role !== "admin") throw forbidden();
    });

    app.decorate("adminOnly", {
      onRequest: app.requireAdmin,
      config: { admin: true as const },
    });

    app.decorate(
      "startSession",
      async (request: FastifyRequest, reply: FastifyReply, userId: number) => {
        // A new token at every login; a session the browser already held ends.
        const previous = request.cookies[SESSION_COOKIE];
        if (previous) await auth.endSession(previous);
        const { token, expiresAt } = await auth.startSession(userId);
        reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(request), expires: expiresAt });
      },
    );

    app.decorate("endSession", async (request: FastifyRequest, reply: FastifyReply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await auth.endSession(token);
      reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
    });
  },
  { name: "session" },
);
