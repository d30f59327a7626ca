import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { ANSWER_LETTERS } from "../../../../shared/schemas/content.ts";
import { Field } from "../../../components/form/field.tsx";
import type { EditTestValues } from "./edit-test-values.ts";

/** One question of the edit dialog: its text, options A–D, correct letter and explanation. */
export function QuestionFields({
  index,
  idPrefix,
  register,
  errors,
  onRemove,
}: {
  index: number;
  idPrefix: string;
  register: UseFormRegister<EditTestValues>;
  errors: FieldErrors<EditTestValues>["questions"];
  onRemove: () => void;
}) {
  const id = `${idPrefix}-q${index}`;
  const error = errors?.[index];
  const number = index + 1;
  return (
    <fieldset className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <legend className="float-left flex min-h-11 items-center text-sm font-semibold text-slate-900 dark:text-white">
        Question {number}
      </legend>
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove question ${number}`}
        className="float-right inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950"
      >
        Remove
      </button>
      <div className="clear-both mt-2 space-y-3">
        <Field id={`${id}-text`} label={`Question ${number} text`} error={error?.question?.message}>
          {(control) => (
            <textarea {...control} rows={2} {...register(`questions.${index}.question`)} />
          )}
        </Field>
        <div className="grid gap-3 sm:grid-cols-2">
          {ANSWER_LETTERS.map((letter) => (
            <Field
              key={letter}
              id={`${id}-${letter}`}
              label={`Option ${letter}`}
              error={error?.options?.[letter]?.message}
            >
              {(control) => (
                <input {...control} {...register(`questions.${index}.options.${letter}`)} />
              )}
            </Field>
          ))}
        </div>
        <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
          <Field id={`${id}-correct`} label="Correct answer" error={error?.correct_answer?.message}>
            {(control) => (
              <select {...control} {...register(`questions.${index}.correct_answer`)}>
                {ANSWER_LETTERS.map((letter) => (
                  <option key={letter} value={letter}>
                    {letter}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            id={`${id}-explanation`}
            label="Explanation"
            optional
            error={error?.explanation?.message}
          >
            {(control) => (
              <textarea {...control} rows={2} {...register(`questions.${index}.explanation`)} />
            )}
          </Field>
        </div>
      </div>
    </fieldset>
  );
}
