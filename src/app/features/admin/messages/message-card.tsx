import { useState } from "react";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { ICON, StrokeIcon } from "../../../components/ui/icon.tsx";
import type { AdminMessage } from "../queries.ts";
import { ConfirmDialog } from "../ui/confirm-dialog.tsx";
import { EmailText } from "../ui/email-text.tsx";
import { Spinner } from "../ui/spinner.tsx";
import { movesFrom, STATUS_BADGE } from "./message-status.ts";
import { exactTime, relativeTime } from "./received-at.ts";
import { useDeleteMessage, useSetMessageStatus } from "./use-message-actions.ts";

/** One message: who sent it and when, the whole text, and the moves its status allows. */
export function MessageCard({ message }: { message: AdminMessage }) {
  const setStatus = useSetMessageStatus(message.id);
  const remove = useDeleteMessage(message.id);
  const [confirming, setConfirming] = useState(false);
  const busy = setStatus.isPending || remove.isPending;
  const titleId = `message-${message.id}-subject`;
  const badge = STATUS_BADGE[message.status];

  return (
    <article
      aria-labelledby={titleId}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <h3
          id={titleId}
          className="min-w-0 text-lg leading-snug font-semibold wrap-anywhere text-slate-900 dark:text-white"
        >
          {message.subject}
        </h3>
        <Badge className={badge.className}>{badge.label}</Badge>
      </div>
      <Sender message={message} />
      <p className="mt-3 text-sm whitespace-pre-wrap wrap-anywhere text-slate-800 dark:text-slate-200">
        {message.message}
      </p>
      <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-4 dark:border-slate-800">
        {movesFrom(message.status).map((move) => (
          <Button
            key={move.to}
            variant="secondary"
            disabled={busy}
            onClick={() => setStatus.mutate(move.to)}
          >
            {setStatus.isPending && setStatus.variables === move.to ? <Spinner /> : null}
            {move.label}
            <span className="sr-only">: {message.subject}</span>
          </Button>
        ))}
        <Button variant="ghost" disabled={busy} onClick={() => setConfirming(true)}>
          <TrashIcon />
          Delete<span className="sr-only">: {message.subject}</span>
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Delete this message?"
        message={`"${message.subject}" will be deleted for good. This action cannot be undone.`}
        confirmLabel="Delete Message"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => remove.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </article>
  );
}

function Sender({ message }: { message: AdminMessage }) {
  return (
    <div className="mt-1 text-sm text-slate-600 dark:text-slate-300">
      <p className="flex flex-wrap gap-x-2">
        {message.name ? (
          <span className="font-medium text-slate-900 dark:text-white">{message.name}</span>
        ) : null}
        {message.email ? <EmailText email={message.email} /> : null}
        {!message.name && !message.email ? <span>No name or email given</span> : null}
      </p>
      <p className="mt-0.5">
        Received <time dateTime={message.createdAt}>{relativeTime(message.createdAt)}</time>
        <span className="text-slate-500 dark:text-slate-400">
          {" "}
          · {exactTime(message.createdAt)}
        </span>
      </p>
    </div>
  );
}

function TrashIcon() {
  return <StrokeIcon className="size-4" strokeWidth={2} paths={ICON.trash} />;
}
