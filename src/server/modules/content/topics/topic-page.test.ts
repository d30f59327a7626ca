import { describe, expect, it } from "vitest";
import { readerPage } from "./topic-page.ts";

const exercise = (n: number) =>
  `Text of page ${n}.\n\n::: exercise\nTry ${n}.\n:::\n\n::: solution\nAnswer ${n}.\n:::\n`;

const content = {
  id: 7,
  title: "A lesson",
  description: "Three pages.",
  level: "beginner",
  category: "Basics",
  pages: [1, 2, 3].map((n) => ({ title: `Page ${n}`, content: exercise(n) })),
};
const paths = { before: [], next: [] };

describe("readerPage", () => {
  it("renders only the page asked for, numbering its exercises through the lesson", async () => {
    const third = await readerPage(content, paths, null, "3");
    expect(third.page).toEqual({ index: 2, html: expect.stringContaining("Exercise 3") });
    expect(third.page!.html).toContain("Try 3.");
    expect(third.page!.html).not.toContain("Try 2.");
    expect(third.pages.map((page) => page.title)).toEqual(["Page 1", "Page 2", "Page 3"]);
    expect(third.pages.every((page) => !("html" in page))).toBe(true);
  });

  it("keeps ?page= between the first and the last page", async () => {
    for (const [param, index] of [
      [null, 0],
      ["0", 0],
      ["abc", 0],
      ["2", 1],
      ["99", 2],
    ] as const) {
      expect((await readerPage(content, paths, null, param)).page?.index, String(param)).toBe(
        index,
      );
    }
  });

  it("has no page to show for a topic without pages", async () => {
    const empty = await readerPage({ ...content, pages: [] }, paths, null, "1");
    expect(empty.page).toBeNull();
    expect(empty.minutes).toBeNull();
  });
});
