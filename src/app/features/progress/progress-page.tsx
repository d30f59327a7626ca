import type { ReactNode } from "react";
import { ButtonLink } from "../../components/ui/button.tsx";
import { useProgress } from "../../lib/progress.ts";
import { CarrySection } from "./carry-section.tsx";
import { CategoriesSection } from "./categories-section.tsx";
import type { CatalogCategory } from "./category-progress.ts";
import { IncomingLink } from "./incoming-link.tsx";
import { ReadingSection, ScoresSection } from "./reading-section.tsx";
import { MUTED, SECTION, SECTION_TITLE } from "./section-style.ts";
import { StreakSection } from "./streak-section.tsx";

// /progress: everything this browser holds about the visitor's learning. The server sends the
// same shell to everyone (and the catalog of categories); the progress itself is read from
// localStorage after hydration, so the first client render matches the server's HTML.

export function ProgressPage({
  catalog,
  dueCards,
}: {
  catalog: readonly CatalogCategory[];
  /**
   * The review deck's "Cards due" section (features/review), placed after the streak. It reads
   * its own store (IndexedDB), so the page passes it nothing.
   */
  dueCards?: ReactNode;
}) {
  const progress = useProgress();
  const started =
    progress !== null &&
    (Object.keys(progress.topics).length > 0 ||
      Object.keys(progress.tests).length > 0 ||
      progress.days.length > 0);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      <header>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Your progress</h1>
        <p className="mt-3 text-lg text-slate-600 dark:text-slate-300">
          Kept only in this browser, on this device: nothing here is sent to our server.
        </p>
      </header>
      <div className="mt-6">
        <IncomingLink />
      </div>
      {progress === null ? (
        <>
          <p role="status" className={`mt-8 ${MUTED}`}>
            Reading your progress from this browser…
          </p>
          <noscript>
            <p className="mt-4 text-slate-700 dark:text-slate-300">
              This page reads your progress from your browser's storage, on your device, which needs
              JavaScript. Turn it on to see what you have read and your test scores.
            </p>
          </noscript>
        </>
      ) : (
        <div className="mt-8 grid gap-6">
          {started ? (
            <>
              <StreakSection days={progress.days} />
              {dueCards}
              <ReadingSection topics={progress.topics} />
              <ScoresSection tests={progress.tests} />
              <CategoriesSection catalog={catalog} progress={progress} />
            </>
          ) : (
            <>
              <section aria-labelledby="empty-heading" className={SECTION}>
                <h2 id="empty-heading" className={SECTION_TITLE}>
                  Nothing here yet
                </h2>
                <p className={`mt-2 ${MUTED}`}>
                  Read a topic or take a test, and this page shows how far you got, your best
                  scores, the categories you complete and your daily streak.
                </p>
                <div className="mt-4 flex flex-wrap gap-3">
                  <ButtonLink to="/topics">Start Learning</ButtonLink>
                  <ButtonLink to="/tests" variant="secondary">
                    Take a Test
                  </ButtonLink>
                </div>
              </section>
              {dueCards}
            </>
          )}
          <CarrySection hasProgress={started} />
        </div>
      )}
    </div>
  );
}
