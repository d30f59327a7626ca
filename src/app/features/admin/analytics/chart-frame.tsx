import { type ReactNode, useId } from "react";
import { Card } from "../../../components/ui/card.tsx";
import { dayTicks } from "./format.ts";

// Every chart sits in a ChartFrame: a titled card whose drawing is hidden from screen readers
// and whose numbers are in a visually hidden table, so nobody depends on seeing the picture.
// Colours are CSS variables that change with the theme; the SVG reads them, and its text takes
// the wrapper's `currentColor`, which meets the contrast of body text in both themes.

export const SERIES = {
  topic: "var(--chart-topic)",
  test: "var(--chart-test)",
  sponsor: "var(--chart-sponsor)",
  error: "var(--chart-error)",
} as const;
export type Series = keyof typeof SERIES;

export const GRID = "var(--chart-grid)";

const CHART_THEME = [
  "text-slate-600 dark:text-slate-300",
  "[--chart-topic:var(--color-brand-600)] dark:[--chart-topic:var(--color-brand-300)]",
  "[--chart-test:var(--color-teal-600)] dark:[--chart-test:var(--color-teal-300)]",
  "[--chart-sponsor:var(--color-amber-700)] dark:[--chart-sponsor:var(--color-amber-300)]",
  "[--chart-error:var(--color-red-700)] dark:[--chart-error:var(--color-red-300)]",
  "[--chart-grid:var(--color-slate-200)] dark:[--chart-grid:var(--color-slate-700)]",
  "[--chart-surface:var(--color-white)] dark:[--chart-surface:var(--color-slate-900)]",
].join(" ");

/** Props shared by the charts: axis text in the theme's colour, the tooltip on the card colour. */
export const AXIS_TICK = { fill: "currentColor", fontSize: 12 } as const;
/**
 * A day axis over rows labelled by `dayLabel`, as every per-day chart draws it: a mark every 7th
 * day, evenly spaced and ending on the newest day (recharts would otherwise thin the labels to
 * fit, at uneven steps).
 */
export function dayAxis(rows: readonly { day: string; label: string }[]) {
  const marked = new Set(dayTicks(rows.map((row) => row.day)));
  return {
    dataKey: "label",
    ticks: rows.filter((row) => marked.has(row.day)).map((row) => row.label),
    interval: 0,
    tick: AXIS_TICK,
    stroke: GRID,
    tickLine: false,
  } as const;
}
/** Room on the right for the newest day's label, centred on the chart's last point. */
export const DAY_CHART_MARGIN = { top: 8, right: 24, left: 0 } as const;
/** A count axis, as every per-day chart draws it. */
export const Y_AXIS = {
  tick: AXIS_TICK,
  stroke: GRID,
  tickLine: false,
  allowDecimals: false,
  width: 40,
} as const;
export const TOOLTIP_STYLE = {
  contentStyle: {
    backgroundColor: "var(--chart-surface)",
    borderColor: "var(--chart-grid)",
    borderRadius: 8,
    fontSize: 13,
  },
  labelStyle: { color: "currentColor", fontWeight: 600 },
  cursor: { fill: "var(--chart-grid)", fillOpacity: 0.4, stroke: "var(--chart-grid)" },
} as const;

export interface Column<Row> {
  label: string;
  value: (row: Row) => string | number;
}

export function ChartFrame<Row>({
  title,
  description,
  legend,
  note,
  height,
  rows,
  columns,
  rowKey,
  children,
  className = "",
}: {
  title: string;
  description: string;
  legend?: readonly { series: Series; label: string }[];
  /** Said over the chart, e.g. that nothing has been counted yet. */
  note?: string | undefined;
  height: number;
  rows: readonly Row[];
  /** The first column names each row. */
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <Card className={`flex min-w-0 flex-col ${className}`}>
      <figure
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-description`}
        className="flex flex-1 flex-col"
      >
        <h3 id={`${id}-title`} className="font-semibold text-slate-900 dark:text-white">
          {title}
        </h3>
        <p id={`${id}-description`} className="mt-0.5 text-sm text-slate-600 dark:text-slate-300">
          {description}
        </p>
        {note ? (
          <p className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200">
            {note}
          </p>
        ) : null}
        {/* In a row beside a taller card, the drawing grows to fill the height. */}
        <div aria-hidden="true" className={`mt-4 flex flex-1 flex-col ${CHART_THEME}`}>
          {legend ? <Legend items={legend} /> : null}
          <div className="flex-1" style={{ minHeight: height }}>
            {children}
          </div>
        </div>
        <DataTable caption={title} rows={rows} columns={columns} rowKey={rowKey} />
      </figure>
    </Card>
  );
}

function Legend({ items }: { items: readonly { series: Series; label: string }[] }) {
  return (
    <ul className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {items.map((item) => (
        <li key={item.series} className="flex items-center gap-1.5">
          <span className="size-3 rounded-sm" style={{ backgroundColor: SERIES[item.series] }} />
          {item.label}
        </li>
      ))}
    </ul>
  );
}

/**
 * The chart's numbers for screen readers: a real table, off screen. The wrapper is what is
 * hidden, since a table grows to fit its cells whatever width it is given.
 */
function DataTable<Row>({
  caption,
  rows,
  columns,
  rowKey,
}: {
  caption: string;
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string;
}) {
  const [first, ...rest] = columns;
  if (!first) return null;
  return (
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              <th scope="row">{first.value(row)}</th>
              {rest.map((column) => (
                <td key={column.label}>{column.value(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
