import { Link } from "react-router";
import { CategoryIcon } from "../../components/category-icon.tsx";
import { LevelBadge } from "../../components/ui/badge.tsx";
import { ButtonLink } from "../../components/ui/button.tsx";

export interface PopularTopic {
  id: number;
  title: string;
  description: string;
  level: string;
  category: string;
}

export function PopularTopics({ topics }: { topics: PopularTopic[] }) {
  return (
    <section aria-labelledby="popular-heading" className="mx-auto max-w-6xl px-4 py-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="popular-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Popular Topics
          </h2>
          <p className="mt-2 text-slate-600 dark:text-slate-300">
            Good places to start, each a few short pages long.
          </p>
        </div>
        {topics.length > 0 ? (
          <ButtonLink to="/topics" variant="secondary">
            View All Topics
          </ButtonLink>
        ) : null}
      </div>
      {topics.length === 0 ? (
        <div className="mt-8 rounded-2xl border border-dashed border-slate-300 px-6 py-14 text-center dark:border-slate-700">
          <h3 className="text-xl font-semibold">No Topics Available Yet</h3>
          <p className="mt-2 text-slate-600 dark:text-slate-300">
            Lessons appear here as soon as they are written.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <ButtonLink to="/admin/topics">Go to Admin Panel</ButtonLink>
            <ButtonLink to="/topics" variant="secondary">
              View All Topics
            </ButtonLink>
          </div>
        </div>
      ) : (
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {topics.map((topic) => (
            <li key={topic.id}>
              <PopularTopicCard topic={topic} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function PopularTopicCard({ topic }: { topic: PopularTopic }) {
  return (
    <article
      aria-labelledby={`popular-${topic.id}`}
      className="group relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-within:ring-2 focus-within:ring-brand-500 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-center justify-between gap-3">
        <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-brand-300">
          <CategoryIcon category={topic.category} className="size-7" />
        </span>
        <LevelBadge level={topic.level} />
      </div>
      <p className="mt-5 text-sm font-medium text-slate-600 dark:text-slate-300">
        {topic.category}
      </p>
      <h3 id={`popular-${topic.id}`} className="mt-1 text-lg leading-snug font-semibold">
        {/* The whole card is the link's target area. */}
        <Link
          to={`/topic/${topic.id}`}
          className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none group-hover:text-brand-700 dark:group-hover:text-brand-300"
        >
          {topic.title}
        </Link>
      </h3>
      <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-slate-600 dark:text-slate-300">
        {topic.description}
      </p>
      <p
        aria-hidden="true"
        className="mt-auto inline-flex items-center gap-1 pt-5 text-sm font-semibold text-brand-700 dark:text-brand-300"
      >
        Start reading
        <span className="transition-transform group-hover:translate-x-0.5">→</span>
      </p>
    </article>
  );
}
