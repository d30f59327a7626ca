import { Link } from "react-router";
import { formatMinutes } from "../../../shared/reading-time.ts";
import { Badge, BRAND_BADGE, LevelBadge } from "../../components/ui/badge.tsx";
import { ButtonLink } from "../../components/ui/button.tsx";
import { ClockIcon, StrokeIcon } from "../../components/ui/icon.tsx";

export interface ReaderTopic {
  id: number;
  title: string;
  description: string;
  level: string;
  category: string;
}

export function BackToTopics() {
  return (
    <Link
      to="/topics"
      className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-slate-700 hover:text-brand-700 dark:text-slate-300 dark:hover:text-brand-300"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
        <path d="M12.8 4.2a1 1 0 0 1 0 1.4L8.4 10l4.4 4.4a1 1 0 0 1-1.4 1.4l-5.1-5.1a1 1 0 0 1 0-1.4l5.1-5.1a1 1 0 0 1 1.4 0Z" />
      </svg>
      All topics
    </Link>
  );
}

export function TopicHeading({ topic, minutes }: { topic: ReaderTopic; minutes: number | null }) {
  return (
    <>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <LevelBadge level={topic.level} />
        <Badge className={BRAND_BADGE}>{topic.category}</Badge>
        {minutes ? (
          <span className="inline-flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-300">
            <ClockIcon />
            {formatMinutes(minutes)}
          </span>
        ) : null}
      </div>
      <h1 className="mt-3 text-3xl leading-tight font-bold tracking-tight text-balance sm:text-4xl">
        {topic.title}
      </h1>
    </>
  );
}

/** The bar and its words: 'N of M pages' (spec §2). */
export function ReadingProgress({ page, pages }: { page: number; pages: number }) {
  const percent = Math.round((page / pages) * 100);
  return (
    <div className="mt-6">
      <div className="flex items-center justify-between text-sm font-medium text-slate-700 dark:text-slate-300">
        <span id="reading-progress">
          {page} of {pages} pages
        </span>
        <span aria-hidden="true">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="reading-progress"
        aria-valuemin={1}
        aria-valuemax={pages}
        aria-valuenow={page}
        aria-valuetext={`${page} of ${pages} pages`}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-300 dark:bg-brand-300"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

/** The last page's card; with the lesson's own test, it offers that test. */
export function CompletionCard({ test }: { test: { id: number; title: string } | null }) {
  return (
    <section
      aria-labelledby="topic-complete"
      className="mt-10 rounded-2xl border border-green-200 bg-green-50 p-6 text-center sm:p-8 dark:border-green-900 dark:bg-green-950/40"
    >
      <StrokeIcon
        className="mx-auto size-12 text-green-700 dark:text-green-300"
        paths={[
          "M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0V4ZM7 6H4v1a3 3 0 0 0 3 3M17 6h3v1a3 3 0 0 1-3 3",
        ]}
      />
      <h2 id="topic-complete" className="mt-3 text-xl font-bold text-green-900 dark:text-green-100">
        Congratulations! You've completed this topic!
      </h2>
      <p className="mt-2 text-green-900 dark:text-green-100">
        {test
          ? `Check what you learned with this lesson's test, ${test.title}, or keep going with another topic.`
          : "Keep the momentum going with another topic, or check what you learned with a test."}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {test ? <ButtonLink to={`/test/${test.id}`}>Take the test</ButtonLink> : null}
        <ButtonLink to="/topics" variant={test ? "secondary" : "primary"}>
          Explore More Topics
        </ButtonLink>
        {test ? null : (
          <ButtonLink to="/tests" variant="secondary">
            Take a Test
          </ButtonLink>
        )}
      </div>
    </section>
  );
}

export function ContentNotAvailable() {
  return (
    <section className="mt-10 rounded-2xl border border-dashed border-slate-300 px-6 py-14 text-center dark:border-slate-700">
      <StrokeIcon
        className="mx-auto size-12 text-slate-500 dark:text-slate-400"
        strokeWidth={1.5}
        paths={[
          "M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5Z",
          "M14 3v5h5M9 13h6M9 17h4",
        ]}
      />
      <h2 className="mt-4 text-xl font-semibold">Content Not Available</h2>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        This topic's content hasn't been generated yet.
      </p>
      <ButtonLink to="/topics" className="mt-6">
        Back to Topics
      </ButtonLink>
    </section>
  );
}
