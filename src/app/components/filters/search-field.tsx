import type { Ref } from "react";
import { circle, StrokeIcon } from "../ui/icon.tsx";
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
        <StrokeIcon
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
          strokeWidth={2}
          round={false}
          paths={[circle(11, 11, 7), "m20 20-3.5-3.5"]}
        />
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
