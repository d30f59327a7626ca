// Numbers as the analytics screen shows them, in the charts' tables and on the cards alike.

const NUMBER = new Intl.NumberFormat("en");
const DAY = new Intl.DateTimeFormat("en", { month: "short", day: "numeric", timeZone: "UTC" });

export const formatNumber = (value: number) => NUMBER.format(value);

/** A share from 0 to 1 as a percent with at most one decimal: 0.9875 → "98.8%". */
export const formatPercent = (share: number) => `${Math.round(share * 1000) / 10}%`;

export const formatMs = (ms: number) => `${NUMBER.format(Math.round(ms * 10) / 10)} ms`;

/** A YYYY-MM-DD UTC day as "Mar 5". */
export const dayLabel = (day: string) => DAY.format(new Date(`${day}T00:00:00Z`));

/**
 * The days a 30-day axis marks: every `every`th day counted back from the last (today), so the
 * marks are evenly spaced and the newest day always has one. Days are YYYY-MM-DD, oldest first.
 */
export function dayTicks(days: readonly string[], every = 7): string[] {
  return days.filter((_, index) => (days.length - 1 - index) % every === 0);
}
