import { useState } from "react";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button, buttonClass } from "../../../components/ui/button.tsx";
import { exactTime, relativeTime } from "../messages/received-at.ts";
import { ConfirmDialog } from "../ui/confirm-dialog.tsx";
import { EmailText } from "../ui/email-text.tsx";
import { Spinner } from "../ui/spinner.tsx";
import { EditPlaceButton } from "./edit-place.tsx";
import { reasonLabel } from "./reason-label.ts";
import { type ReportedPlace, useDeleteReport, useResolvePlace } from "./reports-api.ts";
import { textFragment } from "./text-fragment.ts";

const LINK =
  "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600 dark:text-brand-300 dark:hover:text-white";

/** Where the place is on the public site. */
function publicPath(place: ReportedPlace, quote?: string | null) {
  if (place.kind === "question") return `/test/${place.contentId}`;
  const page = place.page === 1 ? "" : `?page=${place.page}`;
  return `/topic/${place.contentId}${page}${quote ? textFragment(quote) : ""}`;
}

function placeTitle(place: ReportedPlace) {
  const content =
    place.contentTitle ?? (place.kind === "lesson" ? "A deleted topic" : "A deleted test");
  if (place.kind === "lesson")
    return `${content} · Page ${place.page}: ${place.pageTitle ?? place.shown}`;
  return `${content} · ${place.question ? `Question ${place.question.number}` : "A question since changed"}`;
}

/** One reported lesson page or question: what it holds now, its reports, and what to do. */
export function PlaceCard({ place }: { place: ReportedPlace }) {
  const resolve = useResolvePlace(place);
  const titleId = `reported-place-${place.id}`;
  const gone = place.contentTitle === null;
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge className="bg-brand-50 text-brand-800 dark:bg-slate-800 dark:text-brand-200">
          {place.kind === "lesson" ? "Lesson page" : "Test question"}
        </Badge>
        <span className="text-sm text-slate-600 dark:text-slate-300">
          {place.openReports > 0
            ? `${place.openReports} open of ${place.totalReports} ${place.totalReports === 1 ? "report" : "reports"}`
            : `${place.totalReports} resolved ${place.totalReports === 1 ? "report" : "reports"}`}
        </span>
      </div>
      <h3
        id={titleId}
        className="mt-2 text-lg leading-snug font-semibold wrap-anywhere text-slate-900 dark:text-white"
      >
        {placeTitle(place)}
      </h3>
      <PlaceNow place={place} />
      <ReportList place={place} />
      <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-4 dark:border-slate-800">
        {gone ? null : (
          <a
            href={publicPath(place)}
            target="_blank"
            rel="noreferrer"
            className={buttonClass("secondary")}
          >
            View on site<span className="sr-only"> (opens in a new tab)</span>
          </a>
        )}
        {gone ? null : <EditPlaceButton place={place} />}
        {place.openReports > 0 ? (
          <Button disabled={resolve.isPending} onClick={() => resolve.mutate()}>
            {resolve.isPending ? <Spinner /> : null}
            Mark Resolved<span className="sr-only">: {placeTitle(place)}</span>
          </Button>
        ) : null}
      </div>
    </article>
  );
}

/** What the place shows now, beside what readers saw when they reported it. */
function PlaceNow({ place }: { place: ReportedPlace }) {
  if (place.kind === "lesson") {
    if (place.pageTitle === null && place.contentTitle !== null) {
      return <Note>The lesson no longer has a page {place.page}.</Note>;
    }
    return place.pageTitle !== null && place.pageTitle !== place.shown ? (
      <Note>When reported, this page was called “{place.shown}”.</Note>
    ) : null;
  }
  const now = place.question;
  return (
    <div className="mt-3">
      <p className="text-xs font-medium text-slate-600 uppercase dark:text-slate-400">
        {now ? "The question" : "The question as readers saw it"}
      </p>
      <p className="mt-1 font-medium wrap-anywhere text-slate-900 dark:text-white">
        {now?.question ?? place.shown}
      </p>
      {now ? (
        <ol aria-label="Options" className="mt-2 space-y-1 text-sm">
          {(["A", "B", "C", "D"] as const).map((letter) => (
            <li
              key={letter}
              className={
                letter === now.correct
                  ? "font-semibold text-green-800 dark:text-green-300"
                  : "text-slate-700 dark:text-slate-300"
              }
            >
              {letter}. {now.options[letter]}
              {letter === now.correct ? " (the key)" : ""}
            </li>
          ))}
        </ol>
      ) : place.contentTitle !== null ? (
        <Note>
          This question has been edited or replaced since. The reports are about the text above.
        </Note>
      ) : null}
    </div>
  );
}

function Note({ children }: { children: React.ReactNode }) {
  return (
    <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-100">
      {children}
    </p>
  );
}

function ReportList({ place }: { place: ReportedPlace }) {
  const remove = useDeleteReport();
  const [confirming, setConfirming] = useState<number | null>(null);
  return (
    <>
      <ol aria-label="Reports" className="mt-4 space-y-3">
        {place.reports.map((report) => (
          <li
            key={report.id}
            className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              <p className="font-semibold text-slate-900 dark:text-white">
                {reasonLabel(place.kind, report.reason)}
              </p>
              <p className="text-xs text-slate-600 dark:text-slate-400">
                <time dateTime={report.createdAt} title={exactTime(report.createdAt)}>
                  {relativeTime(report.createdAt)}
                </time>
                {report.status === "done" ? " · resolved" : ""}
              </p>
            </div>
            {report.quote ? (
              <blockquote className="mt-2 border-l-4 border-slate-300 pl-3 text-slate-700 italic wrap-anywhere dark:border-slate-600 dark:text-slate-300">
                {report.quote}{" "}
                {place.contentTitle !== null ? (
                  <a
                    href={publicPath(place, report.quote)}
                    target="_blank"
                    rel="noreferrer"
                    className={`not-italic ${LINK}`}
                  >
                    Find on page<span className="sr-only"> (opens in a new tab)</span>
                  </a>
                ) : null}
              </blockquote>
            ) : null}
            {report.details ? (
              <p className="mt-2 whitespace-pre-wrap wrap-anywhere text-slate-800 dark:text-slate-200">
                {report.details}
              </p>
            ) : null}
            <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
              <span className="text-slate-600 dark:text-slate-300">
                {report.email ? <EmailText email={report.email} /> : "No email given"}
              </span>
              <Button
                variant="ghost"
                className="min-h-9 px-2 py-1 text-xs"
                onClick={() => setConfirming(report.id)}
              >
                Delete report
              </Button>
            </div>
          </li>
        ))}
      </ol>
      {place.totalReports > place.reports.length ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
          Showing the newest {place.reports.length} of {place.totalReports} reports.
        </p>
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        title="Delete this report?"
        message="The report, and the email given with it, will be deleted for good. This action cannot be undone."
        confirmLabel="Delete Report"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={() =>
          confirming !== null && remove.mutate(confirming, { onSettled: () => setConfirming(null) })
        }
      />
    </>
  );
}
