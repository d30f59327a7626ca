import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeCacheStorage, fakeNetwork, ORIGIN } from "../app/lib/offline/fake-caches.ts";
import {
  indexKey,
  SAVED_CACHE,
  SAVED_INDEX_CACHE,
  shellCacheName,
} from "../app/lib/offline/offline-urls.ts";
import type { SavedTopic } from "../app/lib/offline/saved-index.ts";
import { dropOutdatedCaches, precache, refreshDue } from "./lifecycle.ts";
import { fillOfflinePage } from "./offline-page.ts";
import {
  type Build,
  serveCacheFirst,
  serveLessonData,
  serveManifest,
  servePage,
  topicManifestUrl,
} from "./strategies.ts";

// The service worker's answers and lifecycle, with Cache Storage and the network in memory.

const OLD: Build = { version: "aaaaaaaaaaaa", manifest: "1111aaaa" };
const NEW: Build = { version: "bbbbbbbbbbbb", manifest: "2222bbbb" };
const OFFLINE_HTML =
  '<main><a id="offline-retry" href="/" class="x">try again</a>' +
  '<p id="offline-saved-none" class="y">No lessons are saved.</p>' +
  '<ul id="offline-saved-list" class="z"></ul></main>';

function topic(id: number, build: string, extra: Partial<SavedTopic> = {}): SavedTopic {
  return {
    id,
    title: `Topic ${id}`,
    category: "Foundations",
    pages: 2,
    savedAt: "2026-11-20T10:00:00.000Z",
    refreshedAt: "2026-11-20T10:00:00.000Z",
    build,
    bytes: 1000,
    urls: [],
    ...extra,
  };
}

let storage: FakeCacheStorage;
let network: ReturnType<typeof fakeNetwork>;
beforeEach(() => {
  storage = new FakeCacheStorage();
  network = fakeNetwork({
    "/offline": { body: OFFLINE_HTML, headers: { "content-type": "text/html" } },
    "/saved": "saved page",
    "/assets/a.js": "a",
    "/favicon.svg": "<svg/>",
    [topicManifestUrl(NEW.manifest)]: '{"routes/topic":{}}',
    "/topic/3": "page 1 online",
    "/topic/3.data?page=2&_routes=routes%2Ftopic": "data 2 online",
    "/down": { status: 503, body: "upstream down" },
  });
  vi.stubGlobal("caches", storage);
  vi.stubGlobal("fetch", network.fetch);
});
afterEach(() => vi.unstubAllGlobals());

async function save(entry: SavedTopic, responses: Record<string, string>) {
  const saved = await storage.open(SAVED_CACHE);
  for (const [url, body] of Object.entries(responses)) await saved.put(url, new Response(body));
  await (await storage.open(SAVED_INDEX_CACHE)).put(
    indexKey(entry.id),
    new Response(JSON.stringify(entry)),
  );
}

const get = (path: string) => new Request(`${ORIGIN}${path}`);
const text = (response: Response) => response.text();

describe("an update", () => {
  it("installs the new build's shell beside the old, then drops the old on activation", async () => {
    await precache(OLD.version, ["/assets/a.js", "/offline"], ORIGIN);
    await save(topic(3, OLD.manifest), { "/topic/3": "kept" });
    await precache(NEW.version, ["/assets/a.js", "/offline", "/saved", "/favicon.svg"], ORIGIN);
    expect(await storage.keys()).toContain(shellCacheName(OLD.version));

    expect(await dropOutdatedCaches(NEW.version)).toEqual([shellCacheName(OLD.version)]);
    expect((await storage.keys()).sort()).toEqual(
      [SAVED_CACHE, SAVED_INDEX_CACHE, shellCacheName(NEW.version)].sort(),
    );
    expect((await storage.open(shellCacheName(NEW.version))).paths()).toEqual([
      "/assets/a.js",
      "/favicon.svg",
      "/offline",
      "/saved",
    ]);
    // Saved lessons outlive the shell they were saved under.
    expect(await text((await servePageOffline("/topic/3", 3))!)).toBe("kept");
  });

  it("fails to install when a shell file cannot be fetched, so the old worker stays", async () => {
    await expect(
      precache(NEW.version, ["/assets/a.js", "/assets/gone.js"], ORIGIN),
    ).rejects.toThrow();
  });

  it("refreshes saved topics of another build, or a day old, and no others", () => {
    const now = Date.parse("2026-11-24T12:00:00.000Z");
    const fresh = topic(1, NEW.manifest, { refreshedAt: "2026-11-24T09:00:00.000Z" });
    const oldBuild = topic(2, OLD.manifest, { refreshedAt: "2026-11-24T09:00:00.000Z" });
    const dayOld = topic(3, NEW.manifest, { refreshedAt: "2026-11-23T11:59:00.000Z" });
    expect(refreshDue([fresh, oldBuild, dayOld], NEW.manifest, now).map((t) => t.id)).toEqual([
      2, 3,
    ]);
  });
});

async function servePageOffline(path: string, topicId: number | null) {
  network.offline();
  const response = await servePage(
    NEW,
    get(path),
    topicId === null ? null : { key: path },
    undefined,
  );
  network.online();
  return response;
}

describe("page loads", () => {
  beforeEach(() => precache(NEW.version, ["/offline", "/saved"], ORIGIN));

  it("come from the network whenever it answers, saved or not", async () => {
    await save(topic(3, NEW.manifest), { "/topic/3": "saved copy" });
    expect(await text(await servePage(NEW, get("/topic/3"), { key: "/topic/3" }))).toBe(
      "page 1 online",
    );
  });

  it("offline, come from the saved lesson, the shell's copy, or the offline page", async () => {
    await save(topic(3, NEW.manifest), { "/topic/3": "saved copy" });
    expect(await text((await servePageOffline("/topic/3", 3))!)).toBe("saved copy");
    expect(await text((await servePageOffline("/saved?x=1", null))!)).toBe("saved page");

    const fallback = (await servePageOffline("/tests?q=<x>", null))!;
    expect(fallback.status).toBe(200);
    expect(fallback.headers.get("content-type")).toBe("text/html");
    const html = await fallback.text();
    expect(html).toContain('href="/tests?q=%3Cx%3E"');
    expect(html).toContain('<a class="font-semibold');
    expect(html).toContain('href="/topic/3">Topic 3</a>');
    expect(html).not.toContain("No lessons are saved.");
  });

  it("use a saved copy when the server fails, and pass its error on when nothing is saved", async () => {
    await save(topic(9, NEW.manifest), { "/down": "saved while up" });
    expect(await text(await servePage(NEW, get("/down"), { key: "/down" }))).toBe("saved while up");
    const error = await servePage(NEW, get("/down"), null);
    expect(error.status).toBe(503);
  });

  it("prefer the navigation preload's answer to a second request", async () => {
    const preload = Promise.resolve(new Response("preloaded"));
    expect(await text(await servePage(NEW, get("/topic/3"), null, preload))).toBe("preloaded");
    expect(network.calls).toHaveLength(2); // the shell's two pages, nothing more
  });
});

describe("page turns", () => {
  const turn = {
    topicId: 3,
    key: "/topic/3.data?page=2&_routes=routes%2Ftopic",
    page: "/topic/3?page=2",
  };

  it("come from the network online, from the saved data offline", async () => {
    await save(topic(3, NEW.manifest), { [turn.key]: "data 2 saved" });
    expect(await text(await serveLessonData(NEW, get(turn.key), turn))).toBe("data 2 online");
    network.offline();
    expect(await text(await serveLessonData(NEW, get(turn.key), turn))).toBe("data 2 saved");
  });

  it("offline without saved data of this build, load the page as a document instead", async () => {
    await save(topic(3, OLD.manifest), { [turn.key]: "data 2 of the old build" });
    network.offline();
    const answer = await serveLessonData(NEW, get(turn.key), turn);
    expect(answer.status).toBe(204);
    expect(answer.headers.get("X-Remix-Redirect")).toBe("/topic/3?page=2");
    expect(answer.headers.get("X-Remix-Reload-Document")).toBe("true");
  });
});

describe("route discovery offline", () => {
  beforeEach(() => precache(NEW.version, [topicManifestUrl(NEW.manifest)], ORIGIN));
  const ask = (paths: string, version = NEW.manifest) =>
    serveManifest(NEW, get(`/__manifest?paths=${encodeURIComponent(paths)}&version=${version}`));

  it("answers for any topic of this build from the shell", async () => {
    network.offline();
    expect(await text(await ask("/topic,/topic/42"))).toBe('{"routes/topic":{}}');
  });

  it("fails as the network did for other pages, or another build's client", async () => {
    network.offline();
    expect((await ask("/topic,/tests")).type).toBe("error");
    expect((await ask("/topic,/topic/42", OLD.manifest)).type).toBe("error");
  });
});

describe("build files", () => {
  it("come from any kept copy first, else the network", async () => {
    await (await storage.open(SAVED_CACHE)).put("/assets/old-build.js", new Response("old"));
    network.offline();
    expect(await text(await serveCacheFirst(get("/assets/old-build.js")))).toBe("old");
    await expect(serveCacheFirst(get("/assets/never-kept.js"))).rejects.toThrow();
  });
});

describe("the offline page", () => {
  it("lists nothing when nothing is saved, and keeps its words", () => {
    const html = fillOfflinePage(OFFLINE_HTML, [], "/tests");
    expect(html).toContain("No lessons are saved.");
    expect(html).toContain('<ul id="offline-saved-list" class="z"></ul>');
    expect(html).toContain('id="offline-retry" href="/tests"');
  });

  it("escapes what it writes", () => {
    const html = fillOfflinePage(
      OFFLINE_HTML,
      [topic(5, NEW.manifest, { title: '<img src=x onerror="alert(1)">' })],
      '/x"><script>',
    );
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(html).toContain("2 pages · saved Nov 20, 2026");
  });
});
