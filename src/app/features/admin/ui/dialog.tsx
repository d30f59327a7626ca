import { type ReactNode, useEffect, useId, useRef } from "react";
import { ICON, StrokeIcon } from "../../../components/ui/icon.tsx";

// A modal on the native <dialog>: the browser traps focus, Escape closes it and the rest of the
// page is inert while it is open. `open` drives it; every way of closing calls onClose.

export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  wide = false,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={`m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] overflow-y-auto rounded-xl border border-slate-200 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-950/60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 ${wide ? "max-w-3xl" : "max-w-lg"}`}
    >
      {open ? (
        <div className="p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id={`${id}-title`} className="text-lg font-semibold">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label="Close"
              className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
            >
              <StrokeIcon className="size-5" strokeWidth={2} round={false} paths={ICON.close} />
            </button>
          </div>
          {description ? (
            <div
              id={`${id}-description`}
              className="mt-1 text-sm text-slate-600 dark:text-slate-300"
            >
              {description}
            </div>
          ) : null}
          <div className="mt-5">{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}

/** The row of buttons at the foot of a dialog. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-wrap justify-end gap-3">{children}</div>;
}
