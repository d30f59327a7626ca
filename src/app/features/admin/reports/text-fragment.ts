// A link to a lesson page that scrolls to, and marks, the passage a reader quoted: a URL text
// fragment (#:~:text=start,end), which Chromium and Safari follow and other browsers ignore.

/** Quotes up to this long are matched whole; longer ones by their first and last words. */
const WHOLE_MAX = 60;
const EDGE_WORDS = 4;

/** Percent-encodes a fragment term, with the characters the directive itself uses. */
function term(text: string): string {
  return encodeURIComponent(text).replace(/-/g, "%2D").replace(/,/g, "%2C").replace(/&/g, "%26");
}

export function textFragment(quote: string): string {
  const text = quote.replace(/\s+/g, " ").trim();
  if (text.length <= WHOLE_MAX) return `#:~:text=${term(text)}`;
  const words = text.split(" ");
  if (words.length <= EDGE_WORDS * 2) return `#:~:text=${term(text)}`;
  const start = words.slice(0, EDGE_WORDS).join(" ");
  const end = words.slice(-EDGE_WORDS).join(" ");
  return `#:~:text=${term(start)},${term(end)}`;
}
