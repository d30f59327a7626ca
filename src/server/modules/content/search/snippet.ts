import type { SnippetPart } from "../../../../shared/schemas/search.ts";

// A snippet as ts_headline cuts it: the lesson's own text with each match between two
// characters of Unicode's private use area, which indexed text never holds (lessonText removes
// them). It reaches the page as parts, never as HTML: React escapes each part's text and draws
// a <mark> around the matches, so nothing in a lesson can become markup.

export const MARK_START = "\uE000";
export const MARK_END = "\uE001";
export const MARKS = /[\uE000\uE001]/g;

const MARKED = /\uE000([^\uE000\uE001]*)\uE001/g;
/** A sentence or a clause ends here, so the next block needs no separator of its own. */
const ENDS_SENTENCE = /[.!?:;,…]$/;

/**
 * The headline's parts. Blocks (a heading, a paragraph, a list item) were indexed one per line;
 * here a line that does not end a sentence is set off from the next by a middle dot.
 */
export function snippetParts(headline: string): SnippetPart[] {
  const text = headline
    .split(/\s*\n\s*/)
    .filter((line) => line.replace(MARKS, "").trim() !== "")
    .reduce((joined, line) => {
      if (!joined) return line;
      return `${joined}${ENDS_SENTENCE.test(joined.replace(MARKS, "")) ? " " : " · "}${line}`;
    }, "")
    .replace(/\s+/g, " ")
    .trim();
  return partsOf(clipped(text));
}

/**
 * A passage cut from the middle of a text says so: an ellipsis where it starts inside a
 * sentence (with a small letter) and where it stops before one ends.
 */
function clipped(text: string): string {
  const plain = text.replace(MARKS, "");
  if (!plain) return text;
  const start = /^\p{Ll}/u.test(plain) ? "… " : "";
  const end = /[.!?…)"”]$/.test(plain) ? "" : " …";
  return `${start}${text}${end}`;
}

function partsOf(text: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let last = 0;
  for (const match of text.matchAll(MARKED)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index), mark: false });
    parts.push({ text: match[1]!, mark: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), mark: false });
  // A stray mark (a headline cut between the two) is dropped rather than shown.
  return parts
    .map((part) => ({ ...part, text: part.text.replace(MARKS, "") }))
    .filter((part) => part.text !== "");
}
