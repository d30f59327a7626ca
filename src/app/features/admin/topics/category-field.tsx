import { useEffect, useRef, useState } from "react";
import { Field } from "../../../components/form/field.tsx";
import { useCategories } from "../queries.ts";

const NEW = "__new__";

/**
 * A category picked from the list, or a new name typed in (the server creates an unknown
 * category with the topic). Without a list to pick from, only the name box shows.
 */
export function CategoryField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  const categories = useCategories();
  const names = (categories.data ?? [])
    .filter((category) => category.isActive || category.name === value)
    .map((category) => category.name)
    .sort((a, b) => a.localeCompare(b));
  const [typing, setTyping] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // Choosing "New category..." moves the focus to the box for the name.
  useEffect(() => {
    if (typing) input.current?.focus();
  }, [typing]);
  const listed = names.length > 0;
  const showInput = typing || (!categories.isPending && !listed);

  return (
    <div className="space-y-3">
      {listed || categories.isPending ? (
        <Field id={`${id}-select`} label="Category" error={showInput ? undefined : error}>
          {(control) => (
            <select
              {...control}
              value={typing ? NEW : value}
              disabled={categories.isPending}
              onChange={(event) => {
                const next = event.target.value;
                setTyping(next === NEW);
                onChange(next === NEW ? "" : next);
              }}
            >
              <option value="">
                {categories.isPending ? "Loading categories..." : "Select a category"}
              </option>
              {names.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
              <option value={NEW}>New category...</option>
            </select>
          )}
        </Field>
      ) : null}
      {showInput ? (
        <Field
          id={`${id}-new`}
          label="New category name"
          error={error}
          hint="A new name creates the category with the topic."
        >
          {(control) => (
            <input
              {...control}
              type="text"
              maxLength={100}
              value={value}
              ref={input}
              onChange={(event) => onChange(event.target.value)}
            />
          )}
        </Field>
      ) : null}
    </div>
  );
}
