import { useEffect, useId, useRef, useState } from "react";
import { ICON, StrokeIcon } from "../../../components/ui/icon.tsx";
import { Spinner } from "../ui/spinner.tsx";

// One of the card's numbers, editable in place (spec §2, §4): view → editing → saved or
// cancelled. Enter or ✓ saves, Escape or ✗ cancels. A bad number keeps the editor open with the
// field marked and the spec's message under it, and the focus stays in the field. The editor
// fits the number's own cell and the message floats over what follows, so the card never moves.

/** The spec §5 message for a number that is not a positive whole number. */
const INVALID_NUMBER = "Please enter a valid positive number";

const ICON_BUTTON =
  "inline-flex h-11 w-9 shrink-0 items-center justify-center rounded-lg disabled:cursor-not-allowed disabled:opacity-60";

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
  const [invalid, setInvalid] = useState(false);
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
    setInvalid(false);
    setEditing(true);
  }

  function cancel() {
    returnFocus.current = true;
    setEditing(false);
  }

  async function confirm() {
    const number = Number(draft.trim());
    if (!draft.trim() || !Number.isInteger(number) || number <= 0) {
      setInvalid(true);
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
    // Positioned by the card's facts list (see admin-test-card.tsx), not here: the message
    // spans the list's width under this row, whichever column the number is in.
    <div className="w-full">
      <div className="flex items-center gap-0.5">
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
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            setInvalid(false);
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              void confirm();
            } else if (event.key === "Escape") {
              event.preventDefault();
              cancel();
            }
          }}
          className={`min-h-11 w-full min-w-0 flex-1 rounded-lg border bg-white px-2 text-base text-slate-900 sm:text-sm dark:bg-slate-900 dark:text-slate-100 ${
            invalid
              ? "border-red-600 outline-red-600 dark:border-red-400"
              : "border-slate-300 dark:border-slate-600"
          }`}
        />
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
      {invalid ? (
        <p
          id={`${id}-error`}
          role="alert"
          className="absolute inset-x-0 z-10 mt-1 flex items-start gap-1.5 rounded-md border border-red-300 bg-red-50 px-2 py-1 text-xs font-medium text-red-800 shadow-sm dark:border-red-800 dark:bg-red-950 dark:text-red-200"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0 fill-current">
            <path d="M10 2a8 8 0 100 16 8 8 0 000-16zm-.9 4h1.8v5.2H9.1V6zm0 6.8h1.8v1.8H9.1v-1.8z" />
          </svg>
          {INVALID_NUMBER}
        </p>
      ) : null}
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
