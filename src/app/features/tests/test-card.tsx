import type { TestListItem } from "../../../shared/test-list.ts";
import { Badge, BRAND_BADGE, LevelBadge } from "../../components/ui/badge.tsx";
import { Button, ButtonLink } from "../../components/ui/button.tsx";
import { plural } from "../../lib/list-filters.ts";
import type { TestProgress } from "../../lib/progress.ts";

/** A fact with its icon (drawn by app.css, so the glyph is not repeated on every card). */
function Fact({ icon, children }: { icon: "clock" | "target"; children: React.ReactNode }) {
  return (
    <li
      className={`icon-label icon-muted ${icon === "clock" ? "icon-clock-round" : "icon-target"}`}
    >
      {children}
    </li>
  );
}

/** The visitor's own results for this test, read from this browser. */
function YourResults({ progress }: { progress: TestProgress }) {
  return (
    <dl className="mt-4 grid grid-cols-2 gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm dark:bg-slate-800">
      <div>
        <dt className="text-xs text-slate-600 dark:text-slate-300">Best score</dt>
        <dd className="font-semibold text-slate-900 dark:text-white">{progress.bestScore}%</dd>
      </div>
      <div>
        <dt className="text-xs text-slate-600 dark:text-slate-300">Last attempt</dt>
        <dd className="font-semibold text-slate-900 dark:text-white">
          {progress.lastScore}%{" "}
          <span
            className={
              progress.lastPassed
                ? "text-green-800 dark:text-green-300"
                : "text-red-800 dark:text-red-300"
            }
          >
            {progress.lastPassed ? "✓ Passed" : "✗ Not passed"}
          </span>
        </dd>
      </div>
    </dl>
  );
}

export function TestCard({
  test,
  progress,
}: {
  test: TestListItem;
  progress: TestProgress | undefined;
}) {
  const titleId = `test-${test.id}-title`;
  return (
    <article aria-labelledby={titleId} className="list-card">
      <div className="flex flex-wrap items-center gap-2">
        <LevelBadge level={test.level} />
        <Badge className={BRAND_BADGE}>{plural(test.questionCount, "question")}</Badge>
      </div>
      <h3 id={titleId} className="list-card-title">
        {test.title}
      </h3>
      <p className="list-card-text line-clamp-3">{test.description}</p>
      <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
        <Fact icon="clock">{plural(test.timeLimit, "minute")}</Fact>
        <Fact icon="target">{test.passingScore}% to pass</Fact>
      </ul>
      {progress ? <YourResults progress={progress} /> : null}
      <div className="mt-auto pt-5">
        {test.questionCount > 0 ? (
          <ButtonLink to={`/test/${test.id}`} className="w-full">
            Start Test<span className="sr-only">: {test.title}</span>
          </ButtonLink>
        ) : (
          <Button disabled className="w-full">
            Coming Soon
          </Button>
        )}
      </div>
    </article>
  );
}
