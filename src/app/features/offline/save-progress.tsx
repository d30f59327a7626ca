// What saving shows while it runs, and what it says when it fails.

/** A saving's progress: a bar with its share done, announced by its label. */
export function SaveProgressBar({
  label,
  progress,
}: {
  label: string;
  progress: { done: number; total: number };
}) {
  const percent = Math.min(100, Math.round((progress.done / Math.max(progress.total, 1)) * 100));
  return (
    <div className="flex w-full max-w-sm items-center gap-3">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] motion-reduce:transition-none dark:bg-brand-300"
          style={{ width: `${percent}%` }}
        />
      </div>
      <span className="text-sm font-medium text-slate-700 tabular-nums dark:text-slate-300">
        Saving… {percent}%
      </span>
    </div>
  );
}

/** The visitor's words for a failed save: the save's own reason, or a connection problem. */
export function failureMessage(error: unknown): string {
  if (error instanceof Error && error.name === "SaveError") return error.message;
  return navigator.onLine
    ? "The lesson could not be saved. Please try again."
    : "You're offline. Connect to the internet to save lessons.";
}
