import { Link } from "react-router";
import { plural } from "../../lib/list-filters.ts";
import type { Progress } from "../../lib/progress.ts";
import { type CatalogCategory, categoryProgress } from "./category-progress.ts";
import { MUTED, SECTION, SECTION_TITLE } from "./section-style.ts";

const of = (done: number, total: number, word: string, verb: string) =>
  `${done} of ${plural(total, word)} ${verb}`;

/** Per category the visitor has started: topics read and tests passed, complete or not. */
export function CategoriesSection({
  catalog,
  progress,
}: {
  catalog: readonly CatalogCategory[];
  progress: Progress;
}) {
  const started = categoryProgress(catalog, progress);
  const complete = started.filter((category) => category.complete).length;
  const untouched = catalog.length - started.length;
  return (
    <section aria-labelledby="categories-heading" className={SECTION}>
      <h2 id="categories-heading" className={SECTION_TITLE}>
        Categories
      </h2>
      <p className={`mt-1 ${MUTED}`}>
        {started.length === 0
          ? "Nothing you have done here is in a category that has lessons now."
          : `${plural(complete, "category", "categories")} complete of ${started.length} started.`}
      </p>
      {started.length > 0 ? (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {started.map((category) => (
            <li
              key={category.name}
              className="rounded-lg border border-slate-200 p-4 dark:border-slate-700"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold">{category.name}</h3>
                {category.complete ? (
                  <span className="badge bg-green-100 px-2.5 py-0.5 text-xs text-green-900 dark:bg-green-900/50 dark:text-green-100">
                    Complete <span aria-hidden="true">&nbsp;✓</span>
                  </span>
                ) : null}
              </div>
              <p className={`mt-1 ${MUTED}`}>
                {of(category.topicsFinished, category.topics, "topic", "read")}
                {category.tests > 0
                  ? `, ${of(category.testsPassed, category.tests, "test", "passed")}`
                  : ""}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      {untouched > 0 ? (
        <p className={`mt-4 ${MUTED}`}>
          {plural(untouched, "category", "categories")} not started yet.{" "}
          <Link
            to="/topics"
            className="font-semibold text-brand-700 underline underline-offset-4 dark:text-brand-300"
          >
            Browse all topics
          </Link>
        </p>
      ) : null}
    </section>
  );
}
