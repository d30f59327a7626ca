import { useState } from "react";
import { ICON, StrokeIcon } from "../../../components/ui/icon.tsx";
import { ConfirmDialog } from "../ui/confirm-dialog.tsx";

/** The bin icon button of a card: it asks first, then runs the delete and waits for it. */
export function DeleteButton({
  label,
  title,
  message,
  confirmLabel,
  busy,
  disabled = false,
  onDelete,
}: {
  /** The button's accessible name, e.g. 'Delete Acme'. */
  label: string;
  title: string;
  message: string;
  confirmLabel: string;
  busy: boolean;
  disabled?: boolean;
  onDelete: (done: () => void) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label={label}
        title={label}
        disabled={disabled || busy}
        onClick={() => setConfirming(true)}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-red-700 hover:bg-red-50 disabled:cursor-not-allowed disabled:text-slate-400 dark:text-red-300 dark:hover:bg-red-950/50 dark:disabled:text-slate-500"
      >
        <StrokeIcon className="size-5" strokeWidth={2} paths={ICON.trash} />
      </button>
      <ConfirmDialog
        open={confirming}
        title={title}
        message={message}
        confirmLabel={confirmLabel}
        busyLabel="Deleting..."
        busy={busy}
        onClose={() => setConfirming(false)}
        onConfirm={() => onDelete(() => setConfirming(false))}
      />
    </>
  );
}
