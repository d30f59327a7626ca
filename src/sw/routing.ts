import { lessonKey } from "../app/lib/offline/offline-urls.ts";

// Which requests the service worker answers, and how (ADR 027). Decided from the request alone,
// synchronously, as a fetch handler must. Anything not named here is left to the browser, as
// if there were no service worker: changes (POST), the API, the admin area, other sites, ranges.

export type SwRoute =
  | { kind: "pass" }
  /** Hashed build files and content-addressed figures: they never change at an address. */
  | { kind: "cache-first" }
  /** A page load: the network, else the saved lesson, the shell's copy, or the offline page. */
  | { kind: "page"; lesson: { topicId: number; key: string } | null }
  /** A client-side page turn in a lesson: the network, else its saved data. */
  | { kind: "lesson-data"; topicId: number; key: string; page: string }
  /** React Router's route discovery: the network, else the shell's answer for the reader. */
  | { kind: "manifest" }
  /** Icons and the web app manifest: the network, else the shell's copy. */
  | { kind: "shell-file" };

/** What the routing reads of a Request (a plain object in the tests). */
export interface RequestFacts {
  url: string;
  method: string;
  mode: string;
  headers: { get(name: string): string | null };
}

const PASS: SwRoute = { kind: "pass" };
const ADMIN = /^\/admin(?:[/.]|$)/;
export const SHELL_FILES = new Set([
  "/favicon.svg",
  "/icon-192.png",
  "/icon-512.png",
  "/icon-maskable-192.png",
  "/icon-maskable-512.png",
  "/apple-touch-icon.png",
  "/manifest.webmanifest",
]);

export function routeFor(request: RequestFacts, origin: string): SwRoute {
  if (request.method !== "GET" || request.headers.get("range") !== null) return PASS;
  const url = new URL(request.url);
  if (url.origin !== origin) return PASS;
  const path = url.pathname;
  if (path.startsWith("/api/") || ADMIN.test(path) || path === "/sw.js") return PASS;
  const lesson = lessonKey(url);
  if (request.mode === "navigate") {
    return { kind: "page", lesson: lesson && !lesson.data ? lesson : null };
  }
  if (lesson?.data) {
    return { kind: "lesson-data", topicId: lesson.topicId, key: lesson.key, page: lesson.page };
  }
  if (path === "/__manifest") return { kind: "manifest" };
  if (path.startsWith("/assets/") || path.startsWith("/media/")) return { kind: "cache-first" };
  if (SHELL_FILES.has(path)) return { kind: "shell-file" };
  return PASS;
}
