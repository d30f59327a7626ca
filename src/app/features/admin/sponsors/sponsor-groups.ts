import type { AdminInquiry, AdminSponsor } from "../queries.ts";

// Which tab and section each sponsor and inquiry belongs to (spec §2): Current Sponsors holds the
// active ones; Inquiries splits pending from processed; Archive gathers the suspended sponsors
// and the declined inquiries.

export const SPONSOR_TABS = ["current", "inquiries", "archive"] as const;
export type SponsorTab = (typeof SPONSOR_TABS)[number];

/** The tab a `?tab=` value names; anything else opens Current Sponsors. */
export function tabFrom(value: string | null): SponsorTab {
  return SPONSOR_TABS.find((tab) => tab === value) ?? "current";
}

export interface SponsorGroups {
  current: AdminSponsor[];
  suspended: AdminSponsor[];
  pending: AdminInquiry[];
  processed: AdminInquiry[];
  declined: AdminInquiry[];
}

export function groupSponsors(
  sponsors: readonly AdminSponsor[],
  inquiries: readonly AdminInquiry[],
): SponsorGroups {
  return {
    current: sponsors.filter((sponsor) => sponsor.status === "active"),
    suspended: sponsors.filter((sponsor) => sponsor.status === "suspended"),
    pending: inquiries.filter((inquiry) => inquiry.status === "pending"),
    processed: inquiries.filter((inquiry) => inquiry.status !== "pending"),
    declined: inquiries.filter((inquiry) => inquiry.status === "declined"),
  };
}

/** The tab labels with their counts, as the spec words them. */
export function tabLabels(groups: SponsorGroups): Record<SponsorTab, string> {
  return {
    current: `Current Sponsors (${groups.current.length})`,
    inquiries: `Inquiries (${groups.pending.length} pending)`,
    archive: `Archive (${groups.suspended.length + groups.declined.length})`,
  };
}
