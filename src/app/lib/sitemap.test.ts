import { expect, it } from "vitest";
import { readPart, sitemapXml } from "./sitemap.ts";

const entries = Array.from({ length: 7 }, (_, index) => ({ path: `/topic/${index + 1}` }));
const locs = (xml: string | null) =>
  [...(xml ?? "").matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

it("lists every address while they fit in one sitemap", () => {
  const xml = sitemapXml(entries, "https://ai.example", null, 10);
  expect(xml).toContain("<urlset");
  expect(locs(xml)).toHaveLength(7);
  expect(sitemapXml(entries, "https://ai.example", 1, 10)).toBeNull();
});

it("becomes an index of parts past the limit, each part a slice of the addresses", () => {
  const index = sitemapXml(entries, "https://ai.example", null, 3);
  expect(index).toContain("<sitemapindex");
  expect(locs(index)).toEqual([1, 2, 3].map((n) => `https://ai.example/sitemap.xml?part=${n}`));
  expect(locs(sitemapXml(entries, "https://ai.example", 2, 3))).toEqual([
    "https://ai.example/topic/4",
    "https://ai.example/topic/5",
    "https://ai.example/topic/6",
  ]);
  expect(locs(sitemapXml(entries, "https://ai.example", 3, 3))).toEqual([
    "https://ai.example/topic/7",
  ]);
  expect(sitemapXml(entries, "https://ai.example", 4, 3)).toBeNull();
});

it("reads ?part= as a plain positive number", () => {
  const part = (search: string) => readPart(new URLSearchParams(search));
  expect(part("")).toBeNull();
  expect(part("part=2")).toBe(2);
  expect([part("part=0"), part("part=x"), part("part=1e3")].every(Number.isNaN)).toBe(true);
});
