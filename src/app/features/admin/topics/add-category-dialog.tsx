import { useId, useState } from "react";
import { Field } from "../../../components/form/field.tsx";
import { ApiError } from "../api.ts";
import { Dialog } from "../ui/dialog.tsx";
import { SubmitRow } from "../ui/form-parts.tsx";
import { useCreateCategory } from "./topic-mutations.ts";

export function AddCategoryDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Add Category"
      description="Categories group topics and tests on the public pages."
    >
      <AddCategoryForm onDone={onClose} />
    </Dialog>
  );
}

function AddCategoryForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateCategory();
  const filled = name.trim() !== "";

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (!filled || create.isPending) return;
        create.mutate(
          { name: name.trim(), description: description.trim() },
          {
            onSuccess: onDone,
            onError: (error) => setErrors(error instanceof ApiError ? error.fields : {}),
          },
        );
      }}
    >
      <Field id={`${id}-name`} label="Name" error={errors.name}>
        {(control) => (
          <input
            {...control}
            type="text"
            maxLength={100}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </Field>
      <Field id={`${id}-description`} label="Description" optional error={errors.description}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={500}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
        )}
      </Field>
      <SubmitRow
        onCancel={onDone}
        pending={create.isPending}
        pendingText="Creating..."
        disabled={!filled}
      >
        Create Category
      </SubmitRow>
    </form>
  );
}
