import { useEffect, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { MODAL_CLASS, useModal } from "../../components/ui/modal.ts";
import type { CheckedCarry } from "../../lib/carry-file.ts";
import { IMPORT_FRAGMENT } from "../../lib/carry-limits.ts";
import { MUTED, shownDate } from "./section-style.ts";

// A transfer link opened here (/progress#import=…): its data is read in the browser, shown, and
// merged only when the visitor says so. Either way the fragment then leaves the address bar, so
// a reload or a bookmark does not offer it again.

type Incoming =
  | { kind: "asking"; carry: CheckedCarry; holds: string }
  | { kind: "done"; text: string; notes: string[] }
  | { kind: "failed"; text: string };

function forgetFragment() {
  const { pathname, search } = window.location;
  // React Router's own entry in history.state stays as it is.
  window.history.replaceState(window.history.state, "", pathname + search);
}

async function readIncoming(hash: string): Promise<Incoming> {
  const [file, link] = await Promise.all([
    import("../../lib/carry-file.ts"),
    import("../../lib/carry-link.ts"),
  ]);
  try {
    const json = await link.decodeLinkData(link.linkDataIn(hash) ?? "");
    const carry = file.readCarry(json);
    return { kind: "asking", carry, holds: file.describeCarry(carry) };
  } catch (error) {
    const text = error instanceof file.CarryError ? error.message : "This link could not be read.";
    return { kind: "failed", text };
  }
}

/** The question a transfer link asks, and what answering it did. */
export function IncomingLink() {
  const [incoming, setIncoming] = useState<Incoming | null>(null);
  const ref = useModal(incoming?.kind === "asking");

  useEffect(() => {
    const check = () => {
      if (!window.location.hash.startsWith(IMPORT_FRAGMENT)) return;
      readIncoming(window.location.hash).then((result) => {
        if (result.kind === "failed") forgetFragment();
        setIncoming(result);
      });
    };
    check();
    // A link pasted into the address bar of this open page changes only the fragment.
    window.addEventListener("hashchange", check);
    return () => window.removeEventListener("hashchange", check);
  }, []);

  async function merge(carry: CheckedCarry) {
    const { mergeCarry } = await import("../../lib/carry-file.ts");
    forgetFragment();
    const result = await mergeCarry(carry);
    setIncoming({ kind: "done", text: `Merged: ${result.message}`, notes: result.notes });
  }

  function decline() {
    forgetFragment();
    setIncoming({ kind: "done", text: "Nothing was merged. The link was not kept.", notes: [] });
  }

  return (
    <>
      <div aria-live="polite">
        {incoming?.kind === "failed" ? (
          <p
            role="alert"
            className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm font-medium text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
          >
            {incoming.text}
          </p>
        ) : null}
        {incoming?.kind === "done" ? (
          <div className="rounded-lg border border-green-300 bg-green-50 p-4 text-sm text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100">
            <p className="font-medium">{incoming.text}</p>
            {incoming.notes.map((note) => (
              <p key={note} className="mt-1">
                {note}
              </p>
            ))}
          </div>
        ) : null}
      </div>
      <dialog
        ref={ref}
        aria-labelledby="incoming-heading"
        aria-describedby="incoming-holds"
        onCancel={(event) => {
          event.preventDefault();
          decline();
        }}
        className={`${MODAL_CLASS} max-w-md p-5 sm:p-6`}
      >
        {incoming?.kind === "asking" ? (
          <>
            <h2 id="incoming-heading" className="text-xl font-bold tracking-tight">
              Merge into this browser's progress?
            </h2>
            <p id="incoming-holds" className={`mt-2 ${MUTED}`}>
              This link holds {incoming.holds}, exported on {shownDate(incoming.carry.exportedAt)}.
              Merging keeps the furthest you got and the best scores of both; nothing is deleted.
            </p>
            {incoming.carry.notes.map((note) => (
              <p key={note} className={`mt-2 ${MUTED}`}>
                {note}
              </p>
            ))}
            <div className="mt-5 flex flex-wrap justify-end gap-3">
              <Button variant="secondary" onClick={decline}>
                Don't merge
              </Button>
              <Button onClick={() => merge(incoming.carry)}>Merge</Button>
            </div>
          </>
        ) : null}
      </dialog>
    </>
  );
}
