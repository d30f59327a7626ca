import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Card, Skeleton } from "../../../components/ui/card.tsx";
import { StrokeIcon } from "../../../components/ui/icon.tsx";
import { AdminPageHeader } from "../admin-shell.tsx";
import { errorMessage } from "../api.ts";
import { type AdminMessage, useMessages } from "../queries.ts";
import { Spinner } from "../ui/spinner.tsx";
import { Tabs } from "../ui/tabs.tsx";
import { MessageCard } from "./message-card.tsx";
import { groupByTab, MESSAGE_TABS, type MessageTab, TAB_LABELS } from "./message-status.ts";
import { useCheckMessages } from "./use-check-messages.ts";

const EMPTY: Record<MessageTab, { title: string; text: string }> = {
  pending: {
    title: "No pending messages",
    text: "New messages from the contact form will appear here.",
  },
  responded: {
    title: "No responded messages",
    text: "Messages you mark as responded will appear here.",
  },
  closed: { title: "No closed messages", text: "Messages you close will appear here." },
};

/** /admin/contact: the contact form's messages in three tabs by status (spec §2, §4). */
export function MessagesScreen() {
  const messages = useMessages();
  const check = useCheckMessages(messages);
  const [tab, setTab] = useState<MessageTab>("pending");

  return (
    <>
      <AdminPageHeader
        title="Contact Messages"
        subtitle="Messages visitors sent through the contact form, newest first."
        actions={
          <Button
            variant="secondary"
            onClick={() => check.mutate()}
            disabled={check.isPending || messages.isPending}
          >
            {check.isPending ? <Spinner /> : <RefreshIcon />}
            {check.isPending ? "Checking..." : "Check for New Messages"}
          </Button>
        }
      />
      {messages.data ? (
        <MessageTabs messages={messages.data} tab={tab} onTab={setTab} />
      ) : messages.isError ? (
        <Card role="alert" className="text-center">
          <h2 className="text-lg font-semibold text-slate-900 dark:text-white">
            Could not load messages
          </h2>
          <p className="mt-1 text-slate-600 dark:text-slate-300">
            {errorMessage(messages.error, "Please try again.")}
          </p>
          <Button className="mt-4" onClick={() => messages.refetch()}>
            Try Again
          </Button>
        </Card>
      ) : (
        <MessagesSkeleton />
      )}
    </>
  );
}

function MessageTabs({
  messages,
  tab,
  onTab,
}: {
  messages: AdminMessage[];
  tab: MessageTab;
  onTab: (tab: MessageTab) => void;
}) {
  const groups = groupByTab(messages);
  const shown = groups[tab];
  return (
    <Tabs
      label="Messages by status"
      value={tab}
      onChange={(value) => onTab(value as MessageTab)}
      tabs={MESSAGE_TABS.map((value) => ({
        value,
        label: `${TAB_LABELS[value]} (${groups[value].length})`,
      }))}
    >
      {shown.length === 0 ? (
        <Card className="py-10 text-center">
          <h2 className="text-lg font-semibold text-slate-900 dark:text-white">
            {EMPTY[tab].title}
          </h2>
          <p className="mt-1 text-slate-600 dark:text-slate-300">{EMPTY[tab].text}</p>
        </Card>
      ) : (
        <>
          <h2 className="sr-only">
            {TAB_LABELS[tab]} messages ({shown.length})
          </h2>
          <ul className="grid grid-cols-1 gap-4">
            {shown.map((message) => (
              <li key={message.id}>
                <MessageCard message={message} />
              </li>
            ))}
          </ul>
        </>
      )}
    </Tabs>
  );
}

function MessagesSkeleton() {
  return (
    <div role="status" aria-label="Loading messages">
      <Skeleton className="h-13 w-full max-w-md rounded-xl" />
      <div className="mt-6 grid gap-4">
        {[0, 1, 2].map((index) => (
          <div key={index} className="rounded-xl border border-slate-200 p-5 dark:border-slate-800">
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="mt-2 h-4 w-1/3" />
            <Skeleton className="mt-4 h-16 w-full" />
            <Skeleton className="mt-4 h-11 w-48" />
          </div>
        ))}
      </div>
    </div>
  );
}

function RefreshIcon() {
  return (
    <StrokeIcon
      className="size-4"
      strokeWidth={2}
      paths={["M21 12a9 9 0 1 1-3-6.7L21 8", "M21 3v5h-5"]}
    />
  );
}
