import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { CategoryCount, GrowthDay } from "./analytics-summary.ts";
import {
  AXIS_TICK,
  ChartFrame,
  DAY_CHART_MARGIN,
  dayAxis,
  GRID,
  SERIES,
  TOOLTIP_STYLE,
} from "./chart-frame.tsx";
import { dayLabel, formatNumber } from "./format.ts";

/** The top categories by topics and tests, as horizontal bars so long names stay readable. */
export function CategoriesChart({ categories }: { categories: readonly CategoryCount[] }) {
  return (
    <ChartFrame
      title="Top categories"
      description={`The ${categories.length} categories with the most topics and tests`}
      note={categories.length === 0 ? "No categories yet." : undefined}
      legend={[
        { series: "topic", label: "Topics" },
        { series: "test", label: "Tests" },
      ]}
      height={Math.max(120, categories.length * 44 + 40)}
      rows={categories}
      rowKey={(row) => row.name}
      columns={[
        { label: "Category", value: (row) => row.name },
        { label: "Topics", value: (row) => row.topics },
        { label: "Tests", value: (row) => row.tests },
      ]}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={categories}
          layout="vertical"
          accessibilityLayer={false}
          margin={{ top: 0, right: 16, left: 0, bottom: 0 }}
          barGap={2}
        >
          <CartesianGrid stroke={GRID} horizontal={false} />
          <XAxis type="number" tick={AXIS_TICK} stroke={GRID} allowDecimals={false} />
          <YAxis
            type="category"
            dataKey="name"
            tick={AXIS_TICK}
            stroke={GRID}
            tickLine={false}
            width={120}
          />
          <Tooltip {...TOOLTIP_STYLE} />
          <Bar dataKey="topics" name="Topics" fill={SERIES.topic} radius={[0, 3, 3, 0]} />
          <Bar dataKey="tests" name="Tests" fill={SERIES.test} radius={[0, 3, 3, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </ChartFrame>
  );
}

/** Running totals of topics, tests and sponsors at the end of each day of the window. */
export function GrowthChart({ days }: { days: readonly GrowthDay[] }) {
  const rows = days.map((day) => ({ ...day, label: dayLabel(day.day) }));
  const added = (key: "newTopics" | "newTests" | "newSponsors") =>
    days.reduce((sum, day) => sum + day[key], 0);
  return (
    <ChartFrame
      title="Content growth"
      description={`Topics, tests and sponsors in total at the end of each day, last ${days.length} days`}
      note={`Added in this window: ${plural(added("newTopics"), "topic")}, ${plural(added("newTests"), "test")} and ${plural(added("newSponsors"), "sponsor")}.`}
      legend={[
        { series: "topic", label: "Topics" },
        { series: "test", label: "Tests" },
        { series: "sponsor", label: "Sponsors" },
      ]}
      height={240}
      rows={rows}
      rowKey={(row) => row.day}
      columns={[
        { label: "Day", value: (row) => row.label },
        { label: "New topics", value: (row) => row.newTopics },
        { label: "New tests", value: (row) => row.newTests },
        { label: "New sponsors", value: (row) => row.newSponsors },
        { label: "Topics in total", value: (row) => row.topics },
        { label: "Tests in total", value: (row) => row.tests },
        { label: "Sponsors in total", value: (row) => row.sponsors },
      ]}
    >
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={rows} accessibilityLayer={false} margin={DAY_CHART_MARGIN}>
          <CartesianGrid stroke={GRID} vertical={false} />
          <XAxis {...dayAxis(rows)} />
          <YAxis tick={AXIS_TICK} stroke={GRID} tickLine={false} allowDecimals={false} width={40} />
          <Tooltip {...TOOLTIP_STYLE} />
          <Line
            type="stepAfter"
            dataKey="topics"
            name="Topics"
            stroke={SERIES.topic}
            strokeWidth={2}
            dot={false}
          />
          <Line
            type="stepAfter"
            dataKey="tests"
            name="Tests"
            stroke={SERIES.test}
            strokeWidth={2}
            dot={false}
          />
          <Line
            type="stepAfter"
            dataKey="sponsors"
            name="Sponsors"
            stroke={SERIES.sponsor}
            strokeWidth={2}
            dot={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </ChartFrame>
  );
}

function plural(count: number, noun: string) {
  return `${formatNumber(count)} ${noun}${count === 1 ? "" : "s"}`;
}
