import type { Token } from "markdown-it";
import { lessonTokens } from "../topics/markdown.ts";
import { MARKS } from "./snippet.ts";

// A lesson page as the words a reader sees (ADR 025), for the search index and its snippets:
// read from the tokens the reader's own parser makes, so emphasis marks, link addresses, table
// pipes and heading hashes are not words, an image is its alt text and caption, an exercise
// keeps its title, and a formula is read for its words rather than its LaTeX commands.

/** Commands that only style or lay out a formula: no reader would search for them. */
const LAYOUT_COMMANDS =
  /\\(?:math[a-z]+|text[a-z]*|operatorname|boldsymbol|frac|dfrac|tfrac|left|right|big+l?r?|Big+l?r?|quad|qquad|displaystyle|limits)(?![a-zA-Z])/g;

/** A formula's words: `\mathrm{softmax}(z)_i` reads as `softmax(z)_i`, `\alpha` as `alpha`. */
export function formulaText(latex: string): string {
  return latex
    .replace(LAYOUT_COMMANDS, " ")
    .replace(/\\[,;:!> ]/g, " ")
    .replace(/\\([a-zA-Z]+)/g, " $1 ")
    .replace(/[{}\\]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** One line of text per block (paragraph, heading, list item, table cell, code block). */
export function lessonText(markdown: string): string {
  const lines: string[] = [];
  for (const token of lessonTokens(markdown)) {
    const line = blockText(token);
    if (line) lines.push(line);
  }
  return lines.join("\n").replace(MARKS, "");
}

function blockText(token: Token): string {
  switch (token.type) {
    case "inline":
      return inlineText(token.children ?? []);
    case "fence":
    case "code_block":
      return token.content.replace(/\s+/g, " ").trim();
    case "math_block":
    case "math_block_eqno":
      return formulaText(token.content);
    case "figure":
      return sentences([altText(token), String(token.attrGet("title") ?? "")]);
    case "container_exercise_open": {
      const title = token.info.trim().replace(/^exercise\s*/, "");
      return title ? `Exercise: ${title}` : "";
    }
    default:
      return "";
  }
}

function inlineText(children: Token[]): string {
  let text = "";
  for (const child of children) {
    if (child.type === "text" || child.type === "code_inline") text += child.content;
    else if (child.type.startsWith("math_inline")) text += formulaText(child.content);
    else if (child.type === "image") text += altText(child);
    else if (child.type === "softbreak" || child.type === "hardbreak") text += " ";
  }
  return text.replace(/\s+/g, " ").trim();
}

/** Parts joined as sentences: "Alt text. Caption", never "Alt text.. Caption". */
function sentences(parts: string[]): string {
  return parts
    .map((part) => part.trim())
    .filter(Boolean)
    .reduce(
      (text, part) =>
        !text ? part : /[.!?:;]$/.test(text) ? `${text} ${part}` : `${text}. ${part}`,
      "",
    );
}

function altText(token: Token): string {
  return (token.children ?? [])
    .map((child) => child.content)
    .join("")
    .replace(/\s+/g, " ")
    .trim();
}
