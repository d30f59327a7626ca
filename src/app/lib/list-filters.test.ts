import { describe, expect, it } from "vitest";
import { byCatalogOrder, categoriesOf, groupByCategory } from "./list-filters.ts";

const ORDER = ["Foundations and History", "Machine Learning Basics", "Agents and Tools"];

describe("categories in the catalog's order", () => {
  it("groups items under categories in the catalog's order, not alphabetically", () => {
    const items = [
      { id: 1, category: "Agents and Tools" },
      { id: 2, category: "Foundations and History" },
      { id: 3, category: "Agents and Tools" },
      { id: 4, category: "Machine Learning Basics" },
    ];
    expect(groupByCategory(items, ORDER)).toEqual([
      { category: "Foundations and History", items: [items[1]] },
      { category: "Machine Learning Basics", items: [items[3]] },
      { category: "Agents and Tools", items: [items[0], items[2]] },
    ]);
    expect(categoriesOf(items, ORDER)[0]).toBe("Foundations and History");
  });

  it("puts names the catalog lacks after it, alphabetically", () => {
    expect(byCatalogOrder(["Zeta", "Agents and Tools", "Alpha"], ORDER)).toEqual([
      "Agents and Tools",
      "Alpha",
      "Zeta",
    ]);
  });
});
