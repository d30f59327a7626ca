import { lessonBlocks, lessonFigures, proseWords } from "../../../shared/lesson.ts";
import { ANSWER_LETTERS, type AnswerLetter } from "../../../shared/schemas/content.ts";
import { formulaOnlyHeadings, mathsProblems } from "../../lesson-rules.ts";
import type { CatalogCategory } from "./catalog.schema.ts";

/** Pages are 500–600 words of prose as a reader counts them; the catalog test allows 450–650. */
export const PAGE_WORDS = { min: 450, max: 650 } as const;

export type LetterSpread = Record<AnswerLetter, number>;

/** How many correct answers fall on each letter across these tests. */
export function letterSpread(tests: CatalogCategory["tests"]): LetterSpread {
  const spread = Object.fromEntries(ANSWER_LETTERS.map((letter) => [letter, 0])) as LetterSpread;
  for (const test of tests) {
    for (const question of test.questions ?? []) spread[question.correct_answer] += 1;
  }
  return spread;
}

/**
 * Questions whose correct option is strictly the longest (or the shortest) of the four: a test
 * whose key stands out by length can be passed without reading the lesson.
 */
export function keyStandsOut(tests: CatalogCategory["tests"], by: "longest" | "shortest"): number {
  let count = 0;
  for (const test of tests) {
    for (const question of test.questions ?? []) {
      const lengths = ANSWER_LETTERS.map((letter) => question.options[letter].trim().length);
      const key = lengths[ANSWER_LETTERS.indexOf(question.correct_answer)]!;
      const rivals = lengths.filter((length) => (by === "longest" ? length >= key : length <= key));
      if (rivals.length === 1) count += 1;
    }
  }
  return count;
}

/** Plain-text report of a catalog: per category, its topics by level, written pages' words. */
export function describeCatalog(catalog: CatalogCategory[]): string {
  const lines: string[] = [];
  const all = catalog.flatMap((category) => category.topics);
  const tests = catalog.flatMap((category) => category.tests);
  for (const category of catalog) {
    const levels = ["beginner", "intermediate", "advanced"].map(
      (level) => category.topics.filter((topic) => topic.level === level).length,
    );
    lines.push(
      `${category.name}: ${category.topics.length} topics (${levels.join("/")} b/i/a), ` +
        `${category.topics.filter((topic) => topic.pages).length} written, ${category.tests.length} tests`,
    );
    for (const topic of category.topics.filter((t) => t.pages)) {
      const words = topic.pages!.map((page) => proseWords(page.content));
      const flag = words.some((w) => w < PAGE_WORDS.min || w > PAGE_WORDS.max)
        ? "  <-- out of range"
        : "";
      const blocks = topic.pages!.map((page) => lessonBlocks(page.content));
      const exercises = blocks.reduce((sum, b) => sum + b.exercises.length, 0);
      const figures = topic.pages!.reduce((sum, p) => sum + lessonFigures(p.content).length, 0);
      lines.push(
        `  ${topic.level.padEnd(12)} ${topic.title}: ${words.join(", ")} words, ` +
          `${exercises} exercises, ${figures} figures, ${topic.next?.length ?? 0} next${flag}`,
      );
      for (const page of topic.pages!) {
        for (const problem of mathsProblems(page.content)) {
          lines.push(`    <-- formula on "${page.title}": ${problem}`);
        }
        for (const heading of formulaOnlyHeadings(page.content)) {
          lines.push(`    <-- table heading on "${page.title}" is only a formula: ${heading}`);
        }
      }
    }
    for (const test of category.tests) {
      const spread = letterSpread([test]);
      lines.push(
        `  test ${test.title}: ${test.questions?.length ?? 0} questions, ${test.timeLimit} min, ` +
          `${test.passingScore}%, keys ${ANSWER_LETTERS.map((l) => `${l}${spread[l]}`).join(" ")}, ` +
          `key longest in ${keyStandsOut([test], "longest")}, shortest in ${keyStandsOut([test], "shortest")}`,
      );
    }
  }
  const spread = letterSpread(tests);
  lines.push(
    `Total: ${catalog.length} categories, ${all.length} topics, ` +
      `${all.filter((topic) => topic.pages).length} written, ${tests.length} tests; ` +
      `correct letters ${ANSWER_LETTERS.map((l) => `${l} ${spread[l]}`).join(", ")}; ` +
      `the key is the longest option in ${keyStandsOut(tests, "longest")} questions, ` +
      `the shortest in ${keyStandsOut(tests, "shortest")}`,
  );
  return lines.join("\n");
}
