import { useId, useState } from "react";
import { Field } from "../../../components/form/field.tsx";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogActions } from "../ui/dialog.tsx";

/**
 * Categories have no form of their own here: a test with a new category name creates it, so
 * this dialog hands the name to Add Test.
 */
export function AddCategoryDialog({
  open,
  categories,
  onClose,
  onCreateTest,
}: {
  open: boolean;
  categories: readonly string[];
  onClose: () => void;
  onCreateTest: (category: string) => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Add Category"
      description="Categories are created automatically when a test with a new category name is added. Type the new name, then create its first test."
    >
      {open ? (
        <AddCategoryForm categories={categories} onClose={onClose} onCreateTest={onCreateTest} />
      ) : null}
    </Dialog>
  );
}

function AddCategoryForm({
  categories,
  onClose,
  onCreateTest,
}: {
  categories: readonly string[];
  onClose: () => void;
  onCreateTest: (category: string) => void;
}) {
  const id = useId();
  const [name, setName] = useState("");
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (name.trim()) onCreateTest(name.trim());
      }}
    >
      <h3 id={`${id}-current`} className="text-sm font-semibold text-slate-800 dark:text-slate-200">
        Current categories ({categories.length})
      </h3>
      {categories.length > 0 ? (
        <ul aria-labelledby={`${id}-current`} className="mt-2 flex flex-wrap gap-2">
          {categories.map((category) => (
            <li key={category}>
              <Badge>{category}</Badge>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">No categories yet.</p>
      )}
      <Field id={`${id}-name`} label="Category name" className="mt-5">
        {(control) => (
          <input
            {...control}
            value={name}
            maxLength={100}
            onChange={(e) => setName(e.target.value)}
          />
        )}
      </Field>
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
        <Button type="submit" disabled={!name.trim()}>
          Create Test with This Category
        </Button>
      </DialogActions>
    </form>
  );
}
