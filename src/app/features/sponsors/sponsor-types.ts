import type { OrganizationType, Tier } from "../../../shared/constants.ts";

/** What the public directory shows of a sponsor: no status flags, no timestamps. */
export interface PublicSponsor {
  id: number;
  name: string;
  description: string;
  logo: string | null;
  website: string | null;
  tier: Tier;
  organizationType: OrganizationType | null;
  isFeatured: boolean;
}

export const TIER_STYLES: Record<Tier, { label: string; badge: string; accent: string }> = {
  gold: {
    label: "Gold Partner",
    badge: "bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100",
    accent: "border-t-amber-400 dark:border-t-amber-500",
  },
  silver: {
    label: "Silver Partner",
    badge: "bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100",
    accent: "border-t-slate-400 dark:border-t-slate-500",
  },
  bronze: {
    label: "Bronze Partner",
    badge: "bg-orange-100 text-orange-900 dark:bg-orange-900/50 dark:text-orange-100",
    accent: "border-t-orange-400 dark:border-t-orange-600",
  },
};
