import { useCallback, useDeferredValue, useMemo, useState } from "react";
import { LEVELS } from "../../../../shared/constants.ts";
import { levelLabel } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Skeleton } from "../../../components/ui/card.tsx";
import { hasFilters, type ListFilters, NO_FILTERS, plural } from "../../../lib/list-filters.ts";
import { AdminPageHeader } from "../admin-shell.tsx";
import { BulkPanel } from "../generation/bulk-panel.tsx";
import { GenerateAllButton } from "../generation/generate-all.tsx";
import { JobProgress } from "../generation/job-progress.tsx";
import { Pager } from "../paging/pager.tsx";
import { listAddress, usePagedList } from "../paging/use-paged-list.ts";
import { type AdminTopic, keys, useCategories, useTopicCounts } from "../queries.ts";
import { AiMissingNotice, useAiStatus } from "../ui/ai-status-notice.tsx";
import { ConfirmDialog } from "../ui/confirm-dialog.tsx";
import { AdminFilterBar } from "../ui/filter-bar.tsx";
import { EmptyState, LoadError, SkeletonGrid } from "../ui/list-states.tsx";
import { VersionsDialog } from "../versions/versions-dialog.tsx";
import { AddCategoryDialog } from "./add-category-dialog.tsx";
import { AddTopicDialog } from "./add-topic-dialog.tsx";
import { AdminTopicCard, type TopicAction } from "./admin-topic-card.tsx";
import { EditTopicDialog } from "./edit-topic-dialog.tsx";
import { GenerateDialog } from "./generate-dialog.tsx";
import { useDeleteTopic } from "./topic-mutations.ts";
import { DEFAULT_PROMPTS, usePendingGenerations } from "./use-generation.ts";

type OpenDialog =
  | { kind: "add-topic" }
  | { kind: "add-category" }
  | { kind: TopicAction; topic: AdminTopic }
  | null;

/**
 * /admin/topics: the topics a page at a time (ADR 019), searched and filtered by the server,
 * with their content actions and the owner's edits.
 */
export function AdminTopics() {
  const [filters, setFilters] = useState<ListFilters>(NO_FILTERS);
  // Typing stays responsive: the list is asked for again at the next idle moment.
  const deferred = useDeferredValue(filters);
  const list = usePagedList<AdminTopic>(
    keys.topics,
    listAddress("/api/topics", { ...deferred, order: "newest" }),
  );
  const topics = list.query;
  const shown = list.items ?? [];
  const counts = useTopicCounts().data;
  const order = useCategories().data;
  const categories = useMemo(() => order?.map((category) => category.name) ?? [], [order]);
  const pending = usePendingGenerations();
  const ai = useAiStatus();

  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = useCallback(() => setDialog(null), []);
  const onAction = useCallback(
    (kind: TopicAction, topic: AdminTopic) => setDialog({ kind, topic }),
    [],
  );
  const topicFor = (kind: TopicAction) =>
    dialog && "topic" in dialog && dialog.kind === kind ? dialog.topic : null;
  const remove = useDeleteTopic();
  const deleting = topicFor("delete");
  const clear = () => setFilters(NO_FILTERS);

  return (
    <>
      <AdminPageHeader
        title="Admin - Topics Management"
        subtitle={counts ? `${plural(counts.total, "topic")} in total` : "Counting topics..."}
        actions={
          <>
            <GenerateAllButton
              kind="topic"
              missing={counts ? counts.total - counts.written : null}
              defaultPrompt={DEFAULT_PROMPTS.generate}
            />
            <Button variant="secondary" onClick={() => setDialog({ kind: "add-category" })}>
              Add Category
            </Button>
            <Button onClick={() => setDialog({ kind: "add-topic" })}>Add Topic</Button>
          </>
        }
      />
      <AiMissingNotice status={ai} className="mb-6" />
      <BulkPanel kind="topic" />
      <AdminFilterBar
        noun="topics"
        className="mb-6"
        filters={filters}
        categories={categories}
        levels={LEVELS}
        levelLabel={levelLabel}
        onChange={(change) => setFilters((previous) => ({ ...previous, ...change }))}
        onClear={clear}
      >
        <p aria-live="polite" className="mt-3 text-sm text-slate-600 dark:text-slate-300">
          {list.total === undefined || !counts
            ? "Counting topics..."
            : `Showing ${list.total} of ${counts.total} topics`}
        </p>
      </AdminFilterBar>
      {topics.isPending && !list.items ? (
        <SkeletonGrid label="Loading topics..." testId="topics-skeleton" card={<TopicSkeleton />} />
      ) : topics.isError ? (
        <LoadError
          title="Could not load topics"
          message={topics.error.message}
          onRetry={() => topics.refetch()}
        />
      ) : shown.length === 0 ? (
        hasFilters(deferred) ? (
          <EmptyState
            title="No topics found"
            text="Try adjusting your filters or search query to find relevant topics."
            action={
              <Button variant="secondary" onClick={clear}>
                Clear Filters
              </Button>
            }
          />
        ) : (
          <EmptyState
            title="No topics yet"
            text="Add your first topic to get started."
            action={<Button onClick={() => setDialog({ kind: "add-topic" })}>Add Topic</Button>}
          />
        )
      ) : (
        <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((topic) => {
            const generation = pending.get(topic.id);
            return (
              <li key={topic.id} className="grid grid-cols-1">
                <AdminTopicCard
                  topic={topic}
                  busy={generation !== undefined}
                  progress={generation ? <JobProgress progress={generation} /> : undefined}
                  ai={ai.state}
                  onAction={onAction}
                />
              </li>
            );
          })}
        </ul>
      )}
      <Pager list={list} noun="topic" />

      <AddTopicDialog open={dialog?.kind === "add-topic"} onClose={close} />
      <AddCategoryDialog open={dialog?.kind === "add-category"} onClose={close} />
      <GenerateDialog kind="generate" topic={topicFor("generate")} onClose={close} />
      <GenerateDialog kind="refresh" topic={topicFor("refresh")} onClose={close} />
      <EditTopicDialog topic={topicFor("edit")} onClose={close} />
      <VersionsDialog kind="topic" target={topicFor("history")} onClose={close} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Topic"
        message="Are you sure you want to delete this topic? This action cannot be undone."
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onClose={close}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting, { onSettled: close });
        }}
      />
    </>
  );
}

/** One topic card's placeholder (spec §9). */
function TopicSkeleton() {
  return (
    <>
      <div className="flex gap-2">
        <Skeleton className="h-5 w-20 rounded-full" />
        <Skeleton className="h-5 w-28 rounded-full" />
      </div>
      <Skeleton className="mt-4 h-6 w-4/5" />
      <Skeleton className="mt-3 h-4 w-full" />
      <Skeleton className="mt-2 h-4 w-2/3" />
      <div className="mt-6 flex gap-2">
        <Skeleton className="h-11 w-24" />
        <Skeleton className="h-11 w-16" />
      </div>
    </>
  );
}
