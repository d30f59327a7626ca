import { useState } from "react";
import type { ReportStatus } from "../../../../shared/schemas/problem-report.ts";
import { Skeleton } from "../../../components/ui/card.tsx";
import { AdminPageHeader } from "../admin-shell.tsx";
import { errorMessage } from "../api.ts";
import { MessagesNav } from "../messages/messages-nav.tsx";
import { Pager } from "../paging/pager.tsx";
import { EmptyState, LoadError, SkeletonGrid, TabsSkeleton } from "../ui/list-states.tsx";
import { Tabs } from "../ui/tabs.tsx";
import { PlaceCard } from "./place-card.tsx";
import { useReportCounts, useReportedPlaces } from "./reports-api.ts";

const TAB_LABELS: Record<ReportStatus, string> = { open: "Open", done: "Resolved" };

const EMPTY: Record<ReportStatus, { title: string; text: string }> = {
  open: {
    title: "No open reports",
    text: "When a reader reports a problem with a lesson page or a test question, it appears here.",
  },
  done: { title: "No resolved reports", text: "Reports you mark resolved appear here." },
};

/**
 * /admin/contact/reports: what readers reported wrong, one card per lesson page or question,
 * reported last first, with what it holds now and the ways to fix it (issue 19, ADR 032).
 */
export function ReportsScreen() {
  const [tab, setTab] = useState<ReportStatus>("open");
  const counts = useReportCounts();
  const list = useReportedPlaces(tab);
  return (
    <>
      <AdminPageHeader
        title="Problem Reports"
        subtitle="What readers reported wrong in lessons and tests, grouped by page and question."
      />
      <MessagesNav />
      {list.items && counts.data ? (
        <Tabs
          label="Reports by status"
          value={tab}
          onChange={(value) => setTab(value as ReportStatus)}
          tabs={(["open", "done"] as const).map((value) => ({
            value,
            label: `${TAB_LABELS[value]} (${counts.data[value]})`,
          }))}
        >
          {list.items.length === 0 ? (
            <EmptyState title={EMPTY[tab].title} text={EMPTY[tab].text} />
          ) : (
            <>
              <h2 className="sr-only">
                {TAB_LABELS[tab]} reports ({counts.data[tab]})
              </h2>
              <ul className="grid grid-cols-1 gap-4">
                {list.items.map((place) => (
                  <li key={place.id}>
                    <PlaceCard place={place} />
                  </li>
                ))}
              </ul>
              <Pager list={list} noun="reported place" />
            </>
          )}
        </Tabs>
      ) : list.query.isError || counts.isError ? (
        <LoadError
          title="Could not load reports"
          message={errorMessage(list.query.error ?? counts.error, "Please try again.")}
          onRetry={() => {
            if (list.query.isError) void list.query.refetch();
            if (counts.isError) void counts.refetch();
          }}
        />
      ) : (
        <SkeletonGrid
          label="Loading reports"
          count={2}
          columns=""
          above={<TabsSkeleton className="max-w-xs" />}
          card={
            <>
              <Skeleton className="h-6 w-2/3" />
              <Skeleton className="mt-3 h-16 w-full" />
              <Skeleton className="mt-4 h-11 w-64" />
            </>
          }
        />
      )}
    </>
  );
}
