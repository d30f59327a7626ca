// Activity days: the calendar dates (YYYY-MM-DD, in the visitor's own time zone) on which they
// read a lesson page or finished a test, kept with their progress in this browser. Streaks are
// counted on calendar dates, never on instants, so a 23- or 25-hour day (a DST change) is still
// one day and a visitor who travels keeps the dates they saw on their own clock.

/** Activity days kept: about thirteen months, enough for a year's calendar and streak. */
export const KEPT_DAYS = 400;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** The date `at` falls on in `timeZone` (the browser's own when omitted), as YYYY-MM-DD. */
export function localDay(at: Date, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(at);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** Days since 1970-01-01 of a YYYY-MM-DD date; null for anything that is not a real date. */
export function dayNumber(day: string): number | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, date);
  // Date.UTC rolls 2026-02-30 over to March: a date that does not round-trip is not one.
  if (new Date(time).toISOString().slice(0, 10) !== day) return null;
  return time / MS_PER_DAY;
}

export const isDay = (day: string) => dayNumber(day) !== null;

/** The YYYY-MM-DD date `offset` days after `day`. */
export function addDays(day: string, offset: number): string {
  const number = dayNumber(day);
  if (number === null) throw new Error(`Not a date: ${day}`);
  return new Date((number + offset) * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Real dates only, each once, oldest first, the newest KEPT_DAYS of them. */
export function keptDays(days: Iterable<string>): string[] {
  const unique = [...new Set(days)].filter(isDay).sort();
  return unique.slice(Math.max(0, unique.length - KEPT_DAYS));
}

export interface Streaks {
  /** Days in a row up to today, or up to yesterday while today has no activity yet. */
  current: number;
  /** The longest run of days in a row among the kept days. */
  longest: number;
  activeToday: boolean;
}

export function streaks(days: readonly string[], today: string): Streaks {
  const numbers = [...new Set(days.map(dayNumber).filter((n): n is number => n !== null))].sort(
    (a, b) => a - b,
  );
  const todayNumber = dayNumber(today);
  if (todayNumber === null) throw new Error(`Not a date: ${today}`);
  let longest = 0;
  let run = 0;
  let previous: number | null = null;
  for (const number of numbers) {
    run = previous !== null && number === previous + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = number;
  }
  const active = new Set(numbers);
  // A day not yet used does not break the streak: it counts from yesterday until tonight.
  let day = active.has(todayNumber) ? todayNumber : todayNumber - 1;
  let current = 0;
  while (active.has(day)) {
    current += 1;
    day -= 1;
  }
  return { current, longest, activeToday: active.has(todayNumber) };
}

export interface CalendarDay {
  day: string;
  active: boolean;
  /** After today: drawn as an empty cell, never as a day without activity. */
  future: boolean;
}

/** The last `weeks` weeks as rows Monday to Sunday, oldest first, the last row holding today. */
export function recentWeeks(days: readonly string[], today: string, weeks = 8): CalendarDay[][] {
  const active = new Set(days);
  const todayNumber = dayNumber(today);
  if (todayNumber === null) throw new Error(`Not a date: ${today}`);
  // 1970-01-01 was a Thursday: day number 0 is weekday 3 counting from Monday = 0.
  const weekday = (todayNumber + 3) % 7;
  const firstMonday = addDays(today, -weekday - 7 * (weeks - 1));
  return Array.from({ length: weeks }, (_, week) =>
    Array.from({ length: 7 }, (_, index) => {
      const day = addDays(firstMonday, week * 7 + index);
      return { day, active: active.has(day), future: day > today };
    }),
  );
}
