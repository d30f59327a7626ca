import { useEffect, useId, useRef, useState } from "react";
import { toast } from "sonner";
import { ICON, StrokeIcon } from "../../../components/ui/icon.tsx";
import { Spinner } from "../ui/spinner.tsx";

// One of the card's numbers, editable in place (spec §2, §4): view → editing → saved or
// cancelled. Enter or ✓ saves, Escape or ✗ cancels; a bad number keeps the editor open.

const ICON_BUTTON =
  "inline-flex size-11 shrink-0 items-center justify-center rounded-lg disabled:cursor-not-allowed disabled:opacity-60";

export function InlineNumber({
  label,
  value,
  unit,
  display,
  saving,
  onSave,
}: {
  /** "Time limit" or "Passing score": names the controls. */
  label: string;
  value: number;
  unit: string;
  display: string;
  saving: boolean;
  /** Resolves true when saved; false keeps the editor open with what was typed. */
  onSave: (value: number) => Promise<boolean>;
}) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (editing) inputRef.current?.select();
    else if (returnFocus.current) {
      returnFocus.current = false;
      editRef.current?.focus();
    }
  }, [editing]);

  function start() {
    setDraft(String(value));
    setEditing(true);
  }

  function cancel() {
    returnFocus.current = true;
    setEditing(false);
  }

  async function confirm() {
    const number = Number(draft.trim());
    if (!draft.trim() || !Number.isInteger(number) || number <= 0) {
      toast.error("Invalid value", { description: "Please enter a valid positive number" });
      inputRef.current?.focus();
      return;
    }
    if (number === value) return cancel();
    if (await onSave(number)) cancel();
    else inputRef.current?.focus();
  }

  if (!editing) {
    return (
      <button
        ref={editRef}
        type="button"
        onClick={start}
        aria-label={`Edit ${label.toLowerCase()}: ${display}`}
        className="group -mx-2 inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-left font-semibold text-slate-900 hover:bg-slate-100 dark:text-white dark:hover:bg-slate-800"
      >
        {display}
        <PencilIcon />
      </button>
    );
  }

  return (
    <div className="flex items-center gap-1">
      <label htmlFor={id} className="sr-only">
        {label} ({unit})
      </label>
      <input
        ref={inputRef}
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={draft}
        disabled={saving}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            void confirm();
          } else if (event.key === "Escape") {
            event.preventDefault();
            cancel();
          }
        }}
        className="min-h-11 w-20 rounded-lg border border-slate-300 bg-white px-2 text-base text-slate-900 sm:text-sm dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
      />
      <span className="text-sm text-slate-600 dark:text-slate-300">{unit}</span>
      <button
        type="button"
        onClick={() => void confirm()}
        disabled={saving}
        aria-label={`Save ${label.toLowerCase()}`}
        className={`${ICON_BUTTON} text-green-800 hover:bg-green-50 dark:text-green-300 dark:hover:bg-green-950`}
      >
        {saving ? (
          <Spinner label="Saving..." />
        ) : (
          <StrokeIcon className="size-5" strokeWidth={2.5} round={false} paths={ICON.check} />
        )}
      </button>
      <button
        type="button"
        onClick={cancel}
        disabled={saving}
        aria-label={`Cancel editing ${label.toLowerCase()}`}
        className={`${ICON_BUTTON} text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800`}
      >
        <StrokeIcon className="size-5" strokeWidth={2.5} round={false} paths={ICON.close} />
      </button>
    </div>
  );
}

function PencilIcon() {
  return (
    <StrokeIcon
      className="size-4 text-slate-500 group-hover:text-brand-600 dark:text-slate-400 dark:group-hover:text-brand-300"
      strokeWidth={2}
      paths={["M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4"]}
    />
  );
}
