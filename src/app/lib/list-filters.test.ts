import { expect, it } from "vitest";
import { readPage } from "./list-filters.ts";

it("reads ?page= as a plain positive number, else 1", () => {
  const page = (search: string) => readPage(new URLSearchParams(search));
  expect(page("page=3")).toBe(3);
  expect([page(""), page("page=0"), page("page=-2"), page("page=2.5"), page("page=1e3")]).toEqual([
    1, 1, 1, 1, 1,
  ]);
  expect(page("page=9999999")).toBe(1);
});
