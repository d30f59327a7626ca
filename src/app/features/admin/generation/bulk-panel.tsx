import { useState } from "react";
import type { JobKind } from "../../../../shared/schemas/generation.ts";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../ui/confirm-dialog.tsx";
import { Spinner } from "../ui/spinner.tsx";
import { useBulkRun, useCancelBatch, useDismissBatch } from "./batches-api.ts";
import { batchProgress, type GenerationBatch } from "./messages.ts";
import { ProgressBar } from "./progress-bar.tsx";

const NOUNS: Record<JobKind, string> = { topic: "topics", test: "tests" };

/** The bulk run above the list: its progress and Cancel while it runs, then a summary to close. */
export function BulkPanel({ kind }: { kind: JobKind }) {
  const { batch } = useBulkRun(kind);
  if (!batch) return null;
  return <BatchSummary kind={kind} batch={batch} />;
}

function BatchSummary({ kind, batch }: { kind: JobKind; batch: GenerationBatch }) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelBatch();
  const dismiss = useDismissBatch();
  const { done, failed, cancelled, remaining, settled, percent } = batchProgress(batch);
  const running = batch.status === "running";
  const heading = running
    ? `Generating ${batch.total} ${NOUNS[kind]}`
    : batch.status === "cancelled"
      ? "Bulk generation cancelled"
      : "Bulk generation finished";

  return (
    <section
      aria-labelledby={`bulk-${batch.id}`}
      className="mb-6 rounded-xl border border-brand-300 bg-brand-50/60 p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id={`bulk-${batch.id}`}
          className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white"
        >
          {running ? <Spinner /> : null}
          {heading}
        </h2>
        {running ? (
          <Button variant="secondary" className="px-3" onClick={() => setConfirming(true)}>
            Cancel
          </Button>
        ) : (
          <Button variant="secondary" className="px-3" onClick={() => dismiss(batch)}>
            Close
          </Button>
        )}
      </div>
      <ProgressBar
        className="mt-3"
        value={percent}
        label="Bulk generation progress"
        valueText={`${settled} of ${batch.total} finished`}
      />
      <p aria-live="polite" className="mt-2 text-sm text-slate-700 dark:text-slate-200">
        <strong className="font-semibold text-slate-900 dark:text-white">{settled}</strong> of{" "}
        {batch.total} finished · Done {done} · Failed {failed} · Remaining {remaining}
        {cancelled > 0 ? ` · Cancelled ${cancelled}` : ""}
      </p>
      <ConfirmDialog
        open={confirming}
        title="Cancel Bulk Generation"
        message="Cancel the remaining generations? Finished ones keep their content."
        confirmLabel="Cancel Remaining"
        busyLabel="Cancelling..."
        busy={cancel.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => cancel.mutate(batch, { onSettled: () => setConfirming(false) })}
      />
    </section>
  );
}
