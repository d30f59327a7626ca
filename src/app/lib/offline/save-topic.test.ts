import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeCacheStorage, fakeNetwork } from "./fake-caches.ts";
import { SAVE_HEADER, SAVED_CACHE } from "./offline-urls.ts";
import { SaveError, saveTopic } from "./save-topic.ts";
import { readIndex } from "./saved-index.ts";
import { removeAllSaved, removeSaved, savedTopics } from "./saved-lessons.ts";

// Saving a topic against an in-memory site and Cache Storage: what is fetched, kept and recorded,
// and what removing leaves.

const page = (figure: string, build = "6f3bb535") =>
  `<html><head><link rel="stylesheet" href="/assets/app-A1.css"/>` +
  `<link rel="modulepreload" href="/assets/topic-T1.js"/></head><body><img src="${figure}">` +
  `<script>window.__reactRouterManifest = {\n  "version": "${build}"\n};</script></body></html>`;

const figure = (path: string) => `<svg id="${path}"/>`;

function site(topicId: number, title: string, figures: [string, string]) {
  return {
    [`/api/topics/${topicId}/content`]: JSON.stringify({
      title,
      category: "Foundations",
      pages: [{}, {}],
    }),
    [`/topic/${topicId}`]: { body: page(figures[0]), headers: { "content-type": "text/html" } },
    [`/topic/${topicId}?page=2`]: page(figures[1]),
    [`/topic/${topicId}.data?_routes=routes%2Ftopic`]: "data 1",
    [`/topic/${topicId}.data?page=2&_routes=routes%2Ftopic`]: "data 2",
    [figures[0]]: figure(figures[0]),
    [figures[1]]: figure(figures[1]),
  };
}

const APP = {
  "/assets/app-A1.css":
    '@font-face{src:url(/assets/KaTeX_Main-1.woff2) format("woff2"),url(/assets/KaTeX_Main-1.woff) format("woff")}',
  "/assets/topic-T1.js": "export {}",
  "/assets/KaTeX_Main-1.woff2": "font",
};

let storage: FakeCacheStorage;
let network: ReturnType<typeof fakeNetwork>;
beforeEach(() => {
  storage = new FakeCacheStorage();
  network = fakeNetwork({
    ...APP,
    ...site(7, "Seven", ["/media/a.svg", "/media/b.svg"]),
    ...site(8, "Eight", ["/media/b.svg", "/media/c.svg"]),
    "/api/topics/9/content": JSON.stringify({ title: "Empty", category: "X", pages: [] }),
  });
  vi.stubGlobal("caches", storage);
  vi.stubGlobal("fetch", network.fetch);
});
afterEach(() => vi.unstubAllGlobals());

const savedPaths = async () => (await storage.open(SAVED_CACHE)).paths();

describe("saving a topic", () => {
  it("keeps every page, its data, figures, scripts, styles and woff2 fonts, and records it", async () => {
    const progress: number[] = [];
    const entry = await saveTopic(7, ({ done, total }) => progress.push(done / total));

    expect(await savedPaths()).toEqual([
      "/assets/KaTeX_Main-1.woff2",
      "/assets/app-A1.css",
      "/assets/topic-T1.js",
      "/media/a.svg",
      "/media/b.svg",
      "/topic/7",
      "/topic/7.data?_routes=routes%2Ftopic",
      "/topic/7.data?page=2&_routes=routes%2Ftopic",
      "/topic/7?page=2",
    ]);
    expect(entry).toMatchObject({ id: 7, title: "Seven", category: "Foundations", pages: 2 });
    expect(entry.build).toBe("6f3bb535");
    expect(entry.savedAt).toBe(entry.refreshedAt);
    // Its own pages, data and figures, not the shared app files.
    const own = [page("/media/a.svg"), page("/media/b.svg"), "data 1", "data 2"];
    expect(entry.bytes).toBe(
      [...own, figure("/media/a.svg"), figure("/media/b.svg")].join("").length,
    );
    expect(await savedTopics()).toEqual([entry]);
    // A saved page answers with what the server sent, headers included.
    const first = await (await storage.open(SAVED_CACHE)).match("/topic/7");
    expect(first?.headers.get("content-type")).toBe("text/html");
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it("asks as a visitor without a session, and says it is a save (no view counted)", async () => {
    await saveTopic(7);
    const pages = network.calls.filter((call) => call.url.includes("/topic/7"));
    expect(pages).toHaveLength(4);
    for (const call of pages) {
      expect(call.headers.get(SAVE_HEADER)).toBe("1");
      expect(call.credentials).toBe("omit");
    }
  });

  it("fetches a shared file once, and keeps the first save date when it refreshes", async () => {
    const first = await saveTopic(7);
    network.calls.length = 0;
    await saveTopic(8);
    const asked = network.calls.map((call) => new URL(call.url).pathname);
    expect(asked).not.toContain("/assets/app-A1.css");
    expect(asked).not.toContain("/media/b.svg");
    vi.useFakeTimers({ now: Date.parse(first.savedAt) + 60_000, toFake: ["Date"] });
    const again = await saveTopic(7);
    vi.useRealTimers();
    expect(again.savedAt).toBe(first.savedAt);
    expect(again.refreshedAt).not.toBe(first.savedAt);
  });

  it("says why it cannot save: offline, gone, empty, out of space", async () => {
    await expect(saveTopic(404)).rejects.toMatchObject({ reason: "gone" });
    await expect(saveTopic(9)).rejects.toMatchObject({ reason: "empty" });

    storage.full = true;
    const quota = await saveTopic(7).catch((error: unknown) => error);
    expect(quota).toBeInstanceOf(SaveError);
    expect((quota as SaveError).reason).toBe("quota");
    expect((quota as SaveError).message).toMatch(/enough storage space/);
    storage.full = false;
    expect(await readIndex()).toEqual([]);

    network.offline();
    vi.stubGlobal("navigator", { onLine: false });
    await expect(saveTopic(7)).rejects.toMatchObject({ reason: "offline" });
  });

  it("keeps nothing of a lesson it could not write whole", async () => {
    await saveTopic(8);
    const before = await savedPaths();
    // The space runs out half-way through writing topic 7.
    const cache = await storage.open(SAVED_CACHE);
    const put = cache.put.bind(cache);
    let writes = 0;
    cache.put = async (request, response) => {
      if (++writes > 3) storage.full = true;
      return put(request, response);
    };
    await expect(saveTopic(7)).rejects.toMatchObject({ reason: "quota" });
    storage.full = false;
    expect(await savedPaths()).toEqual(before);
    expect((await readIndex()).map((topic) => topic.id)).toEqual([8]);
  });
});

describe("removing saved topics", () => {
  it("drops a topic's pages and the files only it used; shared files stay for the others", async () => {
    await saveTopic(7);
    await saveTopic(8);
    await removeSaved(7);
    const left = await savedPaths();
    expect(left).not.toContain("/topic/7");
    expect(left).not.toContain("/media/a.svg");
    expect(left).toContain("/media/b.svg");
    expect(left).toContain("/assets/app-A1.css");
    expect((await savedTopics()).map((topic) => topic.id)).toEqual([8]);

    await removeSaved(8);
    expect(await savedPaths()).toEqual([]);
    expect(await savedTopics()).toEqual([]);
  });

  it("removes everything at once", async () => {
    await saveTopic(7);
    await removeAllSaved();
    expect(await storage.keys()).toEqual([]);
    expect(await savedTopics()).toEqual([]);
  });
});
