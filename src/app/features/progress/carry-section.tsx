import { useRef, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { type CarryOutcome, exportToFile, importFromFile } from "./carry-actions.ts";
import { KeepSafe } from "./keep-safe.tsx";
import { MUTED, SECTION, SECTION_TITLE } from "./section-style.ts";
import { TransferDialog } from "./transfer-dialog.tsx";

/** Export, import, send to a phone, and ask the browser to keep it: progress you can carry. */
export function CarrySection({ hasProgress }: { hasProgress: boolean }) {
  const fileRef = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<CarryOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);

  async function run(action: () => Promise<CarryOutcome>) {
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome(await action());
    } catch {
      setOutcome({ ok: false, text: "Something went wrong in this browser. Nothing was changed." });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="carry-heading" className={SECTION}>
      <h2 id="carry-heading" className={SECTION_TITLE}>
        Take your progress with you
      </h2>
      <p className={`mt-1 ${MUTED}`}>
        There are no accounts here, so your progress lives in this browser. Move it yourself: a file
        or a link made right here, which you keep or send to your own devices. Importing merges it
        with what this browser already holds.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button disabled={!hasProgress || busy} onClick={() => run(exportToFile)}>
          Export progress
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => fileRef.current?.click()}>
          Import from a file
        </Button>
        <Button variant="secondary" disabled={!hasProgress} onClick={() => setSending(true)}>
          Send to your phone
        </Button>
        <input
          ref={fileRef}
          type="file"
          accept="application/json,.json"
          hidden
          aria-label="Progress file to import"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = "";
            if (file) run(() => importFromFile(file));
          }}
        />
      </div>
      <div aria-live="polite" className="mt-3 min-h-5">
        {outcome?.ok === false ? (
          <p role="alert" className="text-sm font-medium text-red-800 dark:text-red-300">
            {outcome.text}
          </p>
        ) : null}
        {outcome?.ok ? (
          <>
            <p className="text-sm font-medium text-green-800 dark:text-green-300">{outcome.text}</p>
            {outcome.notes.map((note) => (
              <p key={note} className={`mt-1 ${MUTED}`}>
                {note}
              </p>
            ))}
          </>
        ) : null}
      </div>
      <div className="mt-5 border-t border-slate-200 pt-5 dark:border-slate-800">
        <KeepSafe />
      </div>
      <TransferDialog open={sending} onClose={() => setSending(false)} />
    </section>
  );
}
