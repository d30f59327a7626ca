import { Button } from "../../../components/ui/button.tsx";
import { plural } from "../../../lib/list-filters.ts";
import { Dialog, DialogActions } from "./dialog.tsx";
import { PendingButton } from "./form-parts.tsx";

/**
 * Asked before a refresh replaces a topic's pages or a test's questions: it names what goes and
 * that the current version stays in History. Opens over the refresh dialog; Back returns to it.
 */
export function ReplaceConfirm({
  open,
  noun,
  count,
  title,
  pending,
  onConfirm,
  onBack,
}: {
  open: boolean;
  noun: "page" | "question";
  count: number;
  title: string;
  pending: boolean;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const nouns = `${noun}s`;
  return (
    <Dialog
      open={open}
      onClose={onBack}
      title={`Replace the ${nouns}?`}
      description={`The ${plural(count, noun)} of "${title}" will be replaced by newly generated ones once the generation succeeds. The current version stays in History, where you can restore it.`}
    >
      <DialogActions>
        <Button variant="secondary" onClick={onBack} autoFocus>
          Back
        </Button>
        <PendingButton onClick={onConfirm} pending={pending} pendingText="Starting...">
          Replace {nouns.charAt(0).toUpperCase() + nouns.slice(1)}
        </PendingButton>
      </DialogActions>
    </Dialog>
  );
}
