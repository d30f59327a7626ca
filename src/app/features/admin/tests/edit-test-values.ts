import type { FieldPath } from "react-hook-form";
import type { AnswerLetter } from "../../../../shared/schemas/content.ts";
import type { AdminTest, AdminTestContent } from "../queries.ts";

// The edit dialog's form values and the PATCH body made from them.

export interface QuestionValues {
  question: string;
  options: Record<AnswerLetter, string>;
  correct_answer: AnswerLetter;
  explanation: string;
}

export interface EditTestValues {
  title: string;
  description: string;
  level: string;
  category: string;
  isActive: boolean;
  questions: QuestionValues[];
}

export const BLANK_QUESTION: QuestionValues = {
  question: "",
  options: { A: "", B: "", C: "", D: "" },
  correct_answer: "A",
  explanation: "",
};

export function initialValues(test: AdminTest, content: AdminTestContent): EditTestValues {
  return {
    title: test.title,
    description: test.description,
    level: test.level,
    category: test.category,
    isActive: test.isActive,
    questions: content.questions.map((question) => ({
      question: question.question,
      options: { ...question.options },
      correct_answer: question.correct_answer,
      explanation: question.explanation ?? "",
    })),
  };
}

/** Only what changed, so an untouched field (a legacy level, say) is never sent back. */
export function changesFrom(
  initial: EditTestValues,
  values: EditTestValues,
): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const key of ["title", "description", "level", "category", "isActive"] as const) {
    if (values[key] !== initial[key]) changes[key] = values[key];
  }
  if (JSON.stringify(values.questions) !== JSON.stringify(initial.questions)) {
    changes.questions = values.questions;
  }
  return changes;
}

/** "questions.2.options.B" from a zod issue path or a server field name; lists go to .root. */
export function fieldPath(path: string): FieldPath<EditTestValues> {
  return (path === "questions" ? "questions.root" : path) as FieldPath<EditTestValues>;
}
