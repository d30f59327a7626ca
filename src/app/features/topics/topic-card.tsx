import { formatMinutes } from "../../../shared/reading-time.ts";
import type { TopicListItem } from "../../../shared/topic-list.ts";
import { LevelAndCategory } from "../../components/ui/badge.tsx";
import { Button, ButtonLink } from "../../components/ui/button.tsx";
import { plural } from "../../lib/list-filters.ts";
import { furthestPage, type TopicProgress } from "../../lib/progress.ts";

export function TopicCard({
  topic,
  progress,
}: {
  topic: TopicListItem;
  progress: TopicProgress | undefined;
}) {
  const started = progress && !progress.finished;
  const readHref = started
    ? `/topic/${topic.id}?page=${furthestPage(progress) + 1}`
    : `/topic/${topic.id}`;
  return (
    <article aria-labelledby={`topic-${topic.id}-title`} className="list-card h-full">
      <LevelAndCategory level={topic.level} category={topic.category} />
      <h3 id={`topic-${topic.id}-title`} className="list-card-title dark:text-white">
        {topic.title}
      </h3>
      <p className="list-card-text line-clamp-4 leading-relaxed">{topic.description}</p>
      <div className="mt-auto pt-5">
        {topic.hasContent ? (
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-300">
            <span className="icon-label icon-book">
              {topic.pageCount > 0 ? plural(topic.pageCount, "page") : "Content available"}
            </span>
            {topic.minutes ? (
              <span className="icon-label icon-clock">{formatMinutes(topic.minutes)}</span>
            ) : null}
          </p>
        ) : null}
        {progress ? <ProgressLine progress={progress} /> : null}
        {topic.hasContent ? (
          <ButtonLink to={readHref} className="mt-4 flex w-full" aria-label={`Read ${topic.title}`}>
            Read
          </ButtonLink>
        ) : (
          <Button disabled className="mt-4 flex w-full">
            Coming Soon
          </Button>
        )}
      </div>
    </article>
  );
}

function ProgressLine({ progress }: { progress: TopicProgress }) {
  if (progress.finished) {
    return (
      <p className="mt-2 inline-flex items-center gap-1.5 text-sm font-semibold text-green-800 dark:text-green-300">
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
          <path d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.7-9.3-4 4a1 1 0 0 1-1.4 0l-2-2a1 1 0 1 1 1.4-1.4L9 10.6l3.3-3.3a1 1 0 0 1 1.4 1.4Z" />
        </svg>
        Completed
      </p>
    );
  }
  const reached = furthestPage(progress) + 1;
  const percent = Math.round((reached / Math.max(progress.pages, 1)) * 100);
  return (
    <div className="mt-2">
      <p className="text-sm font-medium text-brand-700 dark:text-brand-300">
        Page {reached} of {progress.pages}
      </p>
      <div aria-hidden="true" className="mt-1 h-1.5 rounded-full bg-slate-200 dark:bg-slate-700">
        <div
          className="h-full rounded-full bg-brand-600 dark:bg-brand-300"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
