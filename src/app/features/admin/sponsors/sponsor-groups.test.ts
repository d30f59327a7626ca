import { describe, expect, it } from "vitest";
import type { AdminInquiry, AdminSponsor } from "../queries.ts";
import { groupSponsors, tabFrom, tabLabels } from "./sponsor-groups.ts";

const AT = "2025-01-01T00:00:00.000Z";

const sponsor = (id: number, status: AdminSponsor["status"]): AdminSponsor => ({
  id,
  name: `Sponsor ${id}`,
  description: "A sponsor of the e2e catalog.",
  logo: null,
  website: null,
  tier: "bronze",
  organizationType: null,
  isActive: true,
  status,
  isFeatured: false,
  createdAt: AT,
  updatedAt: AT,
});

const inquiry = (id: number, status: AdminInquiry["status"]): AdminInquiry => ({
  id,
  companyName: `Company ${id}`,
  contactName: "Ada Lovelace",
  email: "ada@example.com",
  phone: null,
  interestedTier: "gold",
  organizationType: null,
  budget: null,
  website: null,
  logoUrl: null,
  description: "A company that would like to sponsor free lessons about AI.",
  goals: "",
  additionalInfo: null,
  status,
  sponsorId: null,
  createdAt: AT,
  updatedAt: AT,
});

describe("groupSponsors", () => {
  const groups = groupSponsors(
    [sponsor(1, "active"), sponsor(2, "suspended"), sponsor(3, "active")],
    [inquiry(1, "pending"), inquiry(2, "approved"), inquiry(3, "declined"), inquiry(4, "pending")],
  );

  it("splits sponsors by status and inquiries into pending, processed and declined", () => {
    expect(groups.current.map((row) => row.id)).toEqual([1, 3]);
    expect(groups.suspended.map((row) => row.id)).toEqual([2]);
    expect(groups.pending.map((row) => row.id)).toEqual([1, 4]);
    expect(groups.processed.map((row) => row.id)).toEqual([2, 3]);
    expect(groups.declined.map((row) => row.id)).toEqual([3]);
  });

  it("counts the archive as suspended sponsors plus declined inquiries", () => {
    expect(tabLabels(groups)).toEqual({
      current: "Current Sponsors (2)",
      inquiries: "Inquiries (2 pending)",
      archive: "Archive (2)",
    });
  });

  it("counts zero everywhere when there is nothing", () => {
    expect(tabLabels(groupSponsors([], []))).toEqual({
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
