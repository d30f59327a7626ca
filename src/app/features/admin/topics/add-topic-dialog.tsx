import { useId, useState } from "react";
import { Field } from "../../../components/form/field.tsx";
import { ApiError } from "../api.ts";
import { Dialog } from "../ui/dialog.tsx";
import { LevelSelect, SubmitRow } from "../ui/form-parts.tsx";
import { CategoryField } from "./category-field.tsx";
import { type TopicCreateInput, useCreateTopic } from "./topic-mutations.ts";

const EMPTY: TopicCreateInput = { title: "", description: "", level: "beginner", category: "" };

export function AddTopicDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Add Topic"
      description="A new topic starts without pages; generate or write them afterwards."
    >
      <AddTopicForm onDone={onClose} />
    </Dialog>
  );
}

function AddTopicForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateTopic();
  const set = (change: Partial<TopicCreateInput>) =>
    setValues((previous) => ({ ...previous, ...change }));
  const filled = Boolean(
    values.title.trim() && values.description.trim() && values.category.trim(),
  );

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (!filled || create.isPending) return;
        const input = {
          ...values,
          title: values.title.trim(),
          description: values.description.trim(),
          category: values.category.trim(),
        };
        create.mutate(input, {
          onSuccess: onDone,
          onError: (error) => setErrors(error instanceof ApiError ? error.fields : {}),
        });
      }}
    >
      <Field id={`${id}-title`} label="Title" error={errors.title}>
        {(control) => (
          <input
            {...control}
            type="text"
            maxLength={200}
            value={values.title}
            onChange={(event) => set({ title: event.target.value })}
          />
        )}
      </Field>
      <Field id={`${id}-description`} label="Description" error={errors.description}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={1000}
            value={values.description}
            onChange={(event) => set({ description: event.target.value })}
          />
        )}
      </Field>
      <CategoryField
        id={`${id}-category`}
        value={values.category}
        onChange={(category) => set({ category })}
        error={errors.category}
      />
      <LevelSelect
        id={`${id}-level`}
        error={errors.level}
        value={values.level}
        onChange={(event) => set({ level: event.target.value })}
      />
      <SubmitRow
        onCancel={onDone}
        pending={create.isPending}
        pendingText="Creating..."
        disabled={!filled}
      >
        Create Topic
      </SubmitRow>
    </form>
  );
}
