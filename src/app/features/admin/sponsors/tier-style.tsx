import type { Tier } from "../../../../shared/constants.ts";
import { StrokeIcon } from "../../../components/ui/icon.tsx";

// Each tier's colour and icon on the admin cards (spec §2): gold yellow, silver grey, bronze amber.

export const TIER_STYLES: Record<
  Tier,
  { label: string; badge: string; icon: string; accent: string; initials: string }
> = {
  gold: {
    label: "Gold",
    badge: "bg-yellow-100 text-yellow-900 dark:bg-yellow-900/50 dark:text-yellow-100",
    icon: "bg-yellow-100 text-yellow-700 dark:bg-yellow-900/50 dark:text-yellow-300",
    accent: "border-t-yellow-400 dark:border-t-yellow-500",
    initials: "bg-yellow-50 text-yellow-900 dark:bg-yellow-950 dark:text-yellow-100",
  },
  silver: {
    label: "Silver",
    badge: "bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100",
    icon: "bg-slate-200 text-slate-600 dark:bg-slate-700 dark:text-slate-200",
    accent: "border-t-slate-400 dark:border-t-slate-500",
    initials: "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100",
  },
  bronze: {
    label: "Bronze",
    badge: "bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100",
    icon: "bg-amber-100 text-amber-700 dark:bg-amber-900/50 dark:text-amber-300",
    accent: "border-t-amber-600 dark:border-t-amber-500",
    initials: "bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  },
};

const TIER_PATHS: Record<Tier, string> = {
  // a crown
  gold: "M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5L3 8z",
  // a medal on its ribbon
  silver: "M8 3l2.5 6M16 3l-2.5 6M12 21a5 5 0 1 0 0-10 5 5 0 0 0 0 10z",
  // a shield
  bronze: "M12 3l7 3v5c0 4.5-3 8-7 10-4-2-7-5.5-7-10V6l7-3z",
};

/** The tier's icon in its colour; decorative, the tier badge names it. */
export function TierIcon({ tier }: { tier: Tier }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex size-9 shrink-0 items-center justify-center rounded-full ${TIER_STYLES[tier].icon}`}
    >
      <StrokeIcon className="size-5" strokeWidth={2} paths={[TIER_PATHS[tier]]} />
    </span>
  );
}
