import { memo, type ReactNode } from "react";
import { Link } from "react-router";
import { LevelAndCategory } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import type { AdminTopic } from "../queries.ts";
import type { AiStatus } from "../ui/ai-status-notice.tsx";
import { CardDeleteButton, GenerationButton } from "../ui/card-actions.tsx";

export type TopicAction = "generate" | "refresh" | "edit" | "history" | "delete";

/** One topic with its actions; memoised, so a page re-renders only the cards that changed. */
export const AdminTopicCard = memo(function AdminTopicCard({
  topic,
  busy,
  progress,
  ai,
  onAction,
}: {
  topic: AdminTopic;
  /** Its content is being generated or refreshed. */
  busy: boolean;
  /** The running generation's progress, shown under the buttons. */
  progress?: ReactNode;
  /** Whether an AI provider is set up: generation is the main action only then. */
  ai: AiStatus["state"];
  onAction: (action: TopicAction, topic: AdminTopic) => void;
}) {
  const titleId = `admin-topic-${topic.id}`;
  const generation = topic.hasContent ? "refresh" : "generate";
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <LevelAndCategory level={topic.level} category={topic.category} />
      <h2
        id={titleId}
        className="mt-3 text-lg leading-snug font-semibold break-words text-slate-900 dark:text-white"
      >
        {topic.hasContent ? (
          <Link
            to={`/topic/${topic.id}`}
            className="underline-offset-4 hover:text-brand-700 hover:underline dark:hover:text-brand-300"
          >
            {topic.title}
          </Link>
        ) : (
          topic.title
        )}
      </h2>
      <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-slate-600 dark:text-slate-300">
        {topic.description}
      </p>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm">
        <span className="font-medium text-slate-700 dark:text-slate-300">
          {topic.hasContent
            ? `${topic.pageCount} ${topic.pageCount === 1 ? "page" : "pages"}`
            : "No content yet"}
        </span>
        <ActiveState active={topic.isActive} />
      </div>
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        <GenerationButton
          hasContent={topic.hasContent}
          busy={busy}
          ai={ai}
          aria-describedby={titleId}
          onClick={() => onAction(generation, topic)}
        />
        <Button
          variant="secondary"
          className="px-3"
          aria-describedby={titleId}
          onClick={() => onAction("edit", topic)}
        >
          Edit
        </Button>
        {topic.hasContent ? (
          <Button
            variant="secondary"
            className="px-3"
            aria-describedby={titleId}
            onClick={() => onAction("history", topic)}
          >
            History
          </Button>
        ) : null}
        <CardDeleteButton aria-describedby={titleId} onClick={() => onAction("delete", topic)} />
      </div>
      {progress}
    </article>
  );
});

function ActiveState({ active }: { active: boolean }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 font-semibold ${
        active ? "text-emerald-800 dark:text-emerald-300" : "text-slate-600 dark:text-slate-400"
      }`}
    >
      <span
        aria-hidden="true"
        className={`size-2 rounded-full ${active ? "bg-emerald-600 dark:bg-emerald-400" : "border border-slate-500"}`}
      />
      {active ? "Active" : "Inactive"}
    </span>
  );
}
