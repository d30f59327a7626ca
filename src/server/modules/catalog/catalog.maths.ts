import katexModule from "@vscode/markdown-it-katex";
import katex from "katex";
import MarkdownIt from "markdown-it";

// A formula KaTeX cannot lay out shows on the page as red text; the catalog check and the
// catalog's test find it first. Formulas are found as the reader finds them (the same plugin)
// and each is given to KaTeX strictly.

const katexPlugin =
  (katexModule as unknown as { default?: typeof katexModule }).default ?? katexModule;
const md = new MarkdownIt({ html: false }).use(katexPlugin as never);

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
