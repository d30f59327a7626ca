import { pageContext } from "../lib/server-context.ts";
import type { Route } from "./+types/manifest.ts";

// The web app manifest: lets a visitor add the site to a home screen. Colours match the
// theme-color meta in root.tsx and the favicon. With the service worker (ADR 027) it meets
// Chromium's install criteria: a name, 192 and 512 px icons, start_url, standalone display.
// The maskable icons fill their square, for launchers that cut icons to a circle or squircle.

/** A home-screen label stays short; a long site name keeps its first word. */
function shortName(name: string) {
  return name.length <= 12 ? name : (name.split(/\s+/)[0] ?? name).slice(0, 12);
}

export function loader({ context }: Route.LoaderArgs) {
  const { site } = context.get(pageContext);
  const manifest = {
    name: site.name,
    short_name: shortName(site.name),
    description: "Free AI lessons and tests: read topics, test yourself, no account needed.",
    lang: "en",
    id: "/",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: "#4338ca",
    background_color: "#ffffff",
    icons: [
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icon-maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
      { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
  return new Response(JSON.stringify(manifest, null, 2), {
    headers: {
      "content-type": "application/manifest+json; charset=utf-8",
      "cache-control": "public, max-age=3600",
    },
  });
}
