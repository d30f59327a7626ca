/** A labelled progress bar (0-100) with a visible fill; `valueText` says it in words. */
export function ProgressBar({
  value,
  label,
  valueText,
  className = "",
}: {
  value: number;
  label: string;
  valueText?: string;
  className?: string;
}) {
  const percent = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText ?? `${percent}%`}
      className={`h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700 ${className}`}
    >
      <div
        className="h-full rounded-full bg-brand-600 transition-[width] duration-500 dark:bg-brand-300"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
