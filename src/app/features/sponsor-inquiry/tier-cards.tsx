import type { Tier } from "../../../shared/constants.ts";
import { Button } from "../../components/ui/button.tsx";
import { StrokeIcon } from "../../components/ui/icon.tsx";

const TIERS: Array<{
  tier: Tier;
  name: string;
  summary: string;
  perks: string[];
  style: string;
}> = [
  {
    tier: "bronze",
    name: "Bronze",
    summary: "Show your support for free AI education.",
    perks: [
      "Your card in the Bronze Partners section",
      "Logo, description and organization type on your card",
      "A 'Visit Website' link to your site",
    ],
    style: "border-t-orange-400 dark:border-t-orange-600",
  },
  {
    tier: "silver",
    name: "Silver",
    summary: "More visibility for organizations that care about AI literacy.",
    perks: [
      "Everything in Bronze",
      "Your card in the Silver Partners section, above Bronze",
      "A Silver Partner label on your card",
    ],
    style: "border-t-slate-400 dark:border-t-slate-500",
  },
  {
    tier: "gold",
    name: "Gold",
    summary: "The most visible place for partners who make this site possible.",
    perks: [
      "Everything in Silver",
      "Your card in the Gold Partners section, at the top of the tiers",
      "Can be Featured: a 'FEATURED PARTNER' banner above every tier",
    ],
    style: "border-t-amber-400 dark:border-t-amber-500",
  },
];

export function TierCards({ onChoose }: { onChoose: (tier: Tier) => void }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {TIERS.map((item) => (
        <li
          key={item.tier}
          className={`flex flex-col rounded-xl border border-t-4 border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900 ${item.style}`}
        >
          <div className="flex items-center justify-between gap-2">
            <h3 className="text-xl font-bold">{item.name}</h3>
            {item.tier === "gold" ? (
              <span className="rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-semibold text-white">
                Featured
              </span>
            ) : null}
          </div>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{item.summary}</p>
          <ul className="mt-4 flex-1 space-y-2 text-sm">
            {item.perks.map((perk) => (
              <li key={perk} className="flex gap-2">
                <StrokeIcon
                  size={20}
                  strokeWidth={2.5}
                  className="mt-0.5 size-4 shrink-0 stroke-green-700 dark:stroke-green-400"
                  paths={["M4 10.5l4 4 8-9"]}
                />
                <span>{perk}</span>
              </li>
            ))}
          </ul>
          <Button variant="secondary" className="mt-6 w-full" onClick={() => onChoose(item.tier)}>
            Choose {item.name}
          </Button>
        </li>
      ))}
    </ul>
  );
}
