import type { ReactNode } from "react";
import { Link } from "react-router";
import { TIERS, type Tier } from "../../../../shared/constants.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { Card } from "../../../components/ui/card.tsx";
import type { ApiMetrics, PageViews } from "./analytics-queries.ts";
import type { Completion, TierCounts } from "./analytics-summary.ts";
import { formatMs, formatNumber } from "./format.ts";

// The parts of the analytics screen that are numbers and lists rather than charts.

export function StatGrid({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">{children}</dl>;
}

export function Stat({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <dt className="text-sm font-medium text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">
        {value}
      </dd>
      <dd className="mt-1 text-sm text-slate-600 dark:text-slate-400">{hint}</dd>
    </div>
  );
}

export function PanelTitle({ children }: { children: ReactNode }) {
  return <h3 className="font-semibold text-slate-900 dark:text-white">{children}</h3>;
}

export function CompletionPanel({ topics, tests }: { topics: Completion; tests: Completion }) {
  return (
    <Card>
      <PanelTitle>Content completion</PanelTitle>
      <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-300">
        How much of the catalog has generated content
      </p>
      <div className="mt-4 grid gap-4">
        <CompletionBar
          label="Topics with content"
          value={topics}
          color="bg-brand-600 dark:bg-brand-300"
        />
        <CompletionBar
          label="Tests with content"
          value={tests}
          color="bg-teal-600 dark:bg-teal-300"
        />
      </div>
    </Card>
  );
}

function CompletionBar({
  label,
  value,
  color,
}: {
  label: string;
  value: Completion;
  color: string;
}) {
  return (
    <div>
      <div className="flex flex-wrap justify-between gap-x-3 text-sm">
        <span className="font-medium text-slate-800 dark:text-slate-200">{label}</span>
        <span className="text-slate-600 dark:text-slate-300">
          {formatNumber(value.done)} of {formatNumber(value.total)} ({value.percent}%)
        </span>
      </div>
      <div aria-hidden="true" className="mt-1.5 h-2.5 rounded-full bg-slate-200 dark:bg-slate-700">
        <div className={`h-full rounded-full ${color}`} style={{ width: `${value.percent}%` }} />
      </div>
    </div>
  );
}

const TIER_STYLE: Record<Tier, { label: string; className: string }> = {
  gold: {
    label: "Gold",
    className: "border-yellow-400 bg-yellow-100 dark:border-yellow-600 dark:bg-yellow-900/40",
  },
  silver: {
    label: "Silver",
    className: "border-slate-300 bg-slate-50 dark:border-slate-600 dark:bg-slate-800/60",
  },
  bronze: {
    label: "Bronze",
    className: "border-orange-300 bg-orange-50 dark:border-orange-800 dark:bg-orange-950/50",
  },
};

export function SponsorTiersPanel({ counts }: { counts: TierCounts }) {
  const total = TIERS.reduce((sum, tier) => sum + counts[tier].total, 0);
  return (
    <Card>
      <PanelTitle>Sponsors by tier</PanelTitle>
      <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-300">
        {formatNumber(total)} sponsor{total === 1 ? "" : "s"} in total, suspended ones included
      </p>
      <dl className="mt-4 grid grid-cols-3 gap-2 sm:gap-3">
        {TIERS.map((tier) => (
          <div key={tier} className={`rounded-lg border p-3 ${TIER_STYLE[tier].className}`}>
            <dt className="text-sm font-semibold text-slate-800 dark:text-slate-100">
              {TIER_STYLE[tier].label}
            </dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900 dark:text-white">
              {formatNumber(counts[tier].total)}
            </dd>
            <dd className="text-xs text-slate-700 dark:text-slate-300">
              {formatNumber(counts[tier].active)} active
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

export function TopContentPanel({ views }: { views: PageViews }) {
  return (
    <Card className="min-w-0">
      <PanelTitle>Most viewed</PanelTitle>
      <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-300">
        Topics and tests, last {views.windowDays} days
      </p>
      {views.topContent.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700 dark:text-slate-200">
          Nothing has been viewed yet.
        </p>
      ) : (
        <ol className="mt-3 divide-y divide-slate-100 dark:divide-slate-800">
          {views.topContent.map((item) => (
            <li
              key={`${item.contentType}-${item.contentId}`}
              className="flex items-center justify-between gap-3 py-2"
            >
              <div className="min-w-0">
                <Badge>{item.contentType === "topic" ? "Topic" : "Test"}</Badge>{" "}
                {item.title === "(deleted)" ? (
                  <span className="text-sm text-slate-600 dark:text-slate-300">Deleted</span>
                ) : (
                  <Link
                    to={`/${item.contentType}/${item.contentId}`}
                    className="text-sm font-medium break-words text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
                  >
                    {item.title}
                  </Link>
                )}
              </div>
              <span className="shrink-0 text-sm font-semibold text-slate-900 dark:text-white">
                {formatNumber(item.views)}
                <span className="sr-only"> views</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

export function SlowestRoutesPanel({ metrics }: { metrics: ApiMetrics }) {
  return (
    <Card className="min-w-0">
      <PanelTitle>Slowest API routes</PanelTitle>
      <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-300">
        By average response time, last {metrics.windowDays} days
      </p>
      {metrics.slowestRoutes.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700 dark:text-slate-200">
          No API requests counted yet.
        </p>
      ) : (
        <table aria-label="Slowest API routes" className="mt-3 w-full text-left text-sm">
          <thead className="text-slate-600 dark:text-slate-300">
            <tr>
              <th scope="col" className="py-1 pr-2 font-medium">
                Route
              </th>
              <th scope="col" className="py-1 pr-2 text-right font-medium">
                Average
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Requests
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {metrics.slowestRoutes.map((route) => (
              <tr key={`${route.method} ${route.route}`}>
                <th
                  scope="row"
                  className="py-2 pr-2 font-mono text-xs font-normal break-all text-slate-800 dark:text-slate-200"
                >
                  {route.method} {route.route}
                </th>
                <td className="py-2 pr-2 text-right whitespace-nowrap text-slate-900 dark:text-white">
                  {formatMs(route.averageResponseMs)}
                  <span className="block text-xs text-slate-600 dark:text-slate-400">
                    max {formatMs(route.maxMs)}
                  </span>
                </td>
                <td className="py-2 text-right text-slate-900 dark:text-white">
                  {formatNumber(route.requests)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
