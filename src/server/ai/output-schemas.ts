import { z } from "zod";
import {
  ANSWER_LETTERS,
  type Question,
  questionsSchema,
  type TopicPage,
  topicPagesSchema,
} from "../../shared/schemas/content.ts";
import { lessonProblems } from "../lesson-rules.ts";

// What the model is asked to return (spec §3: "AI topic output: topic, category, difficultyLevel,
// pages"; "AI test output holds title, description, timeLimit, passingScore, questions"). The
// shape is checked by the AI SDK; the content rules every writer meets are checked after it.

export const topicOutputSchema = z.object({
  topic: z.string(),
  category: z.string(),
  difficultyLevel: z.string(),
  pages: z.array(z.object({ title: z.string(), content: z.string() })),
});

/** One question as the model writes it; a refresh of one question asks for this alone. */
export const questionOutputSchema = z.object({
  question: z.string(),
  options: z.object({ A: z.string(), B: z.string(), C: z.string(), D: z.string() }),
  correct_answer: z.enum(ANSWER_LETTERS),
  explanation: z.string(),
});

export const testOutputSchema = z.object({
  title: z.string(),
  description: z.string(),
  timeLimit: z.number(),
  passingScore: z.number(),
  questions: z.array(questionOutputSchema),
});

/** One lesson page: what a refresh of one page asks for (ADR 033). */
export const pageOutputSchema = z.object({ title: z.string(), content: z.string() });

export type Checked<T> = { ok: true; value: T } | { ok: false; problems: string };

/** "page 3 content: Page content must be at least 300 characters; …" (the first few). */
function describe(error: z.ZodError, item: string): string {
  const problems = error.issues.slice(0, 3).map((issue) => {
    const [index, ...rest] = issue.path;
    const where =
      typeof index === "number"
        ? `${item} ${index + 1}${rest.length ? ` ${rest.join(".")}` : ""}: `
        : "";
    return `${where}${issue.message}`;
  });
  const more = error.issues.length > 3 ? ` (and ${error.issues.length - 3} more)` : "";
  return problems.join("; ") + more;
}

export function checkPages(output: z.output<typeof topicOutputSchema>): Checked<TopicPage[]> {
  return checkLesson(output.pages, { figures: false });
}

/**
 * A whole lesson against the rules every writer meets. `figures`: whether images may stay (a
 * lesson rewritten one page at a time keeps the figures a person put in; a generated one has none).
 */
export function checkLesson(
  pages: readonly TopicPage[],
  { figures }: { figures: boolean },
): Checked<TopicPage[]> {
  const result = topicPagesSchema.safeParse(pages);
  if (!result.success) return { ok: false, problems: describe(result.error, "page") };
  // The lesson format a written lesson meets too: exercises with solutions, formulas that render.
  const problems = lessonProblems(result.data, { figures });
  if (problems.length > 0) {
    const more = problems.length > 3 ? ` (and ${problems.length - 3} more)` : "";
    return { ok: false, problems: problems.slice(0, 3).join("; ") + more };
  }
  return { ok: true, value: result.data };
}

export function checkQuestions(output: z.output<typeof testOutputSchema>): Checked<Question[]> {
  return checkQuestionList(output.questions);
}

export function checkQuestionList(questions: readonly Question[]): Checked<Question[]> {
  const result = questionsSchema.safeParse(questions);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, problems: describe(result.error, "question") };
}
