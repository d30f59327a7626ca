import { Field } from "../../../components/form/field.tsx";
import { useTopicContent } from "./use-topic-content.ts";

/**
 * What a topic's Refresh rewrites: the whole lesson, or one page alone (ADR 033). The pages are
 * named by their titles, read only when the dialog is a refresh of a topic with content.
 */
export function PageChoice({
  id,
  topicId,
  page,
  onChange,
}: {
  id: string;
  topicId: number;
  /** null: the whole lesson. */
  page: number | null;
  onChange: (page: number | null) => void;
}) {
  const pages = useTopicContent(topicId, true).data?.pages ?? [];
  return (
    <Field id={id} label="Rewrite" hint="One page alone leaves the others exactly as they are.">
      {(control) => (
        <select
          {...control}
          value={page ?? ""}
          onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
        >
          <option value="">The whole lesson</option>
          {pages.map((item, index) => (
            <option key={item.title} value={index + 1}>
              Only page {index + 1}: {item.title}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
