import { useId, useState } from "react";
import { pageFixPrompt } from "../../../../shared/fix-prompts.ts";
import { Field } from "../../../components/form/field.tsx";
import { LevelBadge } from "../../../components/ui/badge.tsx";
import { useStartGeneration } from "../generation/jobs-api.ts";
import type { AdminTopic } from "../queries.ts";
import { AiStatusNotice, useAiStatus } from "../ui/ai-status-notice.tsx";
import { Dialog } from "../ui/dialog.tsx";
import { SubmitRow } from "../ui/form-parts.tsx";
import { ReplaceConfirm } from "../ui/replace-confirm.tsx";
import { PageChoice } from "./page-choice.tsx";
import { DEFAULT_PROMPTS, type GenerationKind, topicGeneration } from "./use-generation.ts";

const TEXT = {
  generate: { title: "Generate AI Content", submit: "Generate Content", busy: "Generating..." },
  refresh: { title: "Refresh AI Content", submit: "Refresh Content", busy: "Refreshing..." },
} as const;

/** Generate AI Content and Refresh AI Content: the topic, an editable prompt, and the AI status. */
export function GenerateDialog({
  kind,
  topic,
  onClose,
}: {
  kind: GenerationKind;
  topic: AdminTopic | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={topic !== null}
      onClose={onClose}
      title={TEXT[kind].title}
      description={
        kind === "generate"
          ? "Write this topic's pages with AI."
          : "Write this topic's pages again with AI. The current pages stay until the new ones are ready."
      }
    >
      {topic ? <GenerateForm kind={kind} topic={topic} onDone={onClose} /> : null}
    </Dialog>
  );
}

function GenerateForm({
  kind,
  topic,
  onDone,
}: {
  kind: GenerationKind;
  topic: AdminTopic;
  onDone: () => void;
}) {
  const id = useId();
  const [prompt, setPrompt] = useState(DEFAULT_PROMPTS[kind]);
  const [page, setPage] = useState<number | null>(null);
  const choosePage = (next: number | null) => {
    // The offered prompt follows the choice until the owner writes their own.
    const offered = page === null ? DEFAULT_PROMPTS[kind] : pageFixPrompt(page);
    if (prompt === offered) setPrompt(next === null ? DEFAULT_PROMPTS[kind] : pageFixPrompt(next));
    setPage(next);
  };
  const status = useAiStatus();
  const generation = useStartGeneration();
  const blank = prompt.trim() === "";
  const canSubmit = status.state === "ready" && !blank && !generation.isPending;
  // A refresh replaces pages the owner may care about: it asks first (issue 14).
  const [confirming, setConfirming] = useState(false);
  // The job runs in the background: the card shows its progress, a toast its end.
  const start = () =>
    generation.mutate(topicGeneration(kind, topic, prompt.trim(), page), {
      onSuccess: onDone,
      onError: () => setConfirming(false),
    });

  return (
    <>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!canSubmit) return;
          // One page is asked for by name; replacing the whole lesson is confirmed first.
          if (kind === "refresh" && topic.hasContent && page === null) setConfirming(true);
          else start();
        }}
        className="space-y-5"
      >
        <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 rounded-lg bg-slate-50 p-4 text-sm dark:bg-slate-800/60">
          <dt className="text-slate-600 dark:text-slate-300">Title</dt>
          <dd className="font-semibold text-slate-900 dark:text-white">{topic.title}</dd>
          <dt className="text-slate-600 dark:text-slate-300">Category</dt>
          <dd className="text-slate-900 dark:text-white">{topic.category}</dd>
          <dt className="text-slate-600 dark:text-slate-300">Level</dt>
          <dd>
            <LevelBadge level={topic.level} />
          </dd>
        </dl>
        {kind === "refresh" && topic.hasContent ? (
          <PageChoice id={`${id}-page`} topicId={topic.id} page={page} onChange={choosePage} />
        ) : null}
        <Field
          id={`${id}-prompt`}
          label="AI prompt"
          error={blank ? "Prompt is required" : undefined}
          hint="The topic's title, category and level are inserted automatically."
        >
          {(control) => (
            <textarea
              {...control}
              rows={7}
              maxLength={4000}
              value={prompt}
              onChange={(event) => setPrompt(event.target.value)}
            />
          )}
        </Field>
        <AiStatusNotice status={status} />
        <SubmitRow
          onCancel={onDone}
          pending={generation.isPending}
          pendingText={TEXT[kind].busy}
          disabled={!canSubmit}
        >
          {TEXT[kind].submit}
        </SubmitRow>
      </form>
      <ReplaceConfirm
        open={confirming}
        noun="page"
        count={topic.pageCount}
        title={topic.title}
        pending={generation.isPending}
        onConfirm={start}
        onBack={() => setConfirming(false)}
      />
    </>
  );
}
