/** A spinning ring; decorative unless given a label, which screen readers announce. */
export function Spinner({ label, className = "size-4" }: { label?: string; className?: string }) {
  return (
    <span role={label ? "status" : undefined} className="inline-flex items-center gap-2">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className={`animate-spin ${className}`}
        fill="none"
      >
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path
          d="M21 12a9 9 0 0 0-9-9"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}

/** The whole-page wait while the admin area learns who is logged in. */
export function PageSpinner({ label = "Loading..." }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-brand-600 dark:text-brand-300">
      <Spinner label={label} className="size-10" />
    </div>
  );
}
