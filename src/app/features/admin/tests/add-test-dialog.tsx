import { useId, useState } from "react";
import { TEST_DEFAULTS } from "../../../../shared/constants.ts";
import { testCreateSchema } from "../../../../shared/schemas/test.ts";
import { Field } from "../../../components/form/field.tsx";
import { ApiError } from "../api.ts";
import { Dialog } from "../ui/dialog.tsx";
import { LevelSelect, SubmitRow } from "../ui/form-parts.tsx";
import { useCreateTest } from "./test-mutations.ts";

/** A typed number, or the form's default when what was typed is not a number (spec §5). */
function numberOr(text: string, fallback: number): number {
  const value = Number(text.trim());
  return text.trim() === "" || Number.isNaN(value) ? fallback : value;
}

export function AddTestDialog({
  open,
  category,
  categories,
  onClose,
}: {
  open: boolean;
  /** Prefilled by Add Category's 'Create Test with This Category'. */
  category: string;
  categories: readonly string[];
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title="Add Test">
      {open ? (
        <AddTestForm key={category} category={category} categories={categories} onClose={onClose} />
      ) : null}
    </Dialog>
  );
}

function AddTestForm({
  category: prefilled,
  categories,
  onClose,
}: {
  category: string;
  categories: readonly string[];
  onClose: () => void;
}) {
  const id = useId();
  const create = useCreateTest();
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [category, setCategory] = useState(prefilled);
  const [level, setLevel] = useState<string>("beginner");
  const [timeLimit, setTimeLimit] = useState("");
  const [passingScore, setPassingScore] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const options =
    categories.includes(prefilled) || !prefilled ? categories : [prefilled, ...categories];
  const complete = Boolean(title.trim() && description.trim() && category.trim());

  function submit() {
    const parsed = testCreateSchema.safeParse({
      title,
      description,
      category,
      level,
      timeLimit: numberOr(timeLimit, TEST_DEFAULTS.timeLimit),
      passingScore: numberOr(passingScore, TEST_DEFAULTS.passingScore),
    });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: onClose,
      onError: (error) => {
        if (error instanceof ApiError) setErrors(error.fields);
      },
    });
  }

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (complete && !create.isPending) submit();
      }}
    >
      <Field id={`${id}-title`} label="Title" error={errors.title}>
        {(control) => (
          <input
            {...control}
            value={title}
            maxLength={200}
            onChange={(e) => setTitle(e.target.value)}
          />
        )}
      </Field>
      <Field id={`${id}-description`} label="Description" error={errors.description}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={1000}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-category`} label="Category" error={errors.category}>
          {(control) => (
            <select {...control} value={category} onChange={(e) => setCategory(e.target.value)}>
              <option value="">Select a category</option>
              {options.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <LevelSelect
          id={`${id}-level`}
          error={errors.level}
          value={level}
          onChange={(e) => setLevel(e.target.value)}
        />
        <Field id={`${id}-time`} label="Time limit (minutes)" error={errors.timeLimit}>
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              placeholder={String(TEST_DEFAULTS.timeLimit)}
              value={timeLimit}
              onChange={(e) => setTimeLimit(e.target.value)}
            />
          )}
        </Field>
        <Field id={`${id}-score`} label="Passing score (%)" error={errors.passingScore}>
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              placeholder={String(TEST_DEFAULTS.passingScore)}
              value={passingScore}
              onChange={(e) => setPassingScore(e.target.value)}
            />
          )}
        </Field>
      </div>
      <SubmitRow
        onCancel={onClose}
        pending={create.isPending}
        pendingText="Creating..."
        disabled={!complete}
      >
        Create Test
      </SubmitRow>
    </form>
  );
}
