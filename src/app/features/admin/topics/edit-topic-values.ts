import { topicUpdateSchema } from "../../../../shared/schemas/topic.ts";
import type { AdminTopic } from "../queries.ts";
import type { TopicPageInput, TopicUpdateInput } from "./topic-mutations.ts";

/** The edit form's values: every field of the topic and its pages. */
export interface EditTopicValues {
  title: string;
  description: string;
  level: string;
  category: string;
  isActive: boolean;
  pages: TopicPageInput[];
}

export function editDefaults(topic: AdminTopic, pages: readonly TopicPageInput[]): EditTopicValues {
  return {
    title: topic.title,
    description: topic.description,
    level: topic.level,
    category: topic.category,
    isActive: topic.isActive,
    pages: pages.map((page) => ({ title: page.title, content: page.content })),
  };
}

const samePages = (a: readonly TopicPageInput[], b: readonly TopicPageInput[]) =>
  a.length === b.length &&
  a.every((page, index) => page.title === b[index]?.title && page.content === b[index]?.content);

/** Only what the owner changed: the PATCH body. */
export function changesFrom(values: EditTopicValues, defaults: EditTopicValues): TopicUpdateInput {
  const changes: TopicUpdateInput = {};
  for (const key of ["title", "description", "level", "category"] as const) {
    if (values[key] !== defaults[key]) changes[key] = values[key];
  }
  if (values.isActive !== defaults.isActive) changes.isActive = values.isActive;
  if (!samePages(values.pages, defaults.pages)) changes.pages = values.pages;
  return changes;
}

export type FieldProblems = { path: string; message: string }[];

/**
 * Checks the changes with the schema the server applies to the PATCH body, so the form shows
 * the same messages at the same fields ("pages.2.content") before anything is sent.
 */
export function validateChanges(
  changes: TopicUpdateInput,
): { ok: true; changes: TopicUpdateInput } | { ok: false; problems: FieldProblems } {
  const result = topicUpdateSchema.safeParse(changes);
  if (result.success) return { ok: true, changes: result.data };
  return {
    ok: false,
    problems: result.error.issues.map((issue) => ({
      path: issue.path.join(".") || "root",
      message: issue.message,
    })),
  };
}
