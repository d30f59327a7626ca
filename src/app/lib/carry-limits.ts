// The limits of progress carried between browsers, in one place: the page's messages and the
// code that reads files and links both use these (ADR 028).

/** The largest export file read, and the most a transfer link may unpack to. */
export const MAX_FILE_BYTES = 2 * 1024 * 1024;
/** The most characters of data a transfer link may carry after `#import=`. */
export const MAX_LINK_DATA_CHARS = 64 * 1024;
/** The most bytes one QR code holds (version 40, low error correction, byte mode). */
export const QR_MAX_BYTES = 2953;

/** "2 MB", "64 KB": a limit as the page states it. */
export function sizeLabel(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
}

/** The start of a transfer link's fragment: /progress#import=<data> (lib/carry-link.ts). */
export const IMPORT_FRAGMENT = "#import=";
