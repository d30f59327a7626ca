import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { ApiMetrics, PageViews } from "./analytics-queries.ts";
import {
  ChartFrame,
  DAY_CHART_MARGIN,
  dayAxis,
  GRID,
  SERIES,
  TOOLTIP_STYLE,
  Y_AXIS,
} from "./chart-frame.tsx";
import { dayLabel, formatMs, formatNumber } from "./format.ts";

/** Topic and test views per day, stacked, over the 30-day window. */
export function ViewsChart({ views }: { views: PageViews }) {
  const rows = views.perDay.map((day) => ({ ...day, label: dayLabel(day.day) }));
  return (
    <ChartFrame
      className="lg:col-span-2"
      title="Views per day"
      description={`Topic and test views, last ${views.windowDays} days`}
      note={
        views.total === 0
          ? "No views in this window yet. A view is counted each time a visitor opens a topic or a test."
          : undefined
      }
      legend={[
        { series: "topic", label: "Topic views" },
        { series: "test", label: "Test views" },
      ]}
      height={240}
      rows={rows}
      rowKey={(row) => row.day}
      columns={[
        { label: "Day", value: (row) => row.label },
        { label: "Topic views", value: (row) => row.topic },
        { label: "Test views", value: (row) => row.test },
      ]}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} accessibilityLayer={false} margin={DAY_CHART_MARGIN}>
          <CartesianGrid stroke={GRID} vertical={false} />
          <XAxis {...dayAxis(rows)} />
          <YAxis {...Y_AXIS} />
          <Tooltip {...TOOLTIP_STYLE} />
          <Bar dataKey="topic" name="Topic views" stackId="views" fill={SERIES.topic} />
          <Bar dataKey="test" name="Test views" stackId="views" fill={SERIES.test} />
        </BarChart>
      </ResponsiveContainer>
    </ChartFrame>
  );
}

/** API requests per day, answered well or with an error, and their average time. */
export function RequestsChart({ metrics }: { metrics: ApiMetrics }) {
  const rows = metrics.perDay.map((day) => ({
    ...day,
    label: dayLabel(day.day),
    succeeded: day.requests - day.errors,
  }));
  return (
    <ChartFrame
      className="lg:col-span-2"
      title="API requests per day"
      description={`Requests answered below 400 and with an error, last ${metrics.windowDays} days`}
      legend={[
        { series: "test", label: "Succeeded" },
        { series: "error", label: "Errors (400 and above)" },
      ]}
      height={240}
      rows={rows}
      rowKey={(row) => row.day}
      columns={[
        { label: "Day", value: (row) => row.label },
        { label: "Requests", value: (row) => row.requests },
        { label: "Errors", value: (row) => row.errors },
        { label: "Average response", value: (row) => formatMs(row.averageResponseMs) },
      ]}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} accessibilityLayer={false} margin={DAY_CHART_MARGIN}>
          <CartesianGrid stroke={GRID} vertical={false} />
          <XAxis {...dayAxis(rows)} />
          <YAxis {...Y_AXIS} tickFormatter={(value: number) => formatNumber(value)} />
          <Tooltip {...TOOLTIP_STYLE} />
          <Bar dataKey="succeeded" name="Succeeded" stackId="requests" fill={SERIES.test} />
          <Bar dataKey="errors" name="Errors" stackId="requests" fill={SERIES.error} />
        </BarChart>
      </ResponsiveContainer>
    </ChartFrame>
  );
}
