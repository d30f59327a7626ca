import katex from "katex";
import MarkdownIt from "markdown-it";
import { lessonBlocks, lessonFigures } from "../shared/lesson.ts";
import { markdownItKatex } from "../shared/markdown-katex.ts";
import type { TopicPage } from "../shared/schemas/content.ts";

// The lesson format's rules (content/README.md, ADR 014) for content that comes from outside
// the code: the catalog's files and an AI model's answers. A formula KaTeX cannot lay out shows
// on the page as red text, so formulas are found as the reader finds them (the same plugin) and
// each is given to KaTeX strictly.

const md = new MarkdownIt({ html: false }).use(markdownItKatex as never);

/** Each formula on the page that KaTeX refuses, with KaTeX's reason. */
export function mathsProblems(markdown: string): string[] {
  const problems: string[] = [];
  for (const token of md.parse(markdown, {})) {
    for (const part of [token, ...(token.children ?? [])]) {
      if (!part.type.startsWith("math_")) continue;
      try {
        katex.renderToString(part.content, { throwOnError: true, strict: "error" });
      } catch (error) {
        problems.push(`${part.content.trim()}: ${(error as Error).message}`);
      }
    }
  }
  return problems;
}

/**
 * Table headings that are only a formula: KaTeX's drawn copy is hidden from assistive
 * technology, so such a heading has no text it can read as one (axe: empty-table-header).
 * "Step $h$" reads; "$h$" alone does not.
 */
export function formulaOnlyHeadings(markdown: string): string[] {
  const found: string[] = [];
  let inHeading = false;
  for (const token of md.parse(markdown, {})) {
    if (token.type === "th_open") inHeading = true;
    else if (token.type === "th_close") inHeading = false;
    else if (inHeading && token.type === "inline") {
      const parts = (token.children ?? []).filter(
        (child) => !(child.type === "text" && child.content.trim() === ""),
      );
      if (parts.length > 0 && parts.every((child) => child.type.startsWith("math_"))) {
        found.push(token.content.trim());
      }
    }
  }
  return found;
}

/** Every lesson has at least this many exercises, each with its worked solution. */
export const MIN_EXERCISES = 3;

/**
 * What keeps a lesson's pages from the format, page by page: exercise blocks that do not pair
 * up, formulas KaTeX refuses, too few exercises over the lesson, and (for generated lessons,
 * which cannot carry figures) any image.
 */
export function lessonProblems(
  pages: readonly TopicPage[],
  { figures, minExercises = MIN_EXERCISES }: { figures: boolean; minExercises?: number },
): string[] {
  const problems: string[] = [];
  let exercises = 0;
  pages.forEach((page, index) => {
    const where = `page ${index + 1}`;
    const blocks = lessonBlocks(page.content);
    exercises += blocks.exercises.length;
    if (blocks.unclosed) problems.push(`${where}: a ::: block is not closed with :::`);
    if (blocks.strayedSolutions > 0) {
      problems.push(`${where}: a ::: solution block does not follow a ::: exercise block`);
    }
    if (blocks.exercises.some((exercise) => exercise.solution === null)) {
      problems.push(`${where}: an exercise has no ::: solution block after it`);
    }
    for (const formula of mathsProblems(page.content)) {
      problems.push(`${where}: a formula does not render (${formula})`);
    }
    for (const heading of formulaOnlyHeadings(page.content)) {
      problems.push(`${where}: the table heading "${heading}" needs words, not only a formula`);
    }
    if (!figures && lessonFigures(page.content).length > 0) {
      problems.push(`${where}: images are not allowed`);
    }
  });
  if (exercises < minExercises) {
    problems.push(`the lesson has ${exercises} exercises; it needs at least ${minExercises}`);
  }
  return problems;
}
