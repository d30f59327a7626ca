import { useState } from "react";
import type { Tier } from "../../../../shared/constants.ts";
import { TIER_STYLES } from "./tier-style.tsx";

/**
 * The sponsor's logo, or its initials when it has none or the address fails to load, so a broken
 * URL never breaks the card. The admin area renders in the browser, so onError always sees it.
 */
export function SponsorLogo({ src, name, tier }: { src: string | null; name: string; tier: Tier }) {
  const [failed, setFailed] = useState<string | null>(null);
  const box = "flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-lg";
  if (!src || failed === src) {
    return (
      <span aria-hidden="true" className={`${box} text-lg font-bold ${TIER_STYLES[tier].initials}`}>
        {initials(name)}
      </span>
    );
  }
  return (
    <span className={`${box} border border-slate-200 bg-white p-1 dark:border-slate-700`}>
      <img
        src={src}
        alt={`${name} logo`}
        decoding="async"
        className="max-h-full max-w-full object-contain"
        onError={() => setFailed(src)}
      />
    </span>
  );
}

/** Up to two letters: the first of the first two words. */
export function initials(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? "")
    .join("");
  return letters.toUpperCase() || "?";
}
