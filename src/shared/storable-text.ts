// Text a database can store: PostgreSQL's text refuses the NUL character, and an unpaired
// UTF-16 surrogate cannot be written as UTF-8 (server/plugins/text-input.ts refuses both in
// API input; the site search's schema refuses them in a page's address too).

const NUL = "\u0000";

/** Whether PostgreSQL can store (and so compare) this text. */
export function isStorableText(text: string): boolean {
  return !text.includes(NUL) && text.isWellFormed();
}
