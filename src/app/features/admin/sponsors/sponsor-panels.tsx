import type { ReactNode } from "react";
import { Skeleton } from "../../../components/ui/card.tsx";
import { Pager } from "../paging/pager.tsx";
import { listAddress, type PagedList, usePagedList } from "../paging/use-paged-list.ts";
import { type AdminInquiry, type AdminSponsor, keys } from "../queries.ts";
import { EmptyState, LoadError } from "../ui/list-states.tsx";
import { InquirySummaryCard, PendingInquiryCard } from "./inquiry-card.tsx";
import { SponsorCard } from "./sponsor-card.tsx";
import { SECTIONS } from "./sponsor-groups.ts";

// The three tab panels of spec §2; each section is its own list, a page at a time (ADR 019).

type SectionName = keyof typeof SECTIONS;

function useSection<T>(name: SectionName) {
  const { path, params } = SECTIONS[name];
  const key = path === "/api/sponsors" ? keys.sponsors : keys.inquiries;
  return usePagedList<T>(key, listAddress(path, params));
}

export function CurrentSponsorsPanel({ onEdit }: { onEdit: (sponsor: AdminSponsor) => void }) {
  const list = useSection<AdminSponsor>("current");
  return (
    <Loaded list={list} what="sponsors">
      {(sponsors) =>
        sponsors.length === 0 ? (
          <EmptyState title="No Sponsors Yet" text="Add your first sponsor to get started." />
        ) : (
          <>
            <h2 className="sr-only">Current Sponsors ({list.total})</h2>
            <SponsorGrid sponsors={sponsors} onEdit={onEdit} />
            <Pager list={list} noun="sponsor" />
          </>
        )
      }
    </Loaded>
  );
}

export function InquiriesPanel() {
  const pending = useSection<AdminInquiry>("pending");
  const processed = useSection<AdminInquiry>("processed");
  if (pending.total === 0 && processed.total === 0) {
    return (
      <EmptyState
        title="No Inquiries Yet"
        text="Sponsor inquiries will appear here when submitted."
      />
    );
  }
  return (
    <div className="space-y-10">
      <Section title="Pending Inquiries" noun="inquiry" list={pending}>
        {(inquiries) =>
          inquiries.length === 0 ? (
            <EmptyLine>No pending inquiries</EmptyLine>
          ) : (
            <ul className="grid gap-4 lg:grid-cols-2">
              {inquiries.map((inquiry) => (
                <li key={inquiry.id}>
                  <PendingInquiryCard inquiry={inquiry} />
                </li>
              ))}
            </ul>
          )
        }
      </Section>
      {processed.total !== 0 ? (
        <Section title="Processed Inquiries" noun="inquiry" list={processed}>
          {(inquiries) => <InquiryList inquiries={inquiries} />}
        </Section>
      ) : null}
    </div>
  );
}

export function ArchivePanel() {
  const suspended = useSection<AdminSponsor>("suspended");
  const declined = useSection<AdminInquiry>("declined");
  return (
    <div className="space-y-10">
      <Section title="Suspended Sponsors" noun="sponsor" list={suspended}>
        {(sponsors) =>
          sponsors.length === 0 ? (
            <EmptyLine>No suspended sponsors</EmptyLine>
          ) : (
            <SponsorGrid sponsors={sponsors} archived />
          )
        }
      </Section>
      <Section title="Declined Inquiries" noun="inquiry" list={declined}>
        {(inquiries) =>
          inquiries.length === 0 ? (
            <EmptyLine>No declined inquiries</EmptyLine>
          ) : (
            <InquiryList inquiries={inquiries} archived />
          )
        }
      </Section>
    </div>
  );
}

/** A section's rows once they have come, its error with a retry, or placeholders meanwhile. */
function Loaded<T>({
  list,
  what,
  children,
}: {
  list: PagedList<T>;
  what: string;
  children: (items: T[]) => ReactNode;
}) {
  if (list.items) return <>{children(list.items)}</>;
  if (list.query.isError) {
    return (
      <LoadError
        title={`Could not load ${what}`}
        message={list.query.error.message}
        onRetry={() => void list.query.refetch()}
      />
    );
  }
  return <Skeleton className="h-40 w-full" />;
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

function Section<T>({
  title,
  noun,
  list,
  children,
}: {
  title: string;
  /** One row, for the pager: "sponsor", "inquiry". */
  noun: string;
  list: PagedList<T>;
  children: (items: T[]) => ReactNode;
}) {
  return (
    <section aria-label={title}>
      <h2 className="mb-4 flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
        {title}
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-sm font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          <span className="sr-only">(</span>
          {list.total === undefined ? "…" : `${list.total}${list.moreThanTotal ? "+" : ""}`}
          <span className="sr-only">)</span>
        </span>
      </h2>
      <Loaded list={list} what={title.toLowerCase()}>
        {(items) => (
          <>
            {children(items)}
            <Pager list={list} noun={noun} />
          </>
        )}
      </Loaded>
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
