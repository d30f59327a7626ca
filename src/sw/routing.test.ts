import { describe, expect, it } from "vitest";
import { type RequestFacts, routeFor } from "./routing.ts";

const ORIGIN = "https://learn.test";

function request(path: string, facts: Partial<Omit<RequestFacts, "headers">> = {}, headers = {}) {
  const list = new Headers(headers);
  return {
    url: path.startsWith("http") ? path : `${ORIGIN}${path}`,
    method: "GET",
    mode: "cors",
    ...facts,
    headers: { get: (name: string) => list.get(name) },
  };
}
const kind = (facts: RequestFacts) => routeFor(facts, ORIGIN).kind;
const page = (path: string) => request(path, { mode: "navigate" });

describe("the service worker leaves to the browser", () => {
  it("changes, the API, the admin area, other sites, ranges and itself", () => {
    expect(kind(request("/topic/1", { method: "POST", mode: "navigate" }))).toBe("pass");
    expect(kind(request("/api/contact-messages", { method: "POST" }))).toBe("pass");
    expect(kind(request("/api/topics"))).toBe("pass");
    expect(kind(request("/api/topics/1/content"))).toBe("pass");
    expect(kind(page("/admin"))).toBe("pass");
    expect(kind(page("/admin/topics?page=2"))).toBe("pass");
    expect(kind(request("/admin.data"))).toBe("pass");
    expect(kind(request("/admin/topics.data?_routes=x"))).toBe("pass");
    expect(kind(request("/assets/admin-screen-X.js", {}, { range: "bytes=0-10" }))).toBe("pass");
    expect(kind(page("https://logos.example/a.png"))).toBe("pass");
    expect(kind(request("https://elsewhere.example/assets/x.js"))).toBe("pass");
    expect(kind(request("/sw.js"))).toBe("pass");
  });

  it("every other page's data, so a test's interception of it still sees it", () => {
    expect(kind(request("/tests.data?_routes=routes%2Ftests"))).toBe("pass");
    expect(kind(request("/topics.data"))).toBe("pass");
    expect(kind(request("/sitemap.xml"))).toBe("pass");
  });

  it("but /administrators is not the admin area", () => {
    expect(kind(page("/administrators"))).toBe("page");
  });
});

describe("the service worker answers", () => {
  it("page loads, naming the saved lesson a topic page would be", () => {
    expect(routeFor(page("/topic/12?page=1"), ORIGIN)).toEqual({
      kind: "page",
      lesson: expect.objectContaining({ topicId: 12, key: "/topic/12" }),
    });
    expect(routeFor(page("/tests"), ORIGIN)).toEqual({ kind: "page", lesson: null });
    expect(routeFor(page("/topic/abc"), ORIGIN)).toEqual({ kind: "page", lesson: null });
  });

  it("a lesson's page turns", () => {
    expect(routeFor(request("/topic/12.data?page=2&_routes=routes%2Ftopic"), ORIGIN)).toEqual({
      kind: "lesson-data",
      topicId: 12,
      key: "/topic/12.data?page=2&_routes=routes%2Ftopic",
      page: "/topic/12?page=2",
    });
  });

  it("route discovery, build files, figures and the shell's files", () => {
    expect(kind(request("/__manifest?paths=%2Ftopic&version=1"))).toBe("manifest");
    expect(kind(request("/assets/entry.client-DVKF6OPY.js"))).toBe("cache-first");
    expect(kind(request("/assets/KaTeX_Main-Regular-B22Nviop.woff2"))).toBe("cache-first");
    expect(kind(request("/media/6f263ed8c672c2d6.svg"))).toBe("cache-first");
    expect(kind(request("/manifest.webmanifest"))).toBe("shell-file");
    expect(kind(request("/icon-maskable-512.png"))).toBe("shell-file");
  });
});
