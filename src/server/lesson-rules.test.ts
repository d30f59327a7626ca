import { describe, expect, it } from "vitest";
import { checkPages } from "./ai/output-schemas.ts";
import { lessonProblems, mathsProblems } from "./lesson-rules.ts";
import { exerciseBlock, validPage, validPages } from "./test-fixtures.ts";

const output = (pages: { title: string; content: string }[]) => ({
  topic: "T",
  category: "C",
  difficultyLevel: "beginner",
  pages,
});

describe("the lesson rules a generated lesson meets", () => {
  it("accepts a lesson with three exercises and formulas that render", () => {
    expect(lessonProblems(validPages("Fine"), { figures: false })).toEqual([]);
    expect(checkPages(output(validPages("Fine")))).toMatchObject({ ok: true });
  });

  it("refuses too few exercises, an exercise without solution, a bad formula and an image", () => {
    const bare = Array.from({ length: 5 }, (_, index) => validPage("Bare", index + 1));
    const checked = checkPages(output(bare));
    expect(checked).toMatchObject({ ok: false });
    expect(!checked.ok && checked.problems).toContain("it needs at least 3");

    const pages = validPages("Broken");
    pages[0] = { ...pages[0]!, content: `${pages[0]!.content}\n\n::: exercise\nAlone.\n:::` };
    pages[1] = { ...pages[1]!, content: `${pages[1]!.content}\n\nSee $\\frac{a$ here.` };
    pages[3] = {
      ...pages[3]!,
      content: `${pages[3]!.content}\n\n![A chart](/media/0123456789abcdef.svg)`,
    };
    const problems = lessonProblems(pages, { figures: false });
    expect(problems).toContain("page 1: an exercise has no ::: solution block after it");
    expect(
      problems.some((problem) => problem.startsWith("page 2: a formula does not render")),
    ).toBe(true);
    expect(problems).toContain("page 4: images are not allowed");
    expect(lessonProblems(pages, { figures: true })).not.toContain(
      "page 4: images are not allowed",
    );
  });

  it("refuses a table heading that is only a formula", () => {
    const pages = validPages("Table");
    pages[4] = {
      ...pages[4]!,
      content: `${pages[4]!.content}\n\n| $h$ | step $h$ |\n| --- | --- |\n| 1 | 2 |`,
    };
    expect(lessonProblems(pages, { figures: false })).toEqual([
      'page 5: the table heading "$h$" needs words, not only a formula',
    ]);
  });

  it("finds formulas KaTeX refuses, and only those", () => {
    expect(mathsProblems(`${exerciseBlock(2)} and $x^2$ and \\$5`)).toEqual([]);
    expect(mathsProblems("$\\foo{x}$")).toHaveLength(1);
  });
});
