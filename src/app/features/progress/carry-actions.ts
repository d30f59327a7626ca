import { MAX_FILE_BYTES, sizeLabel } from "../../lib/carry-limits.ts";

// What the carry buttons do. The file code (zod schemas, merging) is loaded on the first click.

export type CarryOutcome =
  | { ok: true; text: string; notes: string[] }
  | { ok: false; text: string };

/** Downloads this browser's progress as learn-ai-progress-YYYY-MM-DD.json. */
export async function exportToFile(): Promise<CarryOutcome> {
  const { exportFile } = await import("../../lib/carry-file.ts");
  const { text, name } = await exportFile();
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const anchor = document.createElement("a");
  anchor.href = url;
  anchor.download = name;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The download has started from the URL; it may be let go once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return {
    ok: true,
    text: `Saved ${name}. Open it on another device's progress page to import it.`,
    notes: [],
  };
}

/** Reads a chosen file and merges it; a bad file changes nothing and says why. */
export async function importFromFile(file: File): Promise<CarryOutcome> {
  if (file.size > MAX_FILE_BYTES) {
    return {
      ok: false,
      text: `${file.name} is larger than ${sizeLabel(MAX_FILE_BYTES)}, far more than any progress export, so it was not read. Nothing was changed.`,
    };
  }
  const { CarryError, mergeCarry, readCarry } = await import("../../lib/carry-file.ts");
  try {
    const result = await mergeCarry(readCarry(await file.text()));
    return { ok: true, text: `Imported ${file.name}: ${result.message}`, notes: result.notes };
  } catch (error) {
    if (error instanceof CarryError) return { ok: false, text: `${file.name}: ${error.message}` };
    return { ok: false, text: `${file.name} could not be read. Nothing was changed.` };
  }
}
