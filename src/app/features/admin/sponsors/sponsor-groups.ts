import type { InquiryStatus, SponsorStatus } from "../../../../shared/constants.ts";
import type { SponsorCounts } from "../queries.ts";

// Which tab and section each sponsor and inquiry belongs to (spec §2): Current Sponsors holds the
// active ones; Inquiries splits pending from processed; Archive gathers the suspended sponsors
// and the declined inquiries. Each section is its own list, a page at a time (ADR 019).

export const SPONSOR_TABS = ["current", "inquiries", "archive"] as const;
export type SponsorTab = (typeof SPONSOR_TABS)[number];

/** The tab a `?tab=` value names; anything else opens Current Sponsors. */
export function tabFrom(value: string | null): SponsorTab {
  return SPONSOR_TABS.find((tab) => tab === value) ?? "current";
}

/** The sections' lists: which sponsors or inquiries each one asks the server for. */
export const SECTIONS = {
  current: { path: "/api/sponsors", params: { all: "true", status: "active" } },
  suspended: { path: "/api/sponsors", params: { all: "true", status: "suspended" } },
  pending: { path: "/api/sponsor-inquiries", params: { status: "pending" } },
  processed: { path: "/api/sponsor-inquiries", params: { status: "approved,declined" } },
  declined: { path: "/api/sponsor-inquiries", params: { status: "declined" } },
} as const satisfies Record<string, { path: string; params: Record<string, string> }>;

/** The tab labels with their counts, as the spec words them. */
export function tabLabels(
  sponsors: Pick<SponsorCounts, "byStatus">,
  inquiries: Record<InquiryStatus, number>,
): Record<SponsorTab, string> {
  const status = (name: SponsorStatus) => sponsors.byStatus[name];
  return {
    current: `Current Sponsors (${status("active")})`,
    inquiries: `Inquiries (${inquiries.pending} pending)`,
    archive: `Archive (${status("suspended") + inquiries.declined})`,
  };
}
