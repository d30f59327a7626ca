import type { ReactNode } from "react";

// One labelled form control with its hint and error. The control gets aria-invalid and
// aria-describedby pointing at the hint and the error, so screen readers read both.

export const CONTROL_CLASS =
  "block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 sm:text-sm dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400";
const BORDER_OK = "border-slate-300 dark:border-slate-600";
const BORDER_ERROR = "border-red-600 dark:border-red-400";

export interface ControlProps {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby"?: string;
  className: string;
}

export function Field({
  id,
  label,
  error,
  hint,
  optional = false,
  className = "",
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className="mb-1.5 flex items-baseline justify-between gap-2 text-sm font-medium text-slate-800 dark:text-slate-200"
      >
        {label}
        {optional ? (
          <span className="text-xs font-normal text-slate-600 dark:text-slate-400">Optional</span>
        ) : null}
      </label>
      {children({
        id,
        "aria-invalid": Boolean(error),
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        className: `${CONTROL_CLASS} ${error ? BORDER_ERROR : BORDER_OK}`,
      })}
      {hint ? (
        <div id={`${id}-hint`} className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </div>
      ) : null}
      {error ? <FieldError id={`${id}-error`} message={error} /> : null}
    </div>
  );
}

/** A field's error as every form shows it; also under a group of radios. */
export function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p
      id={id}
      className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700 dark:text-red-300"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0 fill-current">
        <path d="M10 2a8 8 0 100 16 8 8 0 000-16zm-.9 4h1.8v5.2H9.1V6zm0 6.8h1.8v1.8H9.1v-1.8z" />
      </svg>
      {message}
    </p>
  );
}
