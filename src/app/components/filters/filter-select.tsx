import { FILTER_FIELD } from "./field-class.ts";

export interface FilterOption {
  value: string;
  label: string;
}

/**
 * A labelled menu. The label is visually hidden unless labelClassName says otherwise;
 * className replaces the menu's own classes.
 */
export function FilterSelect({
  id,
  label,
  name,
  value,
  options,
  onChange,
  className = FILTER_FIELD,
  labelClassName = "sr-only",
}: {
  id: string;
  label: string;
  name?: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  className?: string;
  labelClassName?: string;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        className={className}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
