import type { ReactNode } from "react";
import type { AdminInquiry, AdminSponsor } from "../queries.ts";
import { EmptyState } from "../ui/list-states.tsx";
import { InquirySummaryCard, PendingInquiryCard } from "./inquiry-card.tsx";
import { SponsorCard } from "./sponsor-card.tsx";
import type { SponsorGroups } from "./sponsor-groups.ts";

// The three tab panels of spec §2.

export function CurrentSponsorsPanel({
  sponsors,
  onEdit,
}: {
  sponsors: AdminSponsor[];
  onEdit: (sponsor: AdminSponsor) => void;
}) {
  if (sponsors.length === 0) {
    return <EmptyState title="No Sponsors Yet" text="Add your first sponsor to get started." />;
  }
  return (
    <>
      <h2 className="sr-only">Current Sponsors ({sponsors.length})</h2>
      <SponsorGrid sponsors={sponsors} onEdit={onEdit} />
    </>
  );
}

export function InquiriesPanel({ groups }: { groups: SponsorGroups }) {
  if (groups.pending.length === 0 && groups.processed.length === 0) {
    return (
      <EmptyState
        title="No Inquiries Yet"
        text="Sponsor inquiries will appear here when submitted."
      />
    );
  }
  return (
    <div className="space-y-10">
      <Section title="Pending Inquiries" count={groups.pending.length}>
        {groups.pending.length === 0 ? (
          <EmptyLine>No pending inquiries</EmptyLine>
        ) : (
          <ul className="grid gap-4 lg:grid-cols-2">
            {groups.pending.map((inquiry) => (
              <li key={inquiry.id}>
                <PendingInquiryCard inquiry={inquiry} />
              </li>
            ))}
          </ul>
        )}
      </Section>
      {groups.processed.length > 0 ? (
        <Section title="Processed Inquiries" count={groups.processed.length}>
          <InquiryList inquiries={groups.processed} />
        </Section>
      ) : null}
    </div>
  );
}

export function ArchivePanel({ groups }: { groups: SponsorGroups }) {
  return (
    <div className="space-y-10">
      <Section title="Suspended Sponsors" count={groups.suspended.length}>
        {groups.suspended.length === 0 ? (
          <EmptyLine>No suspended sponsors</EmptyLine>
        ) : (
          <SponsorGrid sponsors={groups.suspended} archived />
        )}
      </Section>
      <Section title="Declined Inquiries" count={groups.declined.length}>
        {groups.declined.length === 0 ? (
          <EmptyLine>No declined inquiries</EmptyLine>
        ) : (
          <InquiryList inquiries={groups.declined} archived />
        )}
      </Section>
    </div>
  );
}

function SponsorGrid({
  sponsors,
  archived = false,
  onEdit,
}: {
  sponsors: AdminSponsor[];
  archived?: boolean;
  onEdit?: (sponsor: AdminSponsor) => void;
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {sponsors.map((sponsor) => (
        <li key={sponsor.id}>
          <SponsorCard sponsor={sponsor} archived={archived} {...(onEdit ? { onEdit } : {})} />
        </li>
      ))}
    </ul>
  );
}

function InquiryList({
  inquiries,
  archived = false,
}: {
  inquiries: AdminInquiry[];
  archived?: boolean;
}) {
  return (
    <ul className="grid gap-3">
      {inquiries.map((inquiry) => (
        <li key={inquiry.id}>
          <InquirySummaryCard inquiry={inquiry} archived={archived} />
        </li>
      ))}
    </ul>
  );
}

function Section({
  title,
  count,
  children,
}: {
  title: string;
  count: number;
  children: ReactNode;
}) {
  return (
    <section aria-label={title}>
      <h2 className="mb-4 flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
        {title}
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-sm font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          <span className="sr-only">(</span>
          {count}
          <span className="sr-only">)</span>
        </span>
      </h2>
      {children}
    </section>
  );
}

function EmptyLine({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-300">
      {children}
    </p>
  );
}
