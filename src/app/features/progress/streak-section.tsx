import { localDay, recentWeeks, streaks } from "../../lib/activity.ts";
import { plural } from "../../lib/list-filters.ts";
import { SECTION, SECTION_TITLE } from "./section-style.ts";

const WEEKS = 8;
const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const ACTIVE = "bg-brand-600 dark:bg-brand-300";
const IDLE = "bg-slate-100 ring-1 ring-slate-300 ring-inset dark:bg-slate-800 dark:ring-slate-600";
const DATE = new Intl.DateTimeFormat("en", { month: "short", day: "numeric", timeZone: "UTC" });
/** A YYYY-MM-DD date as the calendar names it: "Nov 24" (the date itself, no time zone shift). */
const dayLabel = (day: string) => DATE.format(new Date(`${day}T00:00:00Z`));

/** The current and longest streak, and the last eight weeks of activity as a calendar. */
export function StreakSection({ days }: { days: readonly string[] }) {
  const today = localDay(new Date());
  const { current, longest, activeToday } = streaks(days, today);
  const weeks = recentWeeks(days, today, WEEKS);
  const activeInWeeks = weeks.flat().filter((cell) => cell.active).length;
  const shownDays = weeks.flat().filter((cell) => !cell.future).length;
  return (
    <section aria-labelledby="streak-heading" className={SECTION}>
      <h2 id="streak-heading" className={SECTION_TITLE}>
        Your streak
      </h2>
      <div className="md:grid md:grid-cols-[minmax(0,1fr)_auto] md:items-start md:gap-8">
        <div>
          <dl className="mt-4 grid grid-cols-2 gap-4">
            <div className="rounded-lg bg-brand-50 p-4 dark:bg-slate-800">
              <dt className="text-sm font-medium text-slate-700 dark:text-slate-300">
                Current streak
              </dt>
              <dd className="mt-1 text-3xl font-bold text-brand-700 dark:text-brand-300">
                {plural(current, "day")}
              </dd>
            </div>
            <div className="rounded-lg bg-slate-100 p-4 dark:bg-slate-800">
              <dt className="text-sm font-medium text-slate-700 dark:text-slate-300">
                Longest streak
              </dt>
              <dd className="mt-1 text-3xl font-bold">{plural(longest, "day")}</dd>
            </div>
          </dl>
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
            {current === 0
              ? "Read a lesson page or finish a test to start a streak."
              : activeToday
                ? "You have learned today. See you tomorrow!"
                : "Read a page today to keep your streak going."}
          </p>
        </div>
        <table className="mt-5 border-separate border-spacing-1 text-xs md:mt-3">
          <caption className="mb-1 text-left text-sm font-medium text-slate-700 dark:text-slate-300">
            Last {WEEKS} weeks: active on {activeInWeeks} of {plural(shownDays, "day")}
          </caption>
          <thead>
            <tr>
              <td />
              {WEEKDAYS.map((long) => (
                <th
                  key={long}
                  scope="col"
                  className="font-medium text-slate-600 dark:text-slate-300"
                >
                  <span aria-hidden="true">{long.charAt(0)}</span>
                  <span className="sr-only">{long}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week[0]!.day}>
                <th
                  scope="row"
                  className="pr-1 text-right font-normal whitespace-nowrap text-slate-600 dark:text-slate-300"
                >
                  <span className="sr-only">Week of </span>
                  {dayLabel(week[0]!.day)}
                </th>
                {week.map((cell) => (
                  <td key={cell.day} className="p-0">
                    {cell.future ? null : (
                      <span
                        title={`${dayLabel(cell.day)}: ${cell.active ? "active" : "no activity"}`}
                        className={`block size-6 rounded sm:size-7 ${cell.active ? ACTIVE : IDLE} ${cell.day === today ? "outline-2 outline-offset-1 outline-slate-900 dark:outline-white" : ""}`}
                      >
                        <span className="sr-only">
                          {dayLabel(cell.day)}
                          {cell.day === today ? ", today" : ""}:{" "}
                          {cell.active ? "active" : "no activity"}
                        </span>
                      </span>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {/* Each cell says in words whether it was active; the key is for eyes only. */}
        <p
          aria-hidden="true"
          className="mt-2 flex gap-4 text-xs text-slate-600 md:justify-end dark:text-slate-300"
        >
          <span className="inline-flex items-center gap-1.5">
            <span className={`size-3 rounded-sm ${ACTIVE}`} /> Active
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span className={`size-3 rounded-sm ${IDLE}`} /> No activity
          </span>
        </p>
      </div>
    </section>
  );
}
