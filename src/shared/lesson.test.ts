import { describe, expect, it } from "vitest";
import { lessonBlocks, lessonFigures, proseWords, replaceFigureSources } from "./lesson.ts";

const PAGE = `Some prose here.

::: exercise Two plus two
What is $2 + 2$?
:::

::: solution
Four.
:::

\`\`\`python
x = "::: exercise"  # inside code: not a block
\`\`\`

![A blue line rising from left to right](lesson/line.svg "A caption.")
`;

describe("lesson blocks", () => {
  it("pairs each exercise with the solution after it and counts only the prose", () => {
    const blocks = lessonBlocks(PAGE);
    expect(blocks.exercises).toEqual([
      { title: "Two plus two", question: "What is $2 + 2$?", solution: "Four." },
    ]);
    expect(blocks.prose).not.toContain("Four.");
    expect(blocks.unclosed).toBe(false);
    const longer = `${PAGE}\n::: exercise\nMany more words here.\n:::\n::: solution\nAnd more.\n:::`;
    expect(proseWords(longer)).toBe(proseWords(PAGE));
    expect(proseWords(`${PAGE}\nFour more prose words.`)).toBe(proseWords(PAGE) + 4);
  });

  it("finds a solution with no exercise before it, an exercise alone and an open block", () => {
    expect(lessonBlocks("::: solution\nx\n:::").strayedSolutions).toBe(1);
    expect(
      lessonBlocks("::: exercise\nq\n:::\n\nText.\n\n::: solution\nx\n:::").exercises[0]!.solution,
    ).toBeNull();
    expect(lessonBlocks("::: exercise\nq\n").unclosed).toBe(true);
  });

  it("reads figures outside code and rewrites their addresses", () => {
    expect(lessonFigures(PAGE)).toEqual([
      {
        alt: "A blue line rising from left to right",
        src: "lesson/line.svg",
        caption: "A caption.",
      },
    ]);
    expect(lessonFigures("```\n![x](a.svg)\n```")).toEqual([]);
    // An image written as code in a sentence is an example of Markdown, not a figure.
    const quoted = "Write `![alt](https://x.example/a.png)` or ``![b](`b`.png)`` to show it.";
    expect(lessonFigures(quoted)).toEqual([]);
    expect(replaceFigureSources(quoted, () => "/media/x.svg")).toBe(quoted);
    expect(lessonFigures("`code` then ![A figure of a line](l.svg) then `more`")).toHaveLength(1);
    const moved = replaceFigureSources(PAGE, () => "/media/0123456789abcdef.svg");
    expect(moved).toContain('(/media/0123456789abcdef.svg "A caption.")');
    expect(moved).toContain('x = "::: exercise"');
  });
});
