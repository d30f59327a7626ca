import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogActions } from "./dialog.tsx";

/** Asks before a destructive action; the confirm button says what it does and waits while busy. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  busyLabel,
  busy = false,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  busyLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={title} description={message}>
      <DialogActions>
        <Button variant="secondary" onClick={onClose} autoFocus>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy}>
          {busy ? (busyLabel ?? "Working...") : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
