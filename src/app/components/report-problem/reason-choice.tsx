import type { UseFormRegisterReturn } from "react-hook-form";
import { FieldError } from "../form/field.tsx";

/** "What is wrong?": one radio per reason, the whole row a target, the error under the group. */
export function ReasonChoice({
  id,
  reasons,
  error,
  registration,
}: {
  id: string;
  reasons: ReadonlyArray<{ value: string; label: string }>;
  error: string | undefined;
  registration: UseFormRegisterReturn<"reason">;
}) {
  const errorId = `${id}-error`;
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
        What is wrong?
      </legend>
      <div className="mt-2 space-y-2">
        {reasons.map((reason) => (
          <label
            key={reason.value}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 px-3 py-2.5 text-sm has-checked:border-brand-600 has-checked:bg-brand-50 dark:border-slate-600 dark:has-checked:border-brand-400 dark:has-checked:bg-slate-800"
          >
            <input
              type="radio"
              value={reason.value}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? errorId : undefined}
              className="mt-0.5 size-4 shrink-0 accent-brand-600 dark:accent-brand-400"
              {...registration}
            />
            {reason.label}
          </label>
        ))}
      </div>
      {error ? <FieldError id={errorId} message={error} /> : null}
    </fieldset>
  );
}
