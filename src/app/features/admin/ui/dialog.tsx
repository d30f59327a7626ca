import { type ReactNode, useId } from "react";
import { ICON, StrokeIcon } from "../../../components/ui/icon.tsx";
import { MODAL_CLASS, useModal } from "../../../components/ui/modal.ts";

// The admin's titled modal with a Close button (see components/ui/modal.ts). `open` drives it;
// every way of closing calls onClose.

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
  const ref = useModal(open);
  const id = useId();

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={`${MODAL_CLASS} max-h-[calc(100dvh-2rem)] overflow-y-auto p-0 ${wide ? "max-w-3xl" : "max-w-lg"}`}
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

/**
 * The row of buttons at the foot of a dialog. It sticks to the bottom of the dialog, which
 * scrolls within the viewport, so a long form never hides its buttons below the fold. It must be
 * the last thing in the dialog: it spans the dialog's padding to its edges.
 */
export function DialogActions({ children }: { children: ReactNode }) {
  return (
    <div className="sticky bottom-0 z-10 -mx-6 -mb-6 mt-6 flex flex-wrap justify-end gap-3 border-t border-slate-200 bg-white px-6 py-4 dark:border-slate-700 dark:bg-slate-900">
      {children}
    </div>
  );
}
