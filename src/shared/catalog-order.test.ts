import { describe, expect, it } from "vitest";
import { byCatalogOrder } from "./catalog-order.ts";

const ORDER = ["Foundations and History", "Machine Learning Basics", "Agents and Tools"];

describe("categories in the catalog's order", () => {
  it("orders names as the catalog does, not alphabetically", () => {
    expect(
      byCatalogOrder(
        ["Agents and Tools", "Foundations and History", "Machine Learning Basics"],
        ORDER,
      ),
    ).toEqual(ORDER);
  });

  it("puts names the catalog lacks after it, alphabetically", () => {
    expect(byCatalogOrder(["Zeta", "Agents and Tools", "Alpha"], ORDER)).toEqual([
      "Agents and Tools",
      "Alpha",
      "Zeta",
    ]);
  });
});
