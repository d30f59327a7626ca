import { Link } from "react-router";
import { plural } from "../../lib/list-filters.ts";
import { furthestPage, hasPassed, type Progress } from "../../lib/progress.ts";
import { MUTED, SECTION, SECTION_TITLE, shownDate } from "./section-style.ts";

const newestFirst = <T extends { updatedAt: string }>(entries: [string, T][]) =>
  entries.sort(([, a], [, b]) => b.updatedAt.localeCompare(a.updatedAt));

/** Every topic started here: how far, finished or not, when last read. */
export function ReadingSection({ topics }: { topics: Progress["topics"] }) {
  const entries = newestFirst(Object.entries(topics));
  const finished = entries.filter(([, topic]) => topic.finished).length;
  return (
    <section aria-labelledby="reading-heading" className={SECTION}>
      <h2 id="reading-heading" className={SECTION_TITLE}>
        What you have read
      </h2>
      <p className={`mt-1 ${MUTED}`}>
        {entries.length === 0
          ? "No topics yet."
          : `${plural(entries.length, "topic")} started, ${finished} finished.`}
      </p>
      {entries.length === 0 ? (
        <Link
          to="/topics"
          className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
        >
          Find a topic to read <span aria-hidden="true">&nbsp;→</span>
        </Link>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
          {entries.map(([id, topic]) => {
            const reached = Math.min(furthestPage(topic) + 1, topic.pages);
            const percent = Math.round((reached / topic.pages) * 100);
            const labelId = `topic-${id}-pages`;
            return (
              <li key={id} className="py-4 first:pt-0 last:pb-0">
                <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <Link
                    to={
                      topic.finished || reached === 1
                        ? `/topic/${id}`
                        : `/topic/${id}?page=${reached}`
                    }
                    className="font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
                  >
                    {topic.title}
                  </Link>
                  {topic.finished ? (
                    <span className="badge bg-green-100 px-2.5 py-0.5 text-xs text-green-900 dark:bg-green-900/50 dark:text-green-100">
                      Finished <span aria-hidden="true">&nbsp;✓</span>
                    </span>
                  ) : null}
                </div>
                <div className={`mt-1 flex flex-wrap justify-between gap-x-4 ${MUTED}`}>
                  <span id={labelId}>
                    Page {reached} of {topic.pages}
                  </span>
                  <span>Last read {shownDate(topic.updatedAt)}</span>
                </div>
                <div
                  role="progressbar"
                  aria-labelledby={labelId}
                  aria-valuemin={0}
                  aria-valuemax={topic.pages}
                  aria-valuenow={reached}
                  aria-valuetext={`${reached} of ${topic.pages} pages`}
                  className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
                >
                  <div
                    className={`h-full rounded-full ${topic.finished ? "bg-green-600 dark:bg-green-400" : "bg-brand-600 dark:bg-brand-300"}`}
                    style={{ width: `${percent}%` }}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** Every test taken here: best and last score, passed, attempts. */
export function ScoresSection({ tests }: { tests: Progress["tests"] }) {
  const entries = newestFirst(Object.entries(tests));
  return (
    <section aria-labelledby="scores-heading" className={SECTION}>
      <h2 id="scores-heading" className={SECTION_TITLE}>
        Your test scores
      </h2>
      {entries.length === 0 ? (
        <>
          <p className={`mt-1 ${MUTED}`}>No tests yet.</p>
          <Link
            to="/tests"
            className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
          >
            Take a test <span aria-hidden="true">&nbsp;→</span>
          </Link>
        </>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
          {entries.map(([id, test]) => {
            const passed = hasPassed(test);
            return (
              <li key={id} className="py-4 first:pt-0 last:pb-0">
                <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <Link
                    to={`/test/${id}`}
                    className="font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
                  >
                    {test.title}
                  </Link>
                  {passed ? (
                    <span className="badge bg-green-100 px-2.5 py-0.5 text-xs text-green-900 dark:bg-green-900/50 dark:text-green-100">
                      Passed <span aria-hidden="true">&nbsp;✓</span>
                    </span>
                  ) : (
                    <span className="badge badge-muted px-2.5 py-0.5 text-xs">Not passed yet</span>
                  )}
                </div>
                <p className={`mt-1 ${MUTED}`}>
                  Best {test.bestScore}% · last {test.lastScore}% ·{" "}
                  {plural(test.attempts, "attempt")} · {shownDate(test.updatedAt)}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
