import { describe, expect, it } from "vitest";
import { pageOfGroups, readPage } from "./list-filters.ts";

const limits = { perCategory: 3, perPage: 4 };
const items = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix}${index + 1}`);

describe("pageOfGroups", () => {
  const groups = [
    { category: "Foundations", items: items("f", 5) },
    { category: "Vision", items: items("v", 2) },
  ];

  it("shows each category's first topics in the whole list, with its full count", () => {
    const page = pageOfGroups(groups, false, 7, limits);
    expect(page.groups).toEqual([
      { category: "Foundations", items: ["f1", "f2", "f3"], total: 5 },
      { category: "Vision", items: ["v1", "v2"], total: 2 },
    ]);
    expect([page.page, page.pages]).toEqual([1, 1]);
  });

  it("pages through a chosen category, and a page past the end shows the last", () => {
    const chosen = [{ category: "Foundations", items: items("f", 9) }];
    expect(pageOfGroups(chosen, true, 2, limits)).toEqual({
      groups: [{ category: "Foundations", items: ["f5", "f6", "f7", "f8"], total: 9 }],
      page: 2,
      pages: 3,
    });
    expect(pageOfGroups(chosen, true, 99, limits).groups[0]!.items).toEqual(["f9"]);
    expect(pageOfGroups([], true, 1, limits)).toEqual({ groups: [], page: 1, pages: 1 });
  });
});

it("reads ?page= as a plain positive number, else 1", () => {
  const page = (search: string) => readPage(new URLSearchParams(search));
  expect(page("page=3")).toBe(3);
  expect([page(""), page("page=0"), page("page=-2"), page("page=2.5"), page("page=1e3")]).toEqual([
    1, 1, 1, 1, 1,
  ]);
  expect(page("page=9999999")).toBe(1);
});
