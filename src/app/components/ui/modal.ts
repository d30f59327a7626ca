import { useEffect, useRef } from "react";

// What every modal here shares: the native <dialog> (the browser traps focus, Escape cancels,
// the page behind is inert) opened and closed by an `open` flag, and the panel's look.

/** A ref for a <dialog> that shows as a modal while `open` is true. */
export function useModal(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}

/** The panel and backdrop of a modal; add its width and padding. */
export const MODAL_CLASS =
  "m-auto w-[calc(100%-2rem)] rounded-xl border border-slate-200 bg-white text-slate-900 shadow-xl backdrop:bg-slate-950/60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100";
