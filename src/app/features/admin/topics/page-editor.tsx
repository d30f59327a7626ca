import {
  type Control,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
  useWatch,
} from "react-hook-form";
import { CONTENT_RULES } from "../../../../shared/schemas/content.ts";
import { Field } from "../../../components/form/field.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { ICON, StrokeIcon } from "../../../components/ui/icon.tsx";
import type { EditTopicValues } from "./edit-topic-values.ts";

const ICON_BASE =
  "inline-flex size-11 items-center justify-center rounded-lg hover:bg-slate-100 disabled:cursor-not-allowed dark:hover:bg-slate-800";
const ICON_BUTTON = `${ICON_BASE} text-slate-700 disabled:text-slate-400 dark:text-slate-200 dark:disabled:text-slate-600`;

/** The topic's pages written by hand: each a title and a Markdown body; add, remove, reorder. */
export function PageEditor({
  id,
  control,
  register,
  errors,
}: {
  id: string;
  control: Control<EditTopicValues>;
  register: UseFormRegister<EditTopicValues>;
  errors: FieldErrors<EditTopicValues>;
}) {
  const { fields, append, remove, move } = useFieldArray({ control, name: "pages" });
  const listError = errors.pages?.message ?? errors.pages?.root?.message;

  return (
    <section aria-labelledby={`${id}-pages`} className="space-y-4">
      <div>
        <h3 id={`${id}-pages`} className="text-base font-semibold text-slate-900 dark:text-white">
          Pages ({fields.length})
        </h3>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          A topic has exactly {CONTENT_RULES.pages} pages, each a title and{" "}
          {CONTENT_RULES.pageMinChars.toLocaleString("en")}–
          {CONTENT_RULES.pageMaxChars.toLocaleString("en")} characters of Markdown:{" "}
          <code>## Heading</code>, <code>### Subheading</code>, <code>- bullet</code>,{" "}
          <code>1. numbered</code>, <code>**bold**</code>.
        </p>
      </div>
      {listError ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {listError}
        </p>
      ) : null}
      {fields.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-300">
          This topic has no pages yet. Add one to write it by hand, or close this and use Generate.
        </p>
      ) : null}
      {fields.map((field, index) => {
        const number = index + 1;
        const pageErrors = errors.pages?.[index];
        return (
          <fieldset
            key={field.id}
            className="rounded-lg border border-slate-200 p-4 dark:border-slate-700"
          >
            <legend className="float-left text-sm leading-11 font-semibold text-slate-900 dark:text-white">
              Page {number}
            </legend>
            <div className="float-right flex">
              <button
                type="button"
                className={ICON_BUTTON}
                aria-label={`Move page ${number} up`}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                <Arrow up />
              </button>
              <button
                type="button"
                className={ICON_BUTTON}
                aria-label={`Move page ${number} down`}
                disabled={index === fields.length - 1}
                onClick={() => move(index, index + 1)}
              >
                <Arrow />
              </button>
              <button
                type="button"
                className={`${ICON_BASE} text-red-700 dark:text-red-300`}
                aria-label={`Remove page ${number}`}
                onClick={() => remove(index)}
              >
                <StrokeIcon className="size-5" strokeWidth={2} round={false} paths={ICON.trash} />
              </button>
            </div>
            <div className="clear-both mt-2 space-y-4">
              <Field
                id={`${id}-page-${field.id}-title`}
                label="Page title"
                error={pageErrors?.title?.message}
              >
                {(control) => (
                  <input
                    {...control}
                    {...register(`pages.${index}.title`)}
                    type="text"
                    maxLength={200}
                  />
                )}
              </Field>
              <Field
                id={`${id}-page-${field.id}-content`}
                label="Page content"
                error={pageErrors?.content?.message}
                hint={<PageLength control={control} index={index} />}
              >
                {(control) => (
                  <textarea
                    {...control}
                    {...register(`pages.${index}.content`)}
                    rows={10}
                    className={`${control.className} font-mono`}
                  />
                )}
              </Field>
            </div>
          </fieldset>
        );
      })}
      <Button
        variant="secondary"
        disabled={fields.length >= CONTENT_RULES.pages}
        onClick={() => append({ title: "", content: "" })}
      >
        Add Page
      </Button>
    </section>
  );
}

/** The body's length as the owner types, since the schema bounds it. */
function PageLength({ control, index }: { control: Control<EditTopicValues>; index: number }) {
  const content = useWatch({ control, name: `pages.${index}.content` });
  const length = content?.trim().length ?? 0;
  return <>{`${length.toLocaleString("en")} ${length === 1 ? "character" : "characters"}`}</>;
}

function Arrow({ up = false }: { up?: boolean }) {
  return (
    <StrokeIcon
      className={`size-5 ${up ? "rotate-180" : ""}`}
      strokeWidth={2}
      round={false}
      paths={["M12 5v14M6 13l6 6 6-6"]}
    />
  );
}
