import type { ReactNode, Ref } from "react";
import { Badge, LevelBadge } from "../../components/ui/badge.tsx";
import type { QuizTest } from "./quiz-types.ts";

/** ID, level, category and title: the same head in every phase of the quiz. */
export function QuizHeader({
  test,
  aside,
  headingRef,
  compact = false,
}: {
  test: QuizTest;
  aside?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
  /** A smaller title while questions are on screen. */
  compact?: boolean;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-mono text-slate-600 dark:text-slate-300">Test #{test.id}</span>
          <LevelBadge level={test.level} />
          <Badge>{test.category}</Badge>
        </div>
        <h1
          ref={headingRef}
          tabIndex={-1}
          className={`mt-3 scroll-mt-24 font-bold tracking-tight break-words outline-none ${
            compact ? "text-xl sm:text-2xl" : "text-2xl sm:text-3xl"
          }`}
        >
          {test.title}
        </h1>
      </div>
      {aside}
    </div>
  );
}
