import type { Ref } from "react";
import { Badge, BRAND_BADGE, LevelBadge } from "../../components/ui/badge.tsx";
import type { QuizTest } from "./quiz-types.ts";

/** Level, category and title: the same head in every phase of the quiz. */
export function QuizHeader({
  test,
  headingRef,
  compact = false,
  showId = false,
  mode,
}: {
  test: QuizTest;
  headingRef?: Ref<HTMLHeadingElement>;
  /** While questions are on screen: a smaller title, at most two lines on a phone. */
  compact?: boolean;
  /** The test's number, a quiet reference for the intro (spec: the intro shows the ID). */
  showId?: boolean;
  /** A word for the kind of run, beside level and category ("Practice"). */
  mode?: string;
}) {
  return (
    <div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <LevelBadge level={test.level} />
        <Badge>{test.category}</Badge>
        {mode ? <Badge className={BRAND_BADGE}>{mode}</Badge> : null}
        {showId ? (
          <span className="text-xs text-slate-500 dark:text-slate-400">Test {test.id}</span>
        ) : null}
      </div>
      <h1
        ref={headingRef}
        tabIndex={-1}
        className={`scroll-mt-24 font-bold tracking-tight break-words outline-none ${
          compact
            ? "mt-2 line-clamp-2 text-lg leading-snug sm:line-clamp-none sm:text-2xl"
            : "mt-3 text-2xl sm:text-3xl"
        }`}
      >
        {test.title}
      </h1>
    </div>
  );
}
