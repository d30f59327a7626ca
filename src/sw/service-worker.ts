import { dropOutdatedCaches, precache, refreshSaved } from "./lifecycle.ts";
import { routeFor } from "./routing.ts";
import {
  type Build,
  serveCacheFirst,
  serveLessonData,
  serveManifest,
  servePage,
  serveShellFile,
} from "./strategies.ts";
import type { ServiceWorkerScope } from "./sw-types.ts";

// The site's service worker, /sw.js (ADR 027). Built by scripts/build-service-worker.ts after
// the app, which replaces these three constants with the build's own.

declare const __SW_VERSION__: string;
declare const __SW_MANIFEST__: string;
declare const __SW_PRECACHE__: string[];

const sw = globalThis as unknown as ServiceWorkerScope;
const build: Build = { version: __SW_VERSION__, manifest: __SW_MANIFEST__ };

sw.addEventListener("install", (event) => {
  // A new build takes over at once: its pages must not run on an older shell.
  event.waitUntil(
    precache(build.version, __SW_PRECACHE__, sw.location.origin).then(() => sw.skipWaiting()),
  );
});

sw.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      await dropOutdatedCaches(build.version);
      // Page loads start their network request while the worker starts, not after.
      await sw.registration.navigationPreload?.enable().catch(() => undefined);
      await sw.clients.claim();
    })(),
  );
});

sw.addEventListener("message", (event) => {
  // Every page load asks (lib/offline/register-sw.ts): saved lessons of an older build, or
  // older than a day, are fetched again while the visitor is online.
  if (event.data === "refresh-saved") event.waitUntil(refreshSaved(build.manifest));
});

sw.addEventListener("fetch", (event) => {
  const route = routeFor(event.request, sw.location.origin);
  const { request } = event;
  switch (route.kind) {
    case "pass":
      return;
    case "page":
      return event.respondWith(servePage(build, request, route.lesson, event.preloadResponse));
    case "lesson-data":
      return event.respondWith(serveLessonData(build, request, route));
    case "manifest":
      return event.respondWith(serveManifest(build, request));
    case "cache-first":
      return event.respondWith(serveCacheFirst(request));
    case "shell-file":
      return event.respondWith(serveShellFile(build, request));
  }
});
