import type { Tier } from "../../../../shared/constants.ts";

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
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={TIER_PATHS[tier]} />
      </svg>
    </span>
  );
}

export function StarIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-3.5 fill-current">
      <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.9z" />
    </svg>
  );
}

export function TrashIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
    </svg>
  );
}

export function ExternalIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="size-4 fill-none stroke-current"
      strokeWidth="1.8"
    >
      <path d="M11 3h6v6M17 3l-8 8M8 5H4v11h11v-4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
