import { type ComponentType, type RefObject, useRef, useState } from "react";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { buttonClass } from "../ui/button.tsx";
import { StrokeIcon } from "../ui/icon.tsx";
import type { ReportDialogProps } from "./report-dialog.tsx";
import type { ReportPlace } from "./report-place.ts";
import { selectedTextIn } from "./selected-quote.ts";

// "Report a problem" (issue 19): a quiet button whose dialog, form and validator are fetched on
// the first click, so the lesson and test pages carry none of them. It shows only once the
// page has hydrated: without JavaScript it could do nothing, and a dead control misleads.

let loading: Promise<ComponentType<ReportDialogProps>> | null = null;

function loadDialog() {
  loading ??= import("./report-dialog.tsx").then(
    (module) => module.ReportDialog,
    (error: unknown) => {
      // Offline or a new deploy: the next click tries again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

const FLAG = ["M5 21V4", "M5 4h12l-2.5 4L17 12H5"];

export function ReportButton({
  place,
  label,
  quoteFrom,
  className = "",
}: {
  place: ReportPlace;
  /** "Report a problem with this page", "... with this question". */
  label: string;
  /** Where a selection counts as a quote of the page (the lesson's article). */
  quoteFrom?: RefObject<HTMLElement | null>;
  className?: string;
}) {
  const hydrated = useHydrated();
  const [Dialog, setDialog] = useState<ComponentType<ReportDialogProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [quote, setQuote] = useState({ text: "", at: 0 });
  const [failed, setFailed] = useState(false);
  // A click may clear the selection before its handler runs; pressing the pointer does not.
  const pressed = useRef<string | null>(null);

  if (!hydrated) return null;

  const readQuote = () => (quoteFrom ? selectedTextIn(quoteFrom.current) : "");

  const onClick = () => {
    const text = pressed.current || readQuote();
    pressed.current = null;
    setQuote({ text, at: Date.now() });
    setFailed(false);
    loadDialog().then(
      (component) => {
        setDialog(() => component);
        setOpen(true);
      },
      () => setFailed(true),
    );
  };

  return (
    <div className={className}>
      <button
        type="button"
        aria-haspopup="dialog"
        onPointerDown={() => {
          pressed.current = readQuote();
        }}
        onClick={onClick}
        className={buttonClass(
          "ghost",
          "-ml-3 justify-start px-3 text-left text-sm font-medium text-slate-600 dark:text-slate-300",
        )}
      >
        <StrokeIcon paths={FLAG} className="size-4 shrink-0" strokeWidth={2} />
        {label}
      </button>
      {failed ? (
        <p role="alert" className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
          The report form could not load. Check your connection and try again.
        </p>
      ) : null}
      {Dialog ? (
        <Dialog open={open} place={place} quote={quote} onClose={() => setOpen(false)} />
      ) : null}
    </div>
  );
}
