import type { Ref } from "react";
import { FILTER_FIELD } from "./field-class.ts";

/** A search box with a visually hidden label and a magnifier icon inside its left edge. */
export function SearchField({
  id,
  label,
  name,
  value,
  placeholder,
  onChange,
  ref,
}: {
  id: string;
  label: string;
  name: string;
  value: string;
  placeholder: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}) {
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="relative">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
        <input
          ref={ref}
          id={id}
          type="search"
          name={name}
          value={value}
          placeholder={placeholder}
          autoComplete="off"
          className={`${FILTER_FIELD} pl-9`}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </div>
  );
}
