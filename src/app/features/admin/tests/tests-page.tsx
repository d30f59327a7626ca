import { useDeferredValue, useState } from "react";
import type { QuestionStats } from "../../../../shared/answer-stats.ts";
import { LEVELS } from "../../../../shared/constants.ts";
import { questionFixPrompt } from "../../../../shared/fix-prompts.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Skeleton } from "../../../components/ui/card.tsx";
import { type ListFilters, NO_FILTERS, plural } from "../../../lib/list-filters.ts";
import { AdminPageHeader } from "../admin-shell.tsx";
import { BulkPanel } from "../generation/bulk-panel.tsx";
import { GenerateAllButton } from "../generation/generate-all.tsx";
import { JobProgress } from "../generation/job-progress.tsx";
import { RefreshPartDialog } from "../generation/refresh-part-dialog.tsx";
import { Pager } from "../paging/pager.tsx";
import { listAddress, usePagedList } from "../paging/use-paged-list.ts";
import { type AdminTest, keys, useCategories, useTestCounts } from "../queries.ts";
import { AiMissingNotice, useAiStatus } from "../ui/ai-status-notice.tsx";
import { ConfirmDialog } from "../ui/confirm-dialog.tsx";
import { AdminFilterBar } from "../ui/filter-bar.tsx";
import { EmptyState, LoadError, SkeletonGrid } from "../ui/list-states.tsx";
import { VersionsDialog } from "../versions/versions-dialog.tsx";
import { AddCategoryDialog } from "./add-category-dialog.tsx";
import { AddTestDialog } from "./add-test-dialog.tsx";
import { AdminTestCard, type CardActions } from "./admin-test-card.tsx";
import { AnswerStatsDialog } from "./answer-stats-dialog.tsx";
import { EditTestDialog } from "./edit-test-dialog.tsx";
import { knownCategories } from "./filter-admin-tests.ts";
import { GenerateDialog } from "./generate-dialog.tsx";
import { useDeleteTest, useUpdateTestNumbers } from "./test-mutations.ts";
import { BULK_QUIZ_PROMPT, useGeneratingTests } from "./use-generation.ts";

/** /admin/tests: the tests a page at a time (ADR 019), searched and filtered by the server. */
export function AdminTestsPage() {
  const categories = useCategories();
  const [filters, setFilters] = useState<ListFilters>(NO_FILTERS);
  const deferred = useDeferredValue(filters);
  // The tests are always stale (spec §9): each page is asked for again when shown.
  const list = usePagedList<AdminTest>(
    keys.tests,
    listAddress("/api/tests", { ...deferred, order: "newest" }),
    0,
  );
  const tests = list.query;
  const counts = useTestCounts().data;
  const [adding, setAdding] = useState<{ category: string } | null>(null);
  const [addingCategory, setAddingCategory] = useState(false);
  const [generateFor, setGenerateFor] = useState<AdminTest | null>(null);
  const [editing, setEditing] = useState<{ test: AdminTest; question: number | null } | null>(null);
  const [refreshing, setRefreshing] = useState<{
    test: AdminTest;
    question: QuestionStats;
  } | null>(null);
  const [history, setHistory] = useState<AdminTest | null>(null);
  const [statistics, setStatistics] = useState<AdminTest | null>(null);
  const [deleting, setDeleting] = useState<AdminTest | null>(null);
  const numbers = useUpdateTestNumbers();
  const remove = useDeleteTest();
  const generating = useGeneratingTests();
  const ai = useAiStatus();

  const shown = list.items ?? [];
  const known = knownCategories(categories.data, counts?.byCategory);
  const saving = numbers.isPending ? numbers.variables : undefined;

  const actions: CardActions = {
    onSaveNumber: (test, field, value) =>
      numbers.mutateAsync({ id: test.id, changes: { [field]: value } }).then(
        () => true,
        () => false,
      ),
    onGenerate: setGenerateFor,
    onEdit: (test) => setEditing({ test, question: null }),
    onHistory: setHistory,
    onStatistics: setStatistics,
    onDelete: setDeleting,
  };

  return (
    <>
      <AdminPageHeader
        title="Admin - Tests Management"
        subtitle={counts ? `${plural(counts.total, "test")} in total` : "Counting tests..."}
        actions={
          <>
            <GenerateAllButton
              kind="test"
              missing={counts ? counts.total - counts.written : null}
              defaultPrompt={BULK_QUIZ_PROMPT}
            />
            <Button variant="secondary" onClick={() => setAddingCategory(true)}>
              Add Category
            </Button>
            <Button onClick={() => setAdding({ category: "" })}>Add Test</Button>
          </>
        }
      />
      <AiMissingNotice status={ai} className="mb-6" />
      <BulkPanel kind="test" />
      <AdminFilterBar
        noun="tests"
        filters={filters}
        categories={known}
        levels={LEVELS}
        onChange={(change) => setFilters((previous) => ({ ...previous, ...change }))}
        onClear={() => setFilters(NO_FILTERS)}
      >
        {list.total !== undefined && counts ? (
          <p aria-live="polite" className="mt-3 text-sm text-slate-600 dark:text-slate-300">
            Showing {list.total} of {plural(counts.total, "test")}
          </p>
        ) : null}
      </AdminFilterBar>

      {tests.isPending && !list.items ? (
        <div className="mt-6">
          <SkeletonGrid
            label="Loading admin tests..."
            columns="md:grid-cols-2 xl:grid-cols-3"
            above={
              <p className="text-sm text-slate-600 dark:text-slate-300">Loading admin tests...</p>
            }
            card={
              <div className="space-y-3">
                <Skeleton className="h-5 w-24" />
                <Skeleton className="h-6 w-3/4" />
                <Skeleton className="h-16" />
                <Skeleton className="h-11" />
              </div>
            }
          />
        </div>
      ) : tests.isError ? (
        <LoadError
          className="mt-6"
          title="Unable to load tests"
          message={tests.error.message}
          onRetry={() => void tests.refetch()}
        />
      ) : shown.length === 0 ? (
        <EmptyState
          className="mt-6"
          title="No tests found"
          text="Try adjusting your search criteria or create a new test."
        />
      ) : (
        <div className="mt-6 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {shown.map((test) => {
            const generation = generating.get(test.id);
            return (
              <AdminTestCard
                key={test.id}
                test={test}
                generating={generation !== undefined}
                progress={generation ? <JobProgress progress={generation} /> : undefined}
                savingField={
                  saving?.id === test.id
                    ? "timeLimit" in saving.changes
                      ? "timeLimit"
                      : "passingScore"
                    : null
                }
                ai={ai.state}
                actions={actions}
              />
            );
          })}
        </div>
      )}
      <Pager list={list} noun="test" />

      <AddTestDialog
        open={adding !== null}
        category={adding?.category ?? ""}
        categories={known}
        onClose={() => setAdding(null)}
      />
      <AddCategoryDialog
        open={addingCategory}
        categories={known}
        onClose={() => setAddingCategory(false)}
        onCreateTest={(category) => {
          setAddingCategory(false);
          setAdding({ category });
        }}
      />
      <GenerateDialog test={generateFor} onClose={() => setGenerateFor(null)} />
      <EditTestDialog
        test={editing?.test ?? null}
        focusQuestion={editing?.question ?? null}
        categories={known}
        onClose={() => setEditing(null)}
      />
      <VersionsDialog kind="test" target={history} onClose={() => setHistory(null)} />
      <AnswerStatsDialog
        target={statistics}
        onClose={() => setStatistics(null)}
        actions={{
          onEdit: (question) => {
            if (statistics) setEditing({ test: statistics, question: question.index });
            setStatistics(null);
          },
          onRefresh: (question) => {
            if (statistics) setRefreshing({ test: statistics, question });
            setStatistics(null);
          },
        }}
      />
      {refreshing ? (
        <RefreshPartDialog
          target={{ kind: "test", id: refreshing.test.id, title: refreshing.test.title }}
          part={{
            questionKey: refreshing.question.key,
            label: `question ${refreshing.question.index + 1}: ${refreshing.question.question}`,
          }}
          initialPrompt={questionFixPrompt(refreshing.question)}
          onClose={() => setRefreshing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Test"
        message={
          deleting
            ? `"${deleting.title}" will be deleted with ${
                deleting.hasContent
                  ? `its ${plural(deleting.questionCount, "question")}`
                  : "its settings"
              } and view counts. This action cannot be undone.`
            : ""
        }
        confirmLabel="Delete Test"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting, { onSuccess: () => setDeleting(null) });
        }}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
