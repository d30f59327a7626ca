import { useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { Skeleton } from "../../../components/ui/card.tsx";
import { ICON, StrokeIcon } from "../../../components/ui/icon.tsx";
import { AdminPageHeader } from "../admin-shell.tsx";
import { errorMessage } from "../api.ts";
import { type AdminSponsor, useInquiryCounts, useSponsorCounts } from "../queries.ts";
import { LoadError, SkeletonGrid, TabsSkeleton } from "../ui/list-states.tsx";
import { Tabs } from "../ui/tabs.tsx";
import { AddSponsorDialog } from "./add-sponsor-dialog.tsx";
import { EditSponsorDialog } from "./edit-sponsor-dialog.tsx";
import { SPONSOR_TABS, type SponsorTab, tabFrom, tabLabels } from "./sponsor-groups.ts";
import { ArchivePanel, CurrentSponsorsPanel, InquiriesPanel } from "./sponsor-panels.tsx";

/** /admin/sponsors: sponsors, the inquiries that may become sponsors, and the archive (spec §2). */
export function SponsorsScreen() {
  // The tabs' counts; each section asks for its own page of rows.
  const sponsors = useSponsorCounts();
  const inquiries = useInquiryCounts();
  // The tab is in the address (?tab=inquiries), so the dashboard can link to the inquiries.
  const [params, setParams] = useSearchParams();
  const tab = tabFrom(params.get("tab"));
  const setTab = (next: SponsorTab) =>
    setParams(next === "current" ? {} : { tab: next }, { replace: true, preventScrollReset: true });
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<AdminSponsor | null>(null);

  return (
    <>
      <AdminPageHeader
        title="Sponsor Management"
        subtitle="Partners shown on the public sponsors page, and the inquiries that may become partners."
        actions={
          <Button onClick={() => setAdding(true)}>
            <PlusIcon />
            Add Sponsor
          </Button>
        }
      />
      {sponsors.data && inquiries.data ? (
        <SponsorTabs
          labels={tabLabels(sponsors.data, inquiries.data)}
          tab={tab}
          onTab={setTab}
          onEdit={setEditing}
        />
      ) : sponsors.isError || inquiries.isError ? (
        <LoadError
          title="Could not load sponsors"
          message={errorMessage(sponsors.error ?? inquiries.error, "Please try again.")}
          onRetry={() => {
            if (sponsors.isError) sponsors.refetch();
            if (inquiries.isError) inquiries.refetch();
          }}
        />
      ) : (
        <SponsorsSkeleton />
      )}
      <AddSponsorDialog open={adding} onClose={() => setAdding(false)} />
      <EditSponsorDialog sponsor={editing} onClose={() => setEditing(null)} />
    </>
  );
}

function SponsorTabs({
  labels,
  tab,
  onTab,
  onEdit,
}: {
  labels: Record<SponsorTab, string>;
  tab: SponsorTab;
  onTab: (tab: SponsorTab) => void;
  onEdit: (sponsor: AdminSponsor) => void;
}) {
  return (
    <Tabs
      label="Sponsors and inquiries"
      value={tab}
      onChange={(value) => onTab(value as SponsorTab)}
      tabs={SPONSOR_TABS.map((value) => ({ value, label: labels[value] }))}
    >
      {tab === "current" ? (
        <CurrentSponsorsPanel onEdit={onEdit} />
      ) : tab === "inquiries" ? (
        <InquiriesPanel />
      ) : (
        <ArchivePanel />
      )}
    </Tabs>
  );
}

/** Six placeholder cards while the lists load (spec §9). */
function SponsorsSkeleton() {
  return (
    <SkeletonGrid
      label="Loading sponsors"
      above={<TabsSkeleton />}
      cardTestId="sponsor-skeleton"
      card={
        <>
          <div className="flex gap-2">
            <Skeleton className="size-9 rounded-full" />
            <Skeleton className="mt-1.5 h-5 w-16 rounded-full" />
            <Skeleton className="mt-1.5 h-5 w-16 rounded-full" />
          </div>
          <div className="mt-4 flex items-center gap-3">
            <Skeleton className="size-14 rounded-lg" />
            <Skeleton className="h-6 w-1/2" />
          </div>
          <Skeleton className="mt-3 h-4 w-full" />
          <Skeleton className="mt-2 h-4 w-4/5" />
          <Skeleton className="mt-6 h-11 w-full" />
        </>
      }
    />
  );
}

function PlusIcon() {
  return <StrokeIcon className="size-4" strokeWidth={2.2} paths={ICON.plus} />;
}
