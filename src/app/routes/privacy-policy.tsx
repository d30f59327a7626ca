import { Prose } from "../components/prose.tsx";
import { StrokeIcon } from "../components/ui/icon.tsx";
import { PolicySections } from "../features/privacy/policy-sections.tsx";
import { seo, siteFrom } from "../lib/seo.ts";
import { pageContext } from "../lib/server-context.ts";
import type { Route } from "./+types/privacy-policy.ts";

export function loader({ context }: Route.LoaderArgs) {
  return { site: context.get(pageContext).site };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(siteFrom(matches), {
    title: "Privacy Policy",
    description:
      "No accounts, no tracking cookies, no personal data collected: your learning progress stays in your own browser.",
    path: "/privacy-policy",
  });

const SUMMARY = [
  "No accounts",
  "No tracking cookies",
  "No personal data collected",
  "Your progress stays in your browser",
];

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  const { site } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <header>
        <p className="text-sm font-semibold text-brand-700 dark:text-brand-300">Legal</p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-slate-900 dark:text-white">
          Privacy Policy
        </h1>
        <p className="mt-3 text-slate-600 dark:text-slate-400">
          Last updated: <time dateTime="2025-01">January 2025</time>
        </p>
      </header>

      <section
        aria-labelledby="short-version"
        className="mt-8 rounded-2xl bg-brand-50 p-6 dark:bg-slate-900 dark:ring-1 dark:ring-slate-800"
      >
        <h2 id="short-version" className="text-lg font-semibold text-slate-900 dark:text-white">
          The short version
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {SUMMARY.map((item) => (
            <li key={item} className="flex items-center gap-3 text-slate-800 dark:text-slate-200">
              <StrokeIcon
                className="size-5 shrink-0 text-brand-700 dark:text-brand-300"
                strokeWidth={2.5}
                paths={["m4.5 12.75 6 6 9-13.5"]}
              />
              {item}
            </li>
          ))}
        </ul>
      </section>

      <Prose className="mt-4">
        <PolicySections site={site} />
      </Prose>

      <footer className="mt-12 border-t border-slate-200 pt-6 dark:border-slate-800">
        <p className="text-slate-700 dark:text-slate-300">
          Thank you for learning with {site.name}.
        </p>
        <p className="mt-4 font-semibold text-slate-900 dark:text-white">
          {site.ownerName.charAt(0).toUpperCase() + site.ownerName.slice(1)}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {site.companyName ? `Owner, ${site.companyName}` : `Owner of ${site.name}`} · January 2025
        </p>
      </footer>
    </div>
  );
}
