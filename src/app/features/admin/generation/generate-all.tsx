import { useId, useState } from "react";
import type { JobKind } from "../../../../shared/schemas/generation.ts";
import { Field } from "../../../components/form/field.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { plural } from "../../../lib/list-filters.ts";
import { type AiStatus, AiStatusNotice, useAiStatus } from "../ui/ai-status-notice.tsx";
import { Dialog } from "../ui/dialog.tsx";
import { SubmitRow } from "../ui/form-parts.tsx";
import { useBulkRun, useStartBatch } from "./batches-api.ts";

const WORDS = {
  topic: {
    noun: "topic",
    question: (count: number) => `Generate content for ${plural(count, "topic")} without content?`,
    nothing: "Every topic already has content.",
  },
  test: {
    noun: "test",
    question: (count: number) =>
      `Generate questions for ${plural(count, "test")} without questions?`,
    nothing: "Every test already has questions.",
  },
} as const;

function reasonDisabled(ai: AiStatus, running: boolean, missing: number | null, kind: JobKind) {
  if (ai.state === "not-configured") return "No AI provider is configured.";
  if (running) return "A bulk generation is running.";
  if (missing === 0) return WORDS[kind].nothing;
  return null;
}

/**
 * 'Generate all missing' for the page header: disabled, with the reason beside it, when no
 * provider is set up, a run is going, or nothing is missing. `missing` is null while loading.
 */
export function GenerateAllButton({
  kind,
  missing,
  defaultPrompt,
}: {
  kind: JobKind;
  missing: number | null;
  defaultPrompt: string;
}) {
  const id = useId();
  const ai = useAiStatus();
  const { running } = useBulkRun(kind);
  const [open, setOpen] = useState(false);
  const reason = reasonDisabled(ai, running, missing, kind);
  const disabled = reason !== null || ai.state === "checking" || missing === null;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      {reason ? (
        // Without a provider the page says so in full (AiMissingNotice): here it only names the
        // button's reason for screen readers.
        <p
          id={`${id}-reason`}
          className={`max-w-40 text-xs text-slate-600 dark:text-slate-300 ${ai.state === "not-configured" ? "sr-only" : ""}`}
        >
          {reason}
        </p>
      ) : null}
      <Button
        variant="secondary"
        className="whitespace-nowrap disabled:opacity-60"
        disabled={disabled}
        aria-describedby={reason ? `${id}-reason` : undefined}
        onClick={() => setOpen(true)}
      >
        Generate all missing
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Generate All Missing">
        {open && missing !== null ? (
          <GenerateAllForm
            kind={kind}
            missing={missing}
            ai={ai}
            defaultPrompt={defaultPrompt}
            onDone={() => setOpen(false)}
          />
        ) : null}
      </Dialog>
    </div>
  );
}

function GenerateAllForm({
  kind,
  missing,
  ai,
  defaultPrompt,
  onDone,
}: {
  kind: JobKind;
  missing: number;
  ai: AiStatus;
  defaultPrompt: string;
  onDone: () => void;
}) {
  const id = useId();
  const [prompt, setPrompt] = useState(defaultPrompt);
  const start = useStartBatch(kind);
  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (ai.state !== "ready") return;
        start.mutate(prompt.trim() || undefined, { onSuccess: onDone });
      }}
    >
      <p className="font-medium text-slate-900 dark:text-white">{WORDS[kind].question(missing)}</p>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        They are written one after another in the background. A progress bar above the list shows
        how many are done, and you can cancel the rest at any time.
      </p>
      <Field
        id={`${id}-prompt`}
        label="AI prompt (optional)"
        hint={`Used for every ${WORDS[kind].noun}; its title, category and level are inserted automatically.`}
      >
        {(control) => (
          <textarea
            {...control}
            rows={6}
            maxLength={4000}
            value={prompt}
            onChange={(event) => setPrompt(event.target.value)}
          />
        )}
      </Field>
      <AiStatusNotice status={ai} />
      <SubmitRow
        onCancel={onDone}
        pending={start.isPending}
        pendingText="Starting..."
        disabled={ai.state !== "ready"}
      >
        Generate all
      </SubmitRow>
    </form>
  );
}
