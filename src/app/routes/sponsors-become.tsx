import { useRef, useState } from "react";
import { InquiryForm, type InquiryFormHandle } from "../features/sponsor-inquiry/inquiry-form.tsx";
import { InquirySuccess } from "../features/sponsor-inquiry/inquiry-success.tsx";
import { TierCards } from "../features/sponsor-inquiry/tier-cards.tsx";
import { seo, siteFrom } from "../lib/seo.ts";
import type { Route } from "./+types/sponsors-become.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(siteFrom(matches), {
    title: "Become a Sponsor",
    description:
      "Sponsor free AI education: choose a bronze, silver or gold partnership and send us an inquiry.",
    path: "/sponsors/become",
  });

export default function BecomeSponsor() {
  const [submitted, setSubmitted] = useState(false);
  const form = useRef<InquiryFormHandle>(null);
  if (submitted) return <InquirySuccess />;

  return (
    <>
      <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white dark:border-slate-800 dark:from-slate-900 dark:to-slate-950">
        <div className="mx-auto max-w-3xl px-4 py-14 text-center sm:py-16">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-700 dark:text-brand-300">
            Partnership
          </p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">
            Become a Sponsor
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-8 text-slate-700 dark:text-slate-300">
            This site is a passion project that teaches AI for free, with no ads and no tracking.
            Sponsors keep it running. Pick the tier that suits you and tell us about your
            organization: we reply within 2-3 business days.
          </p>
        </div>
      </section>

      <div className="mx-auto max-w-6xl px-4 py-12">
        <section aria-labelledby="tiers-heading">
          <h2 id="tiers-heading" className="text-2xl font-bold">
            Sponsorship tiers
          </h2>
          <p className="mt-2 mb-6 text-slate-600 dark:text-slate-400">
            Every tier puts your card on the Partners page. Only Gold partners can be Featured.
          </p>
          <TierCards onChoose={(tier) => form.current?.chooseTier(tier)} />
        </section>

        <section aria-labelledby="inquiry-heading" className="mx-auto mt-16 max-w-3xl">
          <h2 id="inquiry-heading" className="text-2xl font-bold">
            Sponsorship inquiry
          </h2>
          <p className="mt-2 mb-8 text-slate-600 dark:text-slate-400">
            All fields are required unless marked optional.
          </p>
          <InquiryForm handle={form} onSuccess={() => setSubmitted(true)} />
        </section>
      </div>
    </>
  );
}
