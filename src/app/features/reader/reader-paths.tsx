import { Link } from "react-router";

export interface PathLink {
  id: number;
  title: string;
  hasContent: boolean;
}

export interface LessonPaths {
  before: PathLink[];
  next: PathLink[];
  /** The lesson's own test, when it has one a visitor can start. */
  test: { id: number; title: string } | null;
}

function TopicLinks({ topics }: { topics: PathLink[] }) {
  return (
    <ul className="mt-2 space-y-1.5">
      {topics.map((topic) => (
        <li key={topic.id}>
          <Link
            to={`/topic/${topic.id}`}
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600 dark:text-brand-300"
          >
            {topic.title}
          </Link>
          {topic.hasContent ? null : (
            <span className="ml-2 text-sm text-slate-600 dark:text-slate-400">(coming soon)</span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** "Before this": shown at the start of a lesson that builds on others. */
export function BeforeThis({ topics }: { topics: PathLink[] }) {
  if (topics.length === 0) return null;
  return (
    <nav
      aria-labelledby="before-this"
      className="mt-6 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm sm:text-base dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id="before-this" className="font-semibold text-slate-900 dark:text-white">
        Before this
      </h2>
      <p className="mt-1 text-slate-700 dark:text-slate-300">
        This lesson builds on {topics.length === 1 ? "this topic" : "these topics"}:
      </p>
      <TopicLinks topics={topics} />
    </nav>
  );
}

/** "Next": where the lesson leads, at its end. */
export function NextTopics({ topics }: { topics: PathLink[] }) {
  if (topics.length === 0) return null;
  return (
    <nav
      aria-labelledby="lesson-next"
      className="mt-6 rounded-2xl border border-slate-200 p-5 sm:p-6 dark:border-slate-700"
    >
      <h2 id="lesson-next" className="text-lg font-bold">
        Next
      </h2>
      <p className="mt-1 text-slate-700 dark:text-slate-300">
        {topics.length === 1 ? "The topic" : "Topics"} this lesson leads to:
      </p>
      <TopicLinks topics={topics} />
    </nav>
  );
}
