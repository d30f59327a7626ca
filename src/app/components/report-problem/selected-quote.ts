// The text a reader selected in the lesson before opening the report form: it says at once
// which sentence is wrong. Read when the form opens, never sent unless the reader sends it.

/** The selection's text if it lies wholly inside `container`, else "". */
export function selectedTextIn(container: HTMLElement | null): string {
  const selection = window.getSelection();
  if (!container || !selection || selection.isCollapsed || selection.rangeCount === 0) return "";
  const range = selection.getRangeAt(0);
  if (!container.contains(range.commonAncestorContainer)) return "";
  return selection.toString();
}

/**
 * A selection as the quote field shows it: spaces and tabs folded, at most one empty line in a
 * row, trimmed, and cut to `max` characters without splitting a character in two.
 */
export function cutQuote(text: string, max: number): string {
  const folded = text
    .replace(/\r\n?/g, "\n")
    .replace(/[^\S\n]+/g, " ")
    .replace(/ ?\n ?/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  if (folded.length <= max) return folded;
  const cut = folded.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  // A high surrogate alone at the end is half of a character (an emoji, say): drop it.
  return (last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut).trimEnd();
}
