import { useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { Button } from "../ui/button.tsx";
import { StrokeIcon } from "../ui/icon.tsx";
import { MODAL_CLASS, useModal } from "../ui/modal.ts";
import { ReportForm } from "./report-form.tsx";
import type { ReportPlace } from "./report-place.ts";

export interface ReportDialogProps {
  open: boolean;
  place: ReportPlace;
  /** The text selected when the button was pressed, and when (a new press, a new quote). */
  quote: { text: string; at: number };
  onClose: () => void;
}

/** Where the report is about, in the words the page used: it is sent as shown here. */
function PlaceSummary({ id, place }: { id: string; place: ReportPlace }) {
  return (
    <div id={id} className="mt-3 rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800/60">
      {place.kind === "lesson" ? (
        <>
          <p className="text-slate-600 dark:text-slate-300">{place.topicTitle}</p>
          <p className="mt-0.5 font-medium break-words">
            Page {place.page} of {place.pages}: {place.pageTitle}
          </p>
        </>
      ) : (
        <>
          <p className="text-slate-600 dark:text-slate-300">Question</p>
          <p className="mt-0.5 font-medium break-words">{place.question}</p>
        </>
      )}
    </div>
  );
}

function Thanks({ withEmail, onClose }: { withEmail: boolean; onClose: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="mt-5">
      <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
        Thank you!
      </h3>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        Your report was sent. The site's owner reviews every report
        {withEmail ? " and will write to you when the problem is fixed" : ""}.
      </p>
      <div className="mt-6 flex justify-end">
        <Button onClick={onClose} className="px-6">
          Close
        </Button>
      </div>
    </div>
  );
}

/**
 * The report form in a native modal dialog, put under <body> so the page's live regions and
 * coloured boxes around the button do not reach into it. Closing it returns focus to the
 * button; what was typed stays until it is sent.
 */
export function ReportDialog({ open, place, quote, onClose }: ReportDialogProps) {
  const ref = useModal(open);
  const id = useId();
  const [sent, setSent] = useState<{ withEmail: boolean } | null>(null);
  // A sent report's form starts empty when the dialog opens again.
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!open) return;
    const dialog = ref.current;
    const reason = dialog?.querySelector<HTMLInputElement>("input[type=radio]:checked");
    (reason ?? dialog?.querySelector<HTMLInputElement>("input[type=radio]"))?.focus();
  }, [open, ref]);

  const close = () => {
    if (sent) {
      setSent(null);
      setRound((value) => value + 1);
    }
    onClose();
  };

  return createPortal(
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-place`}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      className={`${MODAL_CLASS} max-w-lg`}
    >
      <div className="p-5 sm:p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            Report a problem
          </h2>
          <button
            type="button"
            onClick={close}
            aria-label="Close"
            className="btn btn-ghost -mt-2 -mr-2 size-11 shrink-0"
          >
            <StrokeIcon paths={["M6 6l12 12", "M18 6 6 18"]} className="size-5" strokeWidth={2} />
          </button>
        </div>
        <PlaceSummary id={`${id}-place`} place={place} />
        {sent ? (
          <Thanks withEmail={sent.withEmail} onClose={close} />
        ) : (
          <ReportForm
            key={round}
            place={place}
            quote={quote}
            onCancel={close}
            onSent={(withEmail) => setSent({ withEmail })}
          />
        )}
      </div>
    </dialog>,
    document.body,
  );
}
