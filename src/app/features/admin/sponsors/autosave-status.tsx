import { StrokeIcon } from "../../../components/ui/icon.tsx";
import { Spinner } from "../ui/spinner.tsx";

export type SaveState = "idle" | "saving" | "saved" | "error";

/** The small note beside a field of the edit dialog: saving, saved, or nothing yet. */
export function SaveStatus({ state }: { state: SaveState }) {
  return (
    <span aria-live="polite" className="inline-flex min-h-5 items-center gap-1.5">
      {state === "saving" ? (
        <>
          <Spinner />
          Saving...
        </>
      ) : state === "saved" ? (
        <span className="inline-flex items-center gap-1 font-medium text-emerald-800 dark:text-emerald-300">
          <StrokeIcon size={20} className="size-4" strokeWidth={2.2} paths={["M4 10.5l4 4 8-9"]} />
          Saved
        </span>
      ) : null}
    </span>
  );
}
