import { describe, expect, it } from "vitest";
import {
  assetsIn,
  buildOf,
  fontsIn,
  isOutdatedCache,
  lessonKey,
  lessonUrls,
  mediaIn,
  SAVED_CACHE,
  SAVED_INDEX_CACHE,
  shellCacheName,
} from "./offline-urls.ts";

const url = (path: string) => new URL(path, "https://learn.test");

describe("what a topic needs offline", () => {
  it("is every page as a full load and as a client-side page turn asks for it", () => {
    expect(lessonUrls(12, 3)).toEqual({
      documents: ["/topic/12", "/topic/12?page=2", "/topic/12?page=3"],
      data: [
        "/topic/12.data?_routes=routes%2Ftopic",
        "/topic/12.data?page=2&_routes=routes%2Ftopic",
        "/topic/12.data?page=3&_routes=routes%2Ftopic",
      ],
    });
  });

  it("reads a request the way the server reads it: ?page=1, junk and order make no difference", () => {
    expect(lessonKey(url("/topic/12?page=1"))?.key).toBe("/topic/12");
    expect(lessonKey(url("/topic/12?utm=x&page=2"))?.key).toBe("/topic/12?page=2");
    expect(lessonKey(url("/topic/12?page=abc"))?.key).toBe("/topic/12");
    expect(lessonKey(url("/topic/12.data?_routes=routes%2Ftopic&page=3"))).toEqual({
      topicId: 12,
      data: true,
      key: "/topic/12.data?page=3&_routes=routes%2Ftopic",
      page: "/topic/12?page=3",
    });
    // Data asked for other routes too is another answer: not the saved one.
    expect(lessonKey(url("/topic/12.data?page=2"))?.key).toBe("/topic/12.data?page=2");
  });

  it("names only topic addresses with a real id", () => {
    for (const path of ["/topic/007", "/topic/0", "/topic/1e2", "/topics", "/topic/12/x"]) {
      expect(lessonKey(url(path)), path).toBeNull();
    }
    expect(lessonKey(url("/topic/2147483648"))).toBeNull();
    expect(lessonKey(url("/topic/2147483647"))?.topicId).toBe(2147483647);
  });
});

describe("what a saved page refers to", () => {
  const html = `<link rel="stylesheet" href="/assets/app-AB12.css"/>
    <link rel="modulepreload" href="/assets/entry.client-X_y.js"/>
    <script type="module">import * as route1 from "/assets/topic-Q9.js";
    window.__reactRouterManifest = {
      "entry": { "module": "/assets/entry.client-X_y.js" },
      "url": "/assets/manifest-6f3bb535.js",
      "version": "6f3bb535"
    };</script>
    <img src="/media/6f263ed8c672c2d6.svg" alt=""><img src="/media/6f263ed8c672c2d6.svg" alt="">
    <img src="https://elsewhere.example/x.png">`;

  it("finds its scripts and styles once each", () => {
    expect(assetsIn(html)).toEqual([
      "/assets/app-AB12.css",
      "/assets/entry.client-X_y.js",
      "/assets/manifest-6f3bb535.js",
      "/assets/topic-Q9.js",
    ]);
  });

  it("finds the site's figures, not other sites' images", () => {
    expect(mediaIn(html)).toEqual(["/media/6f263ed8c672c2d6.svg"]);
  });

  it("finds the build it came from", () => {
    expect(buildOf(html)).toBe("6f3bb535");
    expect(buildOf("<html>no manifest</html>")).toBeNull();
  });

  it("keeps the woff2 fonts of a stylesheet only", () => {
    const css =
      '@font-face{src:url(/assets/KaTeX_Main-Regular-B22.woff2) format("woff2"),url(/assets/KaTeX_Main-Regular-Dr9.woff) format("woff")}' +
      "@font-face{src:url('/assets/KaTeX_Math-Italic-t53.woff2')}";
    expect(fontsIn(css)).toEqual([
      "/assets/KaTeX_Main-Regular-B22.woff2",
      "/assets/KaTeX_Math-Italic-t53.woff2",
    ]);
  });
});

describe("cache names", () => {
  it("carry the build's version in the shell's name only", () => {
    expect(shellCacheName("42e5bf2c1f36")).toBe("learn-ai-shell-42e5bf2c1f36");
    expect(isOutdatedCache("learn-ai-shell-0000", "42e5bf2c1f36")).toBe(true);
    expect(isOutdatedCache(shellCacheName("42e5bf2c1f36"), "42e5bf2c1f36")).toBe(false);
    // Saved lessons outlive builds; another site's caches on this origin are not ours to drop.
    expect(isOutdatedCache(SAVED_CACHE, "42e5bf2c1f36")).toBe(false);
    expect(isOutdatedCache(SAVED_INDEX_CACHE, "42e5bf2c1f36")).toBe(false);
    expect(isOutdatedCache("workbox-precache-v2", "42e5bf2c1f36")).toBe(false);
  });
});
