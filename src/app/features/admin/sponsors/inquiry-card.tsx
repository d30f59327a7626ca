import type { ReactNode } from "react";
import { ORGANIZATION_TYPE_LABELS } from "../../../../shared/constants.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import type { AdminInquiry } from "../queries.ts";
import { EmailText } from "../ui/email-text.tsx";
import { PendingButton } from "../ui/form-parts.tsx";
import { Spinner } from "../ui/spinner.tsx";
import { DeleteButton } from "./delete-button.tsx";
import { useInquiryActions } from "./inquiry-actions.ts";
import { TIER_STYLES } from "./tier-style.tsx";

const LINK =
  "break-all text-brand-700 underline underline-offset-2 hover:text-brand-600 dark:text-brand-300 dark:hover:text-white";

/** A pending inquiry in full, with Approve, Decline and delete. */
export function PendingInquiryCard({ inquiry }: { inquiry: AdminInquiry }) {
  const actions = useInquiryActions(inquiry.id);
  const titleId = `inquiry-${inquiry.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h3
        id={titleId}
        className="min-w-0 text-lg leading-snug font-semibold break-words text-slate-900 dark:text-white"
      >
        {inquiry.companyName}
      </h3>
      <dl className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <Detail term="Contact">{inquiry.contactName}</Detail>
        <Detail term="Email">
          <EmailText email={inquiry.email} />
        </Detail>
        {inquiry.phone ? (
          <Detail term="Phone">
            <a href={`tel:${inquiry.phone}`} className={LINK}>
              {inquiry.phone}
            </a>
          </Detail>
        ) : null}
        <Detail term="Interested tier">{TIER_STYLES[inquiry.interestedTier].label}</Detail>
        <Detail term="Organization type">
          {inquiry.organizationType
            ? ORGANIZATION_TYPE_LABELS[inquiry.organizationType]
            : "Not specified"}
        </Detail>
        <Detail term="Budget">{inquiry.budget ?? "Not specified"}</Detail>
        <Detail term="Website">
          {inquiry.website ? (
            <a href={inquiry.website} target="_blank" rel="noopener noreferrer" className={LINK}>
              {inquiry.website}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : (
            "Not specified"
          )}
        </Detail>
        <Detail term="Description" wide>
          {inquiry.description}
        </Detail>
        <Detail term="Goals" wide>
          {inquiry.goals || "Not specified"}
        </Detail>
        {inquiry.additionalInfo ? (
          <Detail term="Additional info" wide>
            {inquiry.additionalInfo}
          </Detail>
        ) : null}
      </dl>
      <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-4 dark:border-slate-800">
        <PendingButton
          aria-describedby={titleId}
          onClick={actions.approve}
          pending={actions.approvePending}
          pendingText="Approving..."
          disabled={actions.busy}
        >
          Approve
        </PendingButton>
        <Button
          variant="secondary"
          aria-describedby={titleId}
          disabled={actions.busy}
          onClick={actions.decline}
        >
          {actions.statusPending === "declined" ? <Spinner /> : null}
          Decline
        </Button>
        <div className="ml-auto">
          <InquiryDelete inquiry={inquiry} actions={actions} />
        </div>
      </div>
    </article>
  );
}

/**
 * A processed inquiry: who sent it and its status. Declined ones in the Archive also offer
 * Restore to Pending and Accept as Sponsor.
 */
export function InquirySummaryCard({
  inquiry,
  archived = false,
}: {
  inquiry: AdminInquiry;
  archived?: boolean;
}) {
  const actions = useInquiryActions(inquiry.id);
  const titleId = `inquiry-${inquiry.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="min-w-0 flex-1 basis-56">
        <div className="flex flex-wrap items-center gap-2">
          <h3
            id={titleId}
            className="min-w-0 font-semibold break-words text-slate-900 dark:text-white"
          >
            {inquiry.companyName}
          </h3>
          <InquiryStatusBadge status={inquiry.status} />
        </div>
        <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-300">
          {inquiry.contactName} · <EmailText email={inquiry.email} />
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {archived ? (
          <>
            <Button
              variant="secondary"
              className="px-3"
              aria-describedby={titleId}
              disabled={actions.busy}
              onClick={actions.restore}
            >
              {actions.statusPending === "pending" ? <Spinner /> : null}
              Restore to Pending
            </Button>
            <PendingButton
              className="px-3"
              aria-describedby={titleId}
              onClick={actions.approve}
              pending={actions.approvePending}
              pendingText="Accepting..."
              disabled={actions.busy}
            >
              Accept as Sponsor
            </PendingButton>
          </>
        ) : null}
        <InquiryDelete inquiry={inquiry} actions={actions} />
      </div>
    </article>
  );
}

function InquiryDelete({
  inquiry,
  actions,
}: {
  inquiry: AdminInquiry;
  actions: ReturnType<typeof useInquiryActions>;
}) {
  return (
    <DeleteButton
      label={`Delete inquiry from ${inquiry.companyName}`}
      title="Delete this inquiry?"
      message={`The inquiry from "${inquiry.companyName}" will be deleted for good. This action cannot be undone.`}
      confirmLabel="Delete Inquiry"
      busy={actions.removePending}
      disabled={actions.busy}
      onDelete={actions.remove}
    />
  );
}

const STATUS_BADGE: Record<AdminInquiry["status"], { label: string; className: string }> = {
  pending: {
    label: "Pending",
    className: "bg-sky-100 text-sky-900 dark:bg-sky-900/50 dark:text-sky-100",
  },
  approved: {
    label: "Approved",
    className: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100",
  },
  declined: {
    label: "Declined",
    className: "bg-red-100 text-red-900 dark:bg-red-900/50 dark:text-red-100",
  },
};

function InquiryStatusBadge({ status }: { status: AdminInquiry["status"] }) {
  const badge = STATUS_BADGE[status];
  return <Badge className={badge.className}>{badge.label}</Badge>;
}

function Detail({
  term,
  wide = false,
  children,
}: {
  term: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="font-medium text-slate-600 dark:text-slate-400">{term}</dt>
      <dd className="mt-0.5 whitespace-pre-wrap break-words text-slate-900 dark:text-slate-100">
        {children}
      </dd>
    </div>
  );
}
