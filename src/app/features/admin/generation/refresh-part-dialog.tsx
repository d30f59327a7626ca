import { useId, useState } from "react";
import { Field } from "../../../components/form/field.tsx";
import { AiStatusNotice, useAiStatus } from "../ui/ai-status-notice.tsx";
import { Dialog } from "../ui/dialog.tsx";
import { SubmitRow } from "../ui/form-parts.tsx";
import { useGenerationsInProgress, useStartGeneration } from "./jobs-api.ts";
import { partRefresh, type RefreshPart, type RefreshTarget } from "./refresh-request.ts";

export type { RefreshPart, RefreshTarget };

// Refresh with AI of one lesson page or one test question (issue 19, ADR 033): the owner sees
// what will be rewritten and the prompt the caller built (answer statistics, readers' reports),
// may edit it, and starts the job. The card shows its progress and the watcher toasts its end.

/** Shown while mounted: render it when the owner asks for a refresh, and drop it on close. */
export function RefreshPartDialog({
  target,
  part,
  initialPrompt,
  onClose,
}: {
  target: RefreshTarget;
  part: RefreshPart;
  initialPrompt: string;
  onClose: () => void;
}) {
  const noun = "page" in part ? "page" : "question";
  return (
    <Dialog
      open
      onClose={onClose}
      wide
      title={`Refresh this ${noun} with AI`}
      description={`AI rewrites this ${noun} alone; the rest stays exactly as it is. The current version stays in History.`}
    >
      <RefreshPartForm
        target={target}
        part={part}
        initialPrompt={initialPrompt}
        onClose={onClose}
      />
    </Dialog>
  );
}

function RefreshPartForm({
  target,
  part,
  initialPrompt,
  onClose,
}: {
  target: RefreshTarget;
  part: RefreshPart;
  initialPrompt: string;
  onClose: () => void;
}) {
  const id = useId();
  const ai = useAiStatus();
  const start = useStartGeneration();
  const running = useGenerationsInProgress(target.kind).has(target.id);
  const [prompt, setPrompt] = useState(initialPrompt);
  const noun = "page" in part ? "Page" : "Question";
  const ready = ai.state === "ready";
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!ready || running || start.isPending) return;
        start.mutate(partRefresh(target, part, prompt), { onSuccess: onClose });
      }}
    >
      <p className="rounded-lg bg-slate-50 p-4 text-sm break-words text-slate-900 dark:bg-slate-800/60 dark:text-white">
        {target.kind === "topic" ? "Topic" : "Test"}:{" "}
        <span className="font-semibold">{target.title}</span> — {part.label}
      </p>
      <div className="mt-4">
        <AiStatusNotice status={ai} />
      </div>
      {running ? (
        <p role="status" className="mt-4 text-sm font-medium text-amber-800 dark:text-amber-300">
          This {target.kind} is being generated now. Wait for it to finish.
        </p>
      ) : null}
      <Field
        id={`${id}-prompt`}
        label="AI prompt"
        optional
        className="mt-4"
        hint={`Sent with the ${target.kind === "topic" ? "whole lesson" : "test's other questions"} for context. Edit it as you see fit.`}
      >
        {(control) => (
          <textarea
            {...control}
            rows={12}
            maxLength={4000}
            value={prompt}
            onChange={(event) => setPrompt(event.target.value)}
          />
        )}
      </Field>
      <SubmitRow
        onCancel={onClose}
        pending={start.isPending}
        pendingText="Starting..."
        disabled={!ready || running}
      >
        Rewrite {noun}
      </SubmitRow>
    </form>
  );
}
