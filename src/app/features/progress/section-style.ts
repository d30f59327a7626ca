// The look every section of /progress shares: a card with a heading, and one date format.

export const SECTION =
  "rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900";
export const SECTION_TITLE = "text-xl font-bold tracking-tight";
/** A small grey line under a title: "Last read Nov 24, 2026". */
export const MUTED = "text-sm text-slate-600 dark:text-slate-300";

const WHEN = new Intl.DateTimeFormat("en", { dateStyle: "medium" });
/** An instant as the page shows it: the visitor's own date, "Nov 24, 2026". */
export const shownDate = (iso: string) => {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? "" : WHEN.format(time);
};
