import type { ReactNode } from "react";

/** A fieldset whose legend sits inside the box as its heading, not in the border. */
export function FormSection({
  title,
  note,
  children,
}: {
  title: string;
  note: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="rounded-xl border border-slate-200 p-5 sm:p-6 dark:border-slate-800">
      <legend className="float-left w-full text-lg font-semibold text-slate-900 dark:text-white">
        {title}
      </legend>
      <div className="clear-left space-y-5">
        <p className="pt-1 text-sm text-slate-600 dark:text-slate-400">{note}</p>
        {children}
      </div>
    </fieldset>
  );
}
