import type { ComponentProps, ReactNode } from "react";
import { LEVELS } from "../../../../shared/constants.ts";
import { Field } from "../../../components/form/field.tsx";
import { levelLabel } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { DialogActions } from "./dialog.tsx";
import { Spinner } from "./spinner.tsx";

// Form pieces the admin dialogs and cards share: a button that waits, a dialog's Cancel and
// submit row, and the level menu.

/** A button that shows a spinner and `pendingText` while its action runs, and cannot be pressed. */
export function PendingButton({
  pending,
  pendingText,
  icon = null,
  disabled = false,
  children,
  ...props
}: ComponentProps<typeof Button> & {
  pending: boolean;
  pendingText: string;
  /** Shown before the label when not pending. */
  icon?: ReactNode;
}) {
  return (
    <Button {...props} disabled={disabled || pending}>
      {pending ? <Spinner /> : icon}
      {pending ? pendingText : children}
    </Button>
  );
}

/** A dialog form's last row: Cancel, then the submit button that waits for the server. */
export function SubmitRow({
  onCancel,
  pending,
  pendingText,
  disabled = false,
  children,
}: {
  onCancel: () => void;
  pending: boolean;
  pendingText: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <DialogActions>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <PendingButton type="submit" pending={pending} pendingText={pendingText} disabled={disabled}>
        {children}
      </PendingButton>
    </DialogActions>
  );
}

/** The Level menu, capitalised (spec §5); spread `value`/`onChange` or a form's register(). */
export function LevelSelect({
  id,
  error,
  levels = LEVELS,
  ...select
}: Omit<ComponentProps<"select">, "id" | "children"> & {
  id: string;
  error?: string | undefined;
  levels?: readonly string[];
}) {
  return (
    <Field id={id} label="Level" error={error}>
      {(control) => (
        <select {...control} {...select}>
          {levels.map((level) => (
            <option key={level} value={level}>
              {levelLabel(level)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
