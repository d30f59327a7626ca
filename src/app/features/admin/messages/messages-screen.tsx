import { type ReactNode, useDeferredValue, useId, useState } from "react";
import { LIST_PAGE } from "../../../../shared/constants.ts";
import { Skeleton } from "../../../components/ui/card.tsx";
import { StrokeIcon } from "../../../components/ui/icon.tsx";
import { AdminPageHeader } from "../admin-shell.tsx";
import { errorMessage } from "../api.ts";
import { Pager } from "../paging/pager.tsx";
import { listAddress, usePagedList } from "../paging/use-paged-list.ts";
import { type AdminMessage, keys, useMessageCounts } from "../queries.ts";
import { PendingButton } from "../ui/form-parts.tsx";
import { EmptyState, LoadError, SkeletonGrid, TabsSkeleton } from "../ui/list-states.tsx";
import { Tabs } from "../ui/tabs.tsx";
import { MessageCard } from "./message-card.tsx";
import { MESSAGE_TABS, type MessageTab, TAB_LABELS } from "./message-status.ts";
import { MessagesNav } from "./messages-nav.tsx";
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

/**
 * /admin/contact: the contact form's messages in three tabs by status (spec §2, §4), each a page
 * at a time and searched by the server (ADR 019).
 */
export function MessagesScreen() {
  const [tab, setTab] = useState<MessageTab>("pending");
  const [search, setSearch] = useState("");
  const q = useDeferredValue(search);
  const counts = useMessageCounts();
  const list = usePagedList<AdminMessage>(
    keys.messages,
    listAddress("/api/contact-messages", { status: tab, q }),
  );
  const messages = list.query;
  const check = useCheckMessages(counts);

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
      <MessagesNav />
      <SearchBox value={search} onChange={setSearch} />
      {list.items && counts.data ? (
        <MessageTabs
          shown={list.items}
          counts={counts.data}
          searching={q.trim() !== ""}
          tab={tab}
          onTab={setTab}
          pager={<Pager list={list} noun="message" />}
        />
      ) : messages.isError || counts.isError ? (
        <LoadError
          title="Could not load messages"
          message={errorMessage(messages.error ?? counts.error, "Please try again.")}
          onRetry={() => {
            if (messages.isError) void messages.refetch();
            if (counts.isError) void counts.refetch();
          }}
        />
      ) : (
        <MessagesSkeleton />
      )}
    </>
  );
}

function MessageTabs({
  shown,
  counts,
  searching,
  tab,
  onTab,
  pager,
}: {
  shown: AdminMessage[];
  counts: Record<MessageTab, number>;
  searching: boolean;
  tab: MessageTab;
  onTab: (tab: MessageTab) => void;
  pager: ReactNode;
}) {
  return (
    <Tabs
      label="Messages by status"
      value={tab}
      onChange={(value) => onTab(value as MessageTab)}
      tabs={MESSAGE_TABS.map((value) => ({
        value,
        label: `${TAB_LABELS[value]} (${counts[value]})`,
      }))}
    >
      {shown.length === 0 ? (
        searching ? (
          <EmptyState
            title="No messages found"
            text={`No ${TAB_LABELS[tab].toLowerCase()} message matches the search.`}
          />
        ) : (
          <EmptyState title={EMPTY[tab].title} text={EMPTY[tab].text} />
        )
      ) : (
        <>
          <h2 className="sr-only">
            {TAB_LABELS[tab]} messages ({counts[tab]})
          </h2>
          <ul className="grid grid-cols-1 gap-4">
            {shown.map((message) => (
              <li key={message.id}>
                <MessageCard message={message} />
              </li>
            ))}
          </ul>
          {pager}
        </>
      )}
    </Tabs>
  );
}

/** Searches every message's sender, address, subject and text, in the tab shown. */
function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <search aria-label="Search messages" className="mb-6">
      <label
        htmlFor={id}
        className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200"
      >
        Search messages
      </label>
      <input
        id={id}
        type="search"
        value={value}
        maxLength={LIST_PAGE.searchMax}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Name, email, subject or text"
        className="w-full max-w-md rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-white"
      />
    </search>
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
