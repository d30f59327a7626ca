import { useState } from "react";
import type { JobKind } from "../../../../shared/schemas/generation.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Skeleton } from "../../../components/ui/card.tsx";
import { exactTime } from "../messages/received-at.ts";
import { ConfirmDialog } from "../ui/confirm-dialog.tsx";
import { Dialog } from "../ui/dialog.tsx";
import { EmptyState, LoadError } from "../ui/list-states.tsx";
import { versionFacts } from "./version-facts.ts";
import { type AdminVersion, useRestoreVersion, useVersions } from "./versions-api.ts";

/** History: every stored version of a topic's pages or a test's questions, with Restore. */
export function VersionsDialog({
  kind,
  target,
  onClose,
}: {
  kind: JobKind;
  target: { id: number; title: string } | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      wide
      title="Version History"
      description={
        target
          ? `Every AI generation of "${target.title}", and the content each one replaced. Restoring keeps the current content in the history.`
          : undefined
      }
    >
      {target ? <VersionList kind={kind} target={target} /> : null}
    </Dialog>
  );
}

function VersionList({ kind, target }: { kind: JobKind; target: { id: number; title: string } }) {
  const versions = useVersions(kind, target.id);
  const restore = useRestoreVersion(kind, target);
  const [confirming, setConfirming] = useState<AdminVersion | null>(null);

  if (versions.isPending) {
    return (
      <div role="status" aria-label="Loading versions..." className="space-y-3">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
    );
  }
  if (versions.isError) {
    return (
      <LoadError
        title="Could not load versions"
        message={versions.error.message}
        onRetry={() => void versions.refetch()}
      />
    );
  }
  if (versions.data.length === 0) {
    return (
      <EmptyState
        title="No versions yet"
        text="Each AI generation is kept here, with the content it replaced."
      />
    );
  }
  return (
    <>
      <ol className="space-y-3">
        {versions.data.map((version) => (
          <li
            key={version.id}
            className="rounded-lg border border-slate-200 p-4 dark:border-slate-700"
            aria-label={`${version.source === "ai" ? "AI generation" : "Earlier content"}, ${exactTime(version.createdAt)}`}
          >
            <VersionRow
              kind={kind}
              version={version}
              busy={restore.isPending}
              onRestore={() => setConfirming(version)}
            />
          </li>
        ))}
      </ol>
      <ConfirmDialog
        open={confirming !== null}
        title="Restore Version"
        message="Restore this version? The current content is kept in the history."
        confirmLabel="Restore"
        busyLabel="Restoring..."
        busy={restore.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) restore.mutate(confirming, { onSettled: () => setConfirming(null) });
        }}
      />
    </>
  );
}

function VersionRow({
  kind,
  version,
  busy,
  onRestore,
}: {
  kind: JobKind;
  version: AdminVersion;
  busy: boolean;
  onRestore: () => void;
}) {
  const facts = versionFacts(kind, version);
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-slate-900 dark:text-white">
            {version.source === "ai" ? "AI generation" : "Earlier content"}
          </span>
          {version.current ? (
            <Badge className="bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200">
              Current
            </Badge>
          ) : null}
        </div>
        <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-300">
          <time dateTime={String(version.createdAt)}>{exactTime(version.createdAt)}</time>
          {" · "}
          {facts.join(" · ")}
        </p>
        {version.source === "ai" ? <PromptText prompt={version.prompt} /> : null}
      </div>
      {version.current ? null : (
        <Button variant="secondary" className="shrink-0 px-3" disabled={busy} onClick={onRestore}>
          Restore
        </Button>
      )}
    </div>
  );
}

const PROMPT_PREVIEW = 160;

function PromptText({ prompt }: { prompt: string | null }) {
  if (!prompt) {
    return <p className="mt-1 text-sm text-slate-600 italic dark:text-slate-300">Default prompt</p>;
  }
  if (prompt.length <= PROMPT_PREVIEW) {
    return (
      <p className="mt-1 text-sm break-words text-slate-700 dark:text-slate-200">
        Prompt: {prompt}
      </p>
    );
  }
  return (
    <details className="mt-1 text-sm text-slate-700 dark:text-slate-200">
      <summary className="cursor-pointer break-words">
        Prompt: {prompt.slice(0, PROMPT_PREVIEW)}…
      </summary>
      <p className="mt-1 break-words whitespace-pre-wrap">{prompt}</p>
    </details>
  );
}
