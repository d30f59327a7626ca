import { useState } from "react";
import { ORGANIZATION_TYPE_LABELS } from "../../../shared/constants.ts";
import { buttonClass } from "../../components/ui/button.tsx";
import { Skeleton } from "../../components/ui/card.tsx";
import { ExternalIcon, StarIcon } from "../../components/ui/icon.tsx";
import { type PublicSponsor, TIER_STYLES } from "./sponsor-types.ts";

export function SponsorCard({ sponsor }: { sponsor: PublicSponsor }) {
  const tier = TIER_STYLES[sponsor.tier];
  const headingId = `sponsor-${sponsor.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={`flex h-full flex-col overflow-hidden rounded-xl border bg-white shadow-sm transition-shadow hover:shadow-md dark:bg-slate-900 ${
        sponsor.isFeatured
          ? "border-brand-500 ring-1 ring-brand-500 dark:border-brand-300 dark:ring-brand-300"
          : `border-t-4 border-slate-200 dark:border-slate-800 ${tier.accent}`
      }`}
    >
      {sponsor.isFeatured ? (
        <p className="flex items-center justify-center gap-1.5 bg-brand-700 px-4 py-2 text-xs font-bold tracking-widest text-white">
          <StarIcon />
          FEATURED PARTNER
        </p>
      ) : null}
      <div className="flex flex-1 flex-col p-6">
        <span
          className={`self-start rounded-full px-2.5 py-0.5 text-xs font-semibold ${tier.badge}`}
        >
          {tier.label}
        </span>
        {sponsor.logo ? <SponsorLogo src={sponsor.logo} name={sponsor.name} /> : null}
        <h3 id={headingId} className="mt-4 text-xl font-bold text-slate-900 dark:text-white">
          {sponsor.name}
        </h3>
        <p className="mt-2 line-clamp-4 text-sm leading-6 text-slate-600 dark:text-slate-300">
          {sponsor.description}
        </p>
        {sponsor.organizationType ? (
          <p className="mt-3 text-xs font-medium uppercase tracking-wide text-slate-600 dark:text-slate-400">
            {ORGANIZATION_TYPE_LABELS[sponsor.organizationType]}
          </p>
        ) : null}
        <div className="mt-auto pt-5">
          {sponsor.website ? (
            <a
              href={sponsor.website}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass("secondary", "w-full")}
            >
              Visit Website
              <span className="sr-only"> of {sponsor.name} (opens in a new tab)</span>
              <ExternalIcon />
            </a>
          ) : null}
        </div>
      </div>
    </article>
  );
}

/** A logo that fails to load is removed, also when it failed before the page hydrated. */
function SponsorLogo({ src, name }: { src: string; name: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <div className="mt-4 flex h-16 items-center">
      <img
        src={src}
        alt={`${name} logo`}
        loading="lazy"
        decoding="async"
        className="max-h-16 max-w-[12rem] object-contain"
        onError={() => setFailed(true)}
        ref={(img) => {
          if (img?.complete && img.naturalWidth === 0) setFailed(true);
        }}
      />
    </div>
  );
}

export function SponsorCardSkeleton() {
  return (
    <div
      data-testid="sponsor-skeleton"
      className="flex h-72 flex-col rounded-xl border border-slate-200 p-6 dark:border-slate-800"
    >
      <Skeleton className="h-5 w-28 rounded-full" />
      <Skeleton className="mt-5 h-12 w-32" />
      <Skeleton className="mt-5 h-6 w-2/3" />
      <Skeleton className="mt-3 h-4 w-full" />
      <Skeleton className="mt-2 h-4 w-5/6" />
      <Skeleton className="mt-auto h-11 w-full" />
    </div>
  );
}
