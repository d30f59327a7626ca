// Figures are stored once per content (content-addressed) and served at /media/<hash>.svg, so a
// lesson's link to one never changes meaning and the file can be cached for a year.

export const MEDIA_HASH_LENGTH = 16;
export const MEDIA_MAX_BYTES = 200 * 1024;

const MEDIA_PATH = new RegExp(`^/media/([0-9a-f]{${MEDIA_HASH_LENGTH}})\\.svg$`);

export function mediaPath(hash: string): string {
  return `/media/${hash}.svg`;
}

/** The hash a /media/<hash>.svg path names, or null for any other address. */
export function mediaHashOf(path: string): string | null {
  return MEDIA_PATH.exec(path)?.[1] ?? null;
}

export function isMediaPath(path: string): boolean {
  return mediaHashOf(path) !== null;
}
