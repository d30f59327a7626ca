/** Reading speed used for every estimate on the site (issue 3: about 240 words a minute). */
export const WORDS_PER_MINUTE = 240;

/** Whole minutes, never less than one. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

export function formatMinutes(minutes: number): string {
  return `${minutes} min read`;
}
