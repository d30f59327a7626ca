import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { decodeIdRanges, encodeIdRanges, inIdRanges } from "./id-ranges.ts";

describe("id ranges", () => {
  it("names runs by their gaps and lengths, in base 36", () => {
    expect(encodeIdRanges([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 15, 20, 21, 22])).toBe(
      "1+b,3,5+2",
    );
    expect(encodeIdRanges([])).toBe("");
    expect(encodeIdRanges([40, 3, 3])).toBe("3,11");
  });

  it("comes back as the same set, whatever the order and repeats", () => {
    const ids = [7, 1000, 3, 4, 5, 99_999, 6, 1001, 42];
    const ranges = decodeIdRanges(encodeIdRanges(ids));
    expect(ranges).toEqual([
      [3, 7],
      [42, 42],
      [1000, 1001],
      [99_999, 99_999],
    ]);
    for (let id = 0; id < 1100; id += 1) {
      expect(inIdRanges(ranges, id), String(id)).toBe(ids.includes(id));
    }
    expect(inIdRanges(ranges, 99_999)).toBe(true);
  });

  it("stops at a malformed token instead of guessing", () => {
    expect(decodeIdRanges("1+2,!,5")).toEqual([[1, 3]]);
  });

  it("stays small for a catalog of 10,000 topics, even scattered over 20 categories", () => {
    // The worst case for runs: each category's ids interleaved at random.
    const byCategory = Array.from({ length: 20 }, () => [] as number[]);
    for (let id = 1; id <= 10_000; id += 1) byCategory[Math.floor(Math.random() * 20)]!.push(id);
    const text = byCategory.map((ids) => encodeIdRanges(ids)).join(";");
    expect(text.length).toBeLessThan(32_000);
    expect(gzipSync(text).length).toBeLessThan(16_000);
    // Created category by category, the same catalog is a few characters a category.
    const grouped = byCategory.map((_, c) =>
      encodeIdRanges(Array.from({ length: 500 }, (_, i) => c * 500 + i + 1)),
    );
    expect(grouped.join(";").length).toBeLessThan(200);
  });
});
