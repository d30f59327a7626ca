import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { useFieldArray, useForm, useWatch } from "react-hook-form";
import { LEVELS } from "../../../../shared/constants.ts";
import { CONTENT_RULES } from "../../../../shared/schemas/content.ts";
import { testUpdateSchema } from "../../../../shared/schemas/test.ts";
import { Field } from "../../../components/form/field.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Skeleton } from "../../../components/ui/card.tsx";
import { plural } from "../../../lib/list-filters.ts";
import { ApiError, api } from "../api.ts";
import { type AdminTest, type AdminTestContent, keys } from "../queries.ts";
import { Dialog } from "../ui/dialog.tsx";
import { LevelSelect, SubmitRow } from "../ui/form-parts.tsx";
import { answerSpread } from "./answer-spread.ts";
import {
  BLANK_QUESTION,
  changesFrom,
  type EditTestValues,
  fieldPath,
  initialValues,
} from "./edit-test-values.ts";
import { QuestionFields } from "./question-fields.tsx";
import { useUpdateTest } from "./test-mutations.ts";
import { useFocusField } from "./use-focus-field.ts";

export function EditTestDialog({
  test,
  categories,
  onClose,
  focusQuestion = null,
}: {
  test: AdminTest | null;
  categories: readonly string[];
  onClose: () => void;
  /** A question to bring into view and focus (from 0): the one the owner came to fix. */
  focusQuestion?: number | null;
}) {
  return (
    <Dialog
      open={test !== null}
      onClose={onClose}
      title={test ? `Edit Test: ${test.title}` : "Edit Test"}
      wide
    >
      {test ? (
        <EditTestLoader
          key={test.id}
          test={test}
          categories={categories}
          onClose={onClose}
          focusQuestion={focusQuestion}
        />
      ) : null}
    </Dialog>
  );
}

function EditTestLoader({
  test,
  categories,
  onClose,
  focusQuestion,
}: {
  test: AdminTest;
  categories: readonly string[];
  onClose: () => void;
  focusQuestion: number | null;
}) {
  const content = useQuery({
    queryKey: keys.testContent(test.id),
    queryFn: () => api<AdminTestContent>("GET", `/api/tests/${test.id}/content`),
  });
  if (content.isPending) {
    return (
      <div role="status" aria-label="Loading questions..." className="space-y-3">
        <Skeleton className="h-10" />
        <Skeleton className="h-24" />
        <Skeleton className="h-40" />
      </div>
    );
  }
  if (content.isError) {
    return (
      <div role="alert" className="text-sm text-red-700 dark:text-red-300">
        <p>The questions could not be loaded: {content.error.message}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void content.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <EditTestForm
      test={test}
      initial={initialValues(test, content.data)}
      categories={categories}
      onClose={onClose}
      focusQuestion={focusQuestion}
    />
  );
}

function EditTestForm({
  test,
  initial,
  categories,
  onClose,
  focusQuestion,
}: {
  test: AdminTest;
  initial: EditTestValues;
  categories: readonly string[];
  onClose: () => void;
  focusQuestion: number | null;
}) {
  const id = useId();
  useFocusField(focusQuestion === null ? null : `${id}-q${focusQuestion}-text`);
  const update = useUpdateTest();
  const form = useForm<EditTestValues>({ defaultValues: initial });
  const { register, control, formState, setError, clearErrors } = form;
  const questions = useFieldArray({ control, name: "questions" });
  const watched = useWatch({ control, name: "questions" });
  const errors = formState.errors;
  const errorCount = countErrors(errors);
  const categoryOptions = categories.includes(initial.category)
    ? categories
    : [initial.category, ...categories];
  const levelOptions: string[] = LEVELS.includes(initial.level as (typeof LEVELS)[number])
    ? [...LEVELS]
    : [initial.level, ...LEVELS];

  function showErrors(fields: Record<string, string>) {
    for (const [path, message] of Object.entries(fields)) setError(fieldPath(path), { message });
  }

  const submit = form.handleSubmit((values) => {
    clearErrors();
    const changes = changesFrom(initial, values);
    if (Object.keys(changes).length === 0) return onClose();
    const parsed = testUpdateSchema.safeParse(changes);
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) fields[issue.path.join(".")] ??= issue.message;
      return showErrors(fields);
    }
    update.mutate(
      { id: test.id, changes: parsed.data },
      {
        onSuccess: onClose,
        onError: (error) => {
          if (error instanceof ApiError) showErrors(error.fields);
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <Field id={`${id}-title`} label="Title" error={errors.title?.message}>
        {(c) => <input {...c} {...register("title")} />}
      </Field>
      <Field id={`${id}-description`} label="Description" error={errors.description?.message}>
        {(c) => <textarea {...c} rows={3} {...register("description")} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <LevelSelect
          id={`${id}-level`}
          error={errors.level?.message}
          levels={levelOptions}
          {...register("level")}
        />
        <Field id={`${id}-category`} label="Category" error={errors.category?.message}>
          {(c) => (
            <select {...c} {...register("category")}>
              {categoryOptions.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-slate-800 dark:text-slate-200">
        <input type="checkbox" className="size-5 accent-brand-600" {...register("isActive")} />
        Active (listed on the public tests page)
      </label>

      <section
        aria-labelledby={`${id}-questions`}
        className="border-t border-slate-200 pt-4 dark:border-slate-700"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 id={`${id}-questions`} className="font-semibold text-slate-900 dark:text-white">
            Questions ({watched.length})
          </h3>
          {watched.length > 0 ? (
            <p className="text-sm text-slate-700 dark:text-slate-300">{answerSpread(watched)}</p>
          ) : null}
        </div>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          A test has {CONTENT_RULES.questionsMin} to {CONTENT_RULES.questionsMax} questions, each
          with four different options, the correct letter and an explanation.
        </p>
        {(errors.questions?.message ?? errors.questions?.root?.message) ? (
          <p role="alert" className="mt-2 text-sm font-medium text-red-700 dark:text-red-300">
            {errors.questions?.message ?? errors.questions?.root?.message}
          </p>
        ) : null}
        <div className="mt-3 space-y-4">
          {questions.fields.map((field, index) => (
            <QuestionFields
              key={field.id}
              index={index}
              idPrefix={id}
              register={register}
              errors={errors.questions}
              onRemove={() => questions.remove(index)}
            />
          ))}
        </div>
        <Button
          variant="secondary"
          className="mt-4"
          disabled={questions.fields.length >= CONTENT_RULES.questionsMax}
          onClick={() => questions.append(structuredClone(BLANK_QUESTION))}
        >
          Add Question
        </Button>
      </section>

      {errorCount > 0 ? (
        <p
          role="alert"
          className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {plural(errorCount, "field")} to fix before saving; nothing has been changed yet.
        </p>
      ) : null}
      <SubmitRow onCancel={onClose} pending={update.isPending} pendingText="Saving...">
        Save Changes
      </SubmitRow>
    </form>
  );
}

/** How many messages the form shows, nested question fields included. */
function countErrors(node: unknown): number {
  if (!node || typeof node !== "object") return 0;
  if ("message" in node && typeof node.message === "string") return 1;
  return Object.entries(node).reduce(
    (sum, [key, child]) => (key === "ref" ? sum : sum + countErrors(child)),
    0,
  );
}
