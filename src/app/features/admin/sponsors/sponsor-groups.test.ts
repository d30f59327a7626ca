import { describe, expect, it } from "vitest";
import { tabFrom, tabLabels } from "./sponsor-groups.ts";

describe("tabLabels", () => {
  it("counts the archive as suspended sponsors plus declined inquiries", () => {
    expect(
      tabLabels(
        { byStatus: { active: 2, suspended: 1 } },
        { pending: 2, approved: 1, declined: 1 },
      ),
    ).toEqual({
      current: "Current Sponsors (2)",
      inquiries: "Inquiries (2 pending)",
      archive: "Archive (2)",
    });
  });

  it("counts zero everywhere when there is nothing", () => {
    expect(
      tabLabels(
        { byStatus: { active: 0, suspended: 0 } },
        { pending: 0, approved: 0, declined: 0 },
      ),
    ).toEqual({
      current: "Current Sponsors (0)",
      inquiries: "Inquiries (0 pending)",
      archive: "Archive (0)",
    });
  });
});

describe("tabFrom", () => {
  it("opens the tab the address names, and Current Sponsors for anything else", () => {
    expect(tabFrom("inquiries")).toBe("inquiries");
    expect(tabFrom("archive")).toBe("archive");
    expect(tabFrom("current")).toBe("current");
    expect(tabFrom(null)).toBe("current");
    expect(tabFrom("nonsense")).toBe("current");
  });
});
