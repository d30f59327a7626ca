import { useState } from "react";
import { Skeleton } from "../../../components/ui/card.tsx";
import { StrokeIcon } from "../../../components/ui/icon.tsx";
import { AdminPageHeader } from "../admin-shell.tsx";
import { errorMessage } from "../api.ts";
import { type AdminMessage, useMessages } from "../queries.ts";
import { PendingButton } from "../ui/form-parts.tsx";
import { EmptyState, LoadError, SkeletonGrid, TabsSkeleton } from "../ui/list-states.tsx";
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
          <PendingButton
            variant="secondary"
            onClick={() => check.mutate()}
            pending={check.isPending}
            pendingText="Checking..."
            icon={<RefreshIcon />}
            disabled={messages.isPending}
          >
            Check for New Messages
          </PendingButton>
        }
      />
      {messages.data ? (
        <MessageTabs messages={messages.data} tab={tab} onTab={setTab} />
      ) : messages.isError ? (
        <LoadError
          title="Could not load messages"
          message={errorMessage(messages.error, "Please try again.")}
          onRetry={() => messages.refetch()}
        />
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
        <EmptyState title={EMPTY[tab].title} text={EMPTY[tab].text} />
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
    <SkeletonGrid
      label="Loading messages"
      count={3}
      columns=""
      above={<TabsSkeleton className="max-w-md" />}
      card={
        <>
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="mt-2 h-4 w-1/3" />
          <Skeleton className="mt-4 h-16 w-full" />
          <Skeleton className="mt-4 h-11 w-48" />
        </>
      }
    />
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
