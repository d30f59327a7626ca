import { Link } from "react-router";
import { furthestPage, type Progress, useProgress } from "../../lib/progress.ts";

const MAX_ITEMS = 6;

interface Entry {
  key: string;
  kind: "Topic" | "Test";
  title: string;
  status: string;
  done: boolean;
  href: string;
  action: string;
  updatedAt: string;
}

function entries(progress: Progress): Entry[] {
  const topics = Object.entries(progress.topics).map(([id, topic]): Entry => {
    // How far they got, not where they last looked (a visitor may have gone back to page 1).
    const reached = furthestPage(topic) + 1;
    return {
      key: `topic-${id}`,
      kind: "Topic",
      title: topic.title,
      status: topic.finished
        ? "Completed"
        : `Read ${reached} of ${topic.pages} pages (${Math.round((reached / topic.pages) * 100)}%)`,
      done: topic.finished,
      href: topic.finished ? `/topic/${id}` : `/topic/${id}?page=${reached}`,
      action: topic.finished ? "Read again" : "Continue reading",
      updatedAt: topic.updatedAt,
    };
  });
  const tests = Object.entries(progress.tests).map(
    ([id, test]): Entry => ({
      key: `test-${id}`,
      kind: "Test",
      title: test.title,
      status: `Best score ${test.bestScore}%`,
      done: test.lastPassed,
      href: `/test/${id}`,
      action: "Take again",
      updatedAt: test.updatedAt,
    }),
  );
  return [...topics, ...tests]
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    .slice(0, MAX_ITEMS);
}

/** What this browser remembers; nothing shows on the server or for a first visit. */
export function ContinueLearning() {
  const progress = useProgress();
  const items = progress ? entries(progress) : [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="continue-heading" className="mx-auto max-w-6xl px-4 pt-10">
      <h2 id="continue-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
        Continue where you left off
      </h2>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        Saved only in this browser. You can clear it from the privacy page.{" "}
        <Link
          to="/progress"
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 dark:text-brand-300"
        >
          See all your progress
        </Link>
      </p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li
            key={item.key}
            className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">
              {item.kind}
            </p>
            <h3 className="mt-1 font-semibold leading-snug">{item.title}</h3>
            <p
              className={`mt-2 text-sm font-medium ${
                item.done
                  ? "text-green-800 dark:text-green-300"
                  : "text-brand-700 dark:text-brand-300"
              }`}
            >
              {item.status}
            </p>
            <Link
              to={item.href}
              aria-label={`${item.action}: ${item.title}`}
              className="mt-auto inline-flex min-h-11 items-center gap-1 pt-3 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
            >
              {item.action} <span aria-hidden="true">→</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
