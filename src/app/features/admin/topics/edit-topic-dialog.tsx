import { useId, useState } from "react";
import { Controller, type Path, useForm } from "react-hook-form";
import { toast } from "sonner";
import { LEVELS } from "../../../../shared/constants.ts";
import { Field } from "../../../components/form/field.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Skeleton } from "../../../components/ui/card.tsx";
import { ApiError, errorMessage } from "../api.ts";
import type { AdminTopic } from "../queries.ts";
import { Dialog } from "../ui/dialog.tsx";
import { LevelSelect, SubmitRow } from "../ui/form-parts.tsx";
import { CategoryField } from "./category-field.tsx";
import {
  changesFrom,
  type EditTopicValues,
  editDefaults,
  type FieldProblems,
  validateChanges,
} from "./edit-topic-values.ts";
import { PageEditor } from "./page-editor.tsx";
import { useUpdateTopic } from "./topic-mutations.ts";
import { useTopicContent } from "./use-topic-content.ts";

/** The owner's edit of a topic: its fields, whether it is active, and its pages by hand. */
export function EditTopicDialog({
  topic,
  onClose,
}: {
  topic: AdminTopic | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={topic !== null} onClose={onClose} title="Edit Topic" wide>
      {topic ? <EditTopicLoader topic={topic} onDone={onClose} /> : null}
    </Dialog>
  );
}

function EditTopicLoader({ topic, onDone }: { topic: AdminTopic; onDone: () => void }) {
  const content = useTopicContent(topic.id, topic.hasContent);
  if (!topic.hasContent) return <EditTopicForm topic={topic} pages={[]} onDone={onDone} />;
  if (content.isPending) {
    return (
      <div className="space-y-4">
        <p className="sr-only" role="status">
          Loading the topic's pages...
        </p>
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (content.isError) {
    return (
      <div role="alert" className="space-y-4">
        <p className="text-red-800 dark:text-red-200">
          Could not load this topic's pages: {content.error.message}
        </p>
        <Button variant="secondary" onClick={() => content.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  return <EditTopicForm topic={topic} pages={content.data.pages} onDone={onDone} />;
}

function EditTopicForm({
  topic,
  pages,
  onDone,
}: {
  topic: AdminTopic;
  pages: EditTopicValues["pages"];
  onDone: () => void;
}) {
  const id = useId();
  const [defaults] = useState(() => editDefaults(topic, pages));
  const form = useForm<EditTopicValues>({ defaultValues: defaults });
  const { errors, isDirty } = form.formState;
  const update = useUpdateTopic();
  const [invalid, setInvalid] = useState(false);
  const levels = (LEVELS as readonly string[]).includes(topic.level)
    ? LEVELS
    : [...LEVELS, topic.level];

  // The first message for a field wins, as on the server (one field can break two rules).
  const showProblems = (problems: FieldProblems) => {
    const seen = new Set<string>();
    for (const problem of problems) {
      if (seen.has(problem.path)) continue;
      form.setError(
        problem.path as Path<EditTopicValues>,
        { message: problem.message },
        { shouldFocus: seen.size === 0 },
      );
      seen.add(problem.path);
    }
    setInvalid(seen.size > 0);
  };

  const submit = form.handleSubmit((values) => {
    form.clearErrors();
    setInvalid(false);
    const checked = validateChanges(changesFrom(values, defaults));
    if (!checked.ok) return showProblems(checked.problems);
    update.mutate(
      { id: topic.id, changes: checked.changes },
      {
        onSuccess: onDone,
        onError: (error) => {
          toast.error("Update Failed", {
            description: errorMessage(error, "Failed to update topic"),
          });
          if (error instanceof ApiError) {
            showProblems(
              Object.entries(error.fields).map(([path, message]) => ({ path, message })),
            );
          }
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <Field id={`${id}-title`} label="Title" error={errors.title?.message}>
        {(control) => (
          <input {...control} {...form.register("title")} type="text" maxLength={200} />
        )}
      </Field>
      <Field id={`${id}-description`} label="Description" error={errors.description?.message}>
        {(control) => (
          <textarea {...control} {...form.register("description")} rows={3} maxLength={1000} />
        )}
      </Field>
      <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <LevelSelect
          id={`${id}-level`}
          error={errors.level?.message}
          levels={levels}
          {...form.register("level")}
        />
        <Controller
          control={form.control}
          name="category"
          render={({ field }) => (
            <CategoryField
              id={`${id}-category`}
              value={field.value}
              onChange={field.onChange}
              error={errors.category?.message}
            />
          )}
        />
      </div>
      <div className="flex items-start gap-3">
        <input
          id={`${id}-active`}
          type="checkbox"
          {...form.register("isActive")}
          aria-describedby={`${id}-active-hint`}
          className="mt-0.5 size-5 shrink-0 accent-brand-600"
        />
        <div>
          <label
            htmlFor={`${id}-active`}
            className="text-sm font-medium text-slate-800 dark:text-slate-200"
          >
            Active
          </label>
          <p id={`${id}-active-hint`} className="text-sm text-slate-600 dark:text-slate-400">
            Only active topics with content are featured on the home page.
          </p>
        </div>
      </div>
      <PageEditor id={id} control={form.control} register={form.register} errors={errors} />
      {invalid ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          Some fields need attention; nothing was saved yet.
        </p>
      ) : null}
      <SubmitRow
        onCancel={onDone}
        pending={update.isPending}
        pendingText="Saving..."
        disabled={!isDirty}
      >
        Save Changes
      </SubmitRow>
    </form>
  );
}
