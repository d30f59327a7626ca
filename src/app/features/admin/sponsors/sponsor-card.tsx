import { toast } from "sonner";
import { ORGANIZATION_TYPE_LABELS } from "../../../../shared/constants.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { ExternalIcon, StarIcon } from "../../../components/ui/icon.tsx";
import { errorMessage } from "../api.ts";
import type { AdminSponsor } from "../queries.ts";
import { Spinner } from "../ui/spinner.tsx";
import { DeleteButton } from "./delete-button.tsx";
import { SponsorLogo } from "./sponsor-logo.tsx";
import {
  type SponsorChanges,
  UPDATE_FAILED,
  useDeleteSponsor,
  useUpdateSponsor,
} from "./sponsor-mutations.ts";
import { TIER_STYLES, TierIcon } from "./tier-style.tsx";

/**
 * A sponsor as the owner manages it. On Current Sponsors: Edit, Feature/Unfeature,
 * Suspend/Activate and delete; in the Archive: Reactivate and delete.
 */
export function SponsorCard({
  sponsor,
  archived = false,
  onEdit,
}: {
  sponsor: AdminSponsor;
  archived?: boolean;
  onEdit?: (sponsor: AdminSponsor) => void;
}) {
  const update = useUpdateSponsor(sponsor.id);
  const remove = useDeleteSponsor(sponsor.id);
  const titleId = `admin-sponsor-${sponsor.id}`;
  const tier = TIER_STYLES[sponsor.tier];
  const suspended = sponsor.status === "suspended";
  const busy = update.isPending || remove.isPending;

  const toggle = (changes: SponsorChanges, done: string) =>
    update.mutate(changes, {
      onSuccess: (updated) =>
        toast.success("Sponsor updated", { description: `"${updated.name}" ${done}.` }),
      onError: (error) =>
        toast.error(UPDATE_FAILED, { description: errorMessage(error, "Please try again.") }),
    });
  const pending = (field: "isFeatured" | "status") =>
    update.isPending && update.variables !== undefined && field in update.variables;

  const featureButton = (
    <Button
      variant="secondary"
      className="px-3"
      aria-describedby={titleId}
      disabled={busy}
      onClick={() =>
        sponsor.isFeatured
          ? toggle({ isFeatured: false }, "is no longer featured")
          : toggle({ isFeatured: true }, "is now featured")
      }
    >
      {pending("isFeatured") ? <Spinner /> : <StarIcon />}
      {sponsor.isFeatured ? "Unfeature" : "Feature"}
    </Button>
  );
  const statusButton = (
    <Button
      variant="secondary"
      className="px-3"
      aria-describedby={titleId}
      disabled={busy}
      onClick={() =>
        suspended
          ? toggle({ status: "active" }, "is active again")
          : toggle({ status: "suspended" }, "is suspended and moved to the Archive")
      }
    >
      {pending("status") ? <Spinner /> : null}
      {archived ? "Reactivate" : suspended ? "Activate" : "Suspend"}
    </Button>
  );

  return (
    <article
      aria-labelledby={titleId}
      className={`flex h-full flex-col rounded-xl border border-t-4 border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900 ${tier.accent}`}
    >
      <div className="flex-1">
        <div className="flex items-start gap-3">
          <TierIcon tier={sponsor.tier} />
          <div className="flex flex-wrap items-center gap-1.5 pt-1.5">
            <Badge className={tier.badge}>{tier.label}</Badge>
            {sponsor.isFeatured ? (
              <Badge className="gap-1 bg-brand-100 text-brand-700 dark:bg-brand-700 dark:text-white">
                <StarIcon />
                Featured
              </Badge>
            ) : null}
            <StatusBadge sponsor={sponsor} />
          </div>
          <div className="-mt-1 -mr-2 ml-auto">
            <DeleteButton
              label={`Delete ${sponsor.name}`}
              title="Delete this sponsor?"
              message={`"${sponsor.name}" will be deleted for good. This action cannot be undone.`}
              confirmLabel="Delete Sponsor"
              busy={remove.isPending}
              disabled={busy}
              onDelete={(done) => remove.mutate(undefined, { onSettled: done })}
            />
          </div>
        </div>
        <div className="mt-4 flex items-center gap-3">
          <SponsorLogo src={sponsor.logo} name={sponsor.name} tier={sponsor.tier} />
          <h3
            id={titleId}
            className="min-w-0 text-lg leading-snug font-semibold break-words text-slate-900 dark:text-white"
          >
            {sponsor.name}
          </h3>
        </div>
        <p className="mt-3 line-clamp-2 text-sm leading-6 text-slate-600 dark:text-slate-300">
          {sponsor.description}
        </p>
        {sponsor.organizationType ? (
          <p className="mt-2 text-xs font-medium tracking-wide text-slate-600 uppercase dark:text-slate-400">
            {ORGANIZATION_TYPE_LABELS[sponsor.organizationType]}
          </p>
        ) : null}
        {sponsor.website ? (
          <a
            href={sponsor.website}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-1 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
          >
            Visit Website
            <span className="sr-only"> of {sponsor.name} (opens in a new tab)</span>
            <ExternalIcon />
          </a>
        ) : null}
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-4 dark:border-slate-800">
        {archived ? null : (
          <Button
            variant="secondary"
            className="px-3"
            aria-describedby={titleId}
            disabled={busy}
            onClick={() => onEdit?.(sponsor)}
          >
            Edit
          </Button>
        )}
        {archived ? null : featureButton}
        {statusButton}
      </div>
    </article>
  );
}

function StatusBadge({ sponsor }: { sponsor: AdminSponsor }) {
  if (sponsor.status === "suspended") {
    return (
      <Badge className="bg-red-100 text-red-900 dark:bg-red-900/50 dark:text-red-100">
        Suspended
      </Badge>
    );
  }
  return (
    <Badge className="bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100">
      {sponsor.isActive ? "Active" : "Active (hidden)"}
    </Badge>
  );
}
