import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { Card } from "../../../components/ui/card.tsx";
import { PanelTitle, Stat, StatGrid } from "./analytics-panels.tsx";
import type { AiUsage } from "./analytics-queries.ts";
import {
  ChartFrame,
  DAY_CHART_MARGIN,
  dayAxis,
  GRID,
  SERIES,
  TOOLTIP_STYLE,
  Y_AXIS,
} from "./chart-frame.tsx";
import { dayLabel, formatNumber } from "./format.ts";

// What AI generation cost the owner: every call is paid for, failed ones too.

const USD = new Intl.NumberFormat("en", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 4,
});
export const formatUsd = (value: number) => USD.format(value);

export function AiUsageStats({ usage }: { usage: AiUsage }) {
  const { totals } = usage;
  return (
    <StatGrid>
      <Stat
        label="Estimated cost"
        value={formatUsd(totals.costUsd)}
        hint={usage.pricesComplete ? "From AI_PRICES" : "Partial: some models have no price"}
      />
      <Stat label="Input tokens" value={formatNumber(totals.inputTokens)} hint="Prompts sent" />
      <Stat
        label="Output tokens"
        value={formatNumber(totals.outputTokens)}
        hint="Written by the model"
      />
      <Stat
        label="Generation jobs"
        value={formatNumber(totals.jobs)}
        hint={`${formatNumber(totals.failed)} failed`}
      />
    </StatGrid>
  );
}

/** Input and output tokens per day, stacked, with each day's estimated cost in its table. */
export function TokensChart({ usage }: { usage: AiUsage }) {
  const rows = usage.perDay.map((day) => ({ ...day, label: dayLabel(day.day) }));
  return (
    <ChartFrame
      className="lg:col-span-2"
      title="Tokens per day"
      description={`Input and output tokens of AI generation, last ${usage.windowDays} days`}
      note={usage.totals.jobs === 0 ? "No AI generation in the last 30 days." : undefined}
      legend={[
        { series: "topic", label: "Input tokens" },
        { series: "test", label: "Output tokens" },
      ]}
      height={240}
      rows={rows}
      rowKey={(row) => row.day}
      columns={[
        { label: "Day", value: (row) => row.label },
        { label: "Input tokens", value: (row) => row.inputTokens },
        { label: "Output tokens", value: (row) => row.outputTokens },
        { label: "Estimated cost", value: (row) => formatUsd(row.costUsd) },
        { label: "Jobs", value: (row) => row.jobs },
      ]}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} accessibilityLayer={false} margin={DAY_CHART_MARGIN}>
          <CartesianGrid stroke={GRID} vertical={false} />
          <XAxis {...dayAxis(rows)} />
          <YAxis {...Y_AXIS} width={56} tickFormatter={(value: number) => formatNumber(value)} />
          <Tooltip {...TOOLTIP_STYLE} />
          <Bar dataKey="inputTokens" name="Input tokens" stackId="tokens" fill={SERIES.topic} />
          <Bar dataKey="outputTokens" name="Output tokens" stackId="tokens" fill={SERIES.test} />
        </BarChart>
      </ResponsiveContainer>
    </ChartFrame>
  );
}

/** Usage and cost per model; a model without a price says so rather than showing $0. */
export function ModelsPanel({ usage }: { usage: AiUsage }) {
  return (
    <Card className="min-w-0">
      <PanelTitle>Models</PanelTitle>
      <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-300">
        Tokens and estimated cost per model, last {usage.windowDays} days
      </p>
      {usage.perModel.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700 dark:text-slate-200">
          No AI generation in the last 30 days.
        </p>
      ) : (
        <table aria-label="AI usage per model" className="mt-3 w-full text-left text-sm">
          <thead className="text-slate-600 dark:text-slate-300">
            <tr>
              <th scope="col" className="py-1 pr-2 font-medium">
                Model
              </th>
              <th scope="col" className="py-1 pr-2 text-right font-medium">
                Tokens
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Cost
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {usage.perModel.map((model) => (
              <tr key={`${model.provider} ${model.model}`}>
                <th
                  scope="row"
                  className="py-2 pr-2 font-normal break-all text-slate-800 dark:text-slate-200"
                >
                  <span className="font-mono text-xs">{model.model}</span>
                  <span className="block text-xs text-slate-600 dark:text-slate-400">
                    {model.provider} · {formatNumber(model.jobs)}{" "}
                    {model.jobs === 1 ? "job" : "jobs"}
                  </span>
                </th>
                <td className="py-2 pr-2 text-right whitespace-nowrap text-slate-900 dark:text-white">
                  {formatNumber(model.inputTokens + model.outputTokens)}
                  <span className="block text-xs text-slate-600 dark:text-slate-400">
                    {formatNumber(model.inputTokens)} in / {formatNumber(model.outputTokens)} out
                  </span>
                </td>
                <td className="py-2 text-right whitespace-nowrap text-slate-900 dark:text-white">
                  {model.costUsd === null ? "no price set" : formatUsd(model.costUsd)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {usage.pricesComplete ? null : (
        <p className="mt-3 text-sm text-amber-800 dark:text-amber-300">
          Some models have no price in AI_PRICES; their cost is not counted.
        </p>
      )}
    </Card>
  );
}
