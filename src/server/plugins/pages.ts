import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { pageContext } from "../../app/lib/server-context.ts";
import type { SiteInfo } from "../../app/lib/site.ts";

// Server-rendered pages: every GET that is not /api goes to React Router. Production serves the
// built client from build/client (hashed assets immutable) and renders with the built server
// bundle; development runs Vite in middleware mode (ADR 007).

export const BUILD_DIR = fileURLToPath(new URL("../../../build", import.meta.url));

export type PagesMode = "build" | "vite" | "off";

export interface PagesOptions {
  mode: PagesMode;
  /** The site's name, owner and links as they are now: read for every page, never stale. */
  site: () => Omit<SiteInfo, "origin">;
  /** PUBLIC_ORIGIN; without it, each request's own origin. */
  origin?: string | undefined;
}

export const pagesPlugin = fp(
  async (app: FastifyInstance, options: PagesOptions) => {
    if (options.mode === "off") return;
    const getBuild = options.mode === "vite" ? await viteBuild(app) : await productionBuild(app);
    const mode = options.mode === "vite" ? "development" : "production";

    const render = async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.url.startsWith("/api/")) return reply.callNotFound();
      const handler = createRequestHandler(await getBuild(), mode);
      const context = new RouterContextProvider();
      const origin = options.origin ?? originOf(request);
      context.set(pageContext, {
        services: app.services,
        site: { ...options.site(), origin },
        countView: (type, id) => request.countView(type, id),
        documentOnly: isDataRequest(request) ? null : new Map(),
      });
      const response = await handler(toWebRequest(request), context);
      return sendPage(reply, response, mode === "production");
    };
    // Every visitor gets the same HTML for a public page: kept in the response cache.
    app.get("/*", { config: { cache: true } }, render);
  },
  { name: "pages" },
);

async function productionBuild(app: FastifyInstance) {
  const serverEntry = join(BUILD_DIR, "server", "index.js");
  if (!existsSync(serverEntry)) {
    throw new Error("The site is not built: run `npm run build` (npm start does it for you).");
  }
  const build = (await import(serverEntry)) as ServerBuild;
  const client = join(BUILD_DIR, "client");
  const serviceWorker = join(client, "sw.js");
  await app.register(fastifyStatic, {
    root: join(client, "assets"),
    prefix: "/assets/",
    immutable: true,
    maxAge: "365d",
    wildcard: false,
    preCompressed: true,
  });
  await app.register(fastifyStatic, {
    root: client,
    prefix: "/",
    decorateReply: false,
    wildcard: false,
    globIgnore: ["assets/**"],
    maxAge: "1d",
    preCompressed: true,
    // The service worker (ADR 027) is asked for again at every check for an update: a day-old
    // copy would keep an old build's worker, and its shell, for that day.
    setHeaders: (reply, path) => {
      if (path === serviceWorker) reply.header("cache-control", "no-cache");
    },
  });
  return async () => build;
}

async function viteBuild(app: FastifyInstance) {
  const { createServer, isRunnableDevEnvironment } = await import("vite");
  const middie = (await import("@fastify/middie")).default;
  const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
  await app.register(middie);
  app.use(vite.middlewares);
  app.addHook("onClose", () => vite.close());
  const ssr = vite.environments.ssr;
  if (!ssr || !isRunnableDevEnvironment(ssr))
    throw new Error("Vite has no runnable SSR environment");
  return async () => (await ssr.runner.import("virtual:react-router/server-build")) as ServerBuild;
}

function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** React Router's data request for a client-side navigation: `/topic/3.data?page=2`. */
function isDataRequest(request: FastifyRequest): boolean {
  return request.url.split("?", 1)[0]!.endsWith(".data");
}

function toWebRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  return new Request(`${originOf(request)}${request.url}`, { method: request.method, headers });
}

/**
 * HTML answers get a Content-Security-Policy allowing exactly their own inline scripts by hash,
 * so the policy holds for a cached copy too (a nonce would not).
 */
async function sendPage(reply: FastifyReply, response: Response, withCsp: boolean) {
  reply.code(response.status);
  for (const [name, value] of response.headers) reply.header(name, value);
  const type = response.headers.get("content-type") ?? "";
  // Whole bodies, not streams: they are small, get a length, and can be kept in the cache.
  if (!type.startsWith("text/html") || !response.body) {
    return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
  }
  const html = await response.text();
  // Development pages carry Vite's own inline scripts and socket; they get no policy.
  if (withCsp) reply.header("content-security-policy", pageCsp(html));
  else reply.removeHeader("content-security-policy");
  return reply.send(html);
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

export function pageCsp(html: string): string {
  const hashes = [...html.matchAll(INLINE_SCRIPT)].map(
    (match) => `'sha256-${createHash("sha256").update(match[1]!).digest("base64")}'`,
  );
  return [
    "default-src 'self'",
    `script-src 'self' ${[...new Set(hashes)].join(" ")}`.trim(),
    // Inline styles are allowed (the toast library injects its stylesheet); scripts are not.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
  ].join("; ");
}
