import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { MODAL_CLASS, useModal } from "../../components/ui/modal.ts";
import { QR_MAX_BYTES } from "../../lib/carry-limits.ts";
import type { TransferLink } from "../../lib/carry-link.ts";
import { MUTED } from "./section-style.ts";

const QrCode = lazy(() => import("./qr-code.tsx").then((module) => ({ default: module.QrCode })));

/** Builds the link in the browser: the export, compressed, in the fragment (lib/carry-link.ts). */
async function buildLink(): Promise<TransferLink> {
  const [{ exportFile }, { transferLink }] = await Promise.all([
    import("../../lib/carry-file.ts"),
    import("../../lib/carry-link.ts"),
  ]);
  return transferLink(window.location.origin, (await exportFile()).text);
}

type State = { kind: "making" } | { kind: "ready"; link: TransferLink } | { kind: "failed" };

/** "Send to your phone": the transfer link as a QR code and as text to copy. */
export function TransferDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const ref = useModal(open);
  const [state, setState] = useState<State>({ kind: "making" });
  const [copied, setCopied] = useState("");
  const linkRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return;
    let current = true;
    setState({ kind: "making" });
    setCopied("");
    buildLink().then(
      (link) => current && setState({ kind: "ready", link }),
      () => current && setState({ kind: "failed" }),
    );
    return () => {
      current = false;
    };
  }, [open]);

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setCopied("Link copied. Open it on your phone, in the browser you learn in.");
    } catch {
      linkRef.current?.select();
      setCopied("Your browser did not let the page copy: the link is selected, copy it yourself.");
    }
  }

  const link = state.kind === "ready" ? state.link : null;
  return (
    <dialog
      ref={ref}
      aria-labelledby="transfer-heading"
      onClose={onClose}
      className={`${MODAL_CLASS} max-h-[calc(100%-2rem)] max-w-lg overflow-y-auto p-5 sm:p-6`}
    >
      <h2 id="transfer-heading" className="text-xl font-bold tracking-tight">
        Send your progress to your phone
      </h2>
      <p className={`mt-2 ${MUTED}`}>
        The link holds your progress itself, packed after the <strong>#</strong>. Browsers never
        send that part of an address to any server, ours included: it goes from this screen to your
        phone and nowhere else.
      </p>
      <p className="mt-2 text-sm font-medium text-amber-900 dark:text-amber-200">
        Anyone with this link or a photo of the code can see your progress: send it only to
        yourself.
      </p>

      <div className="mt-5" aria-live="polite">
        {state.kind === "making" ? <p className={MUTED}>Making the link…</p> : null}
        {state.kind === "failed" ? (
          <p role="alert" className="text-sm font-medium text-red-800 dark:text-red-300">
            This browser could not make the link. Export a file instead.
          </p>
        ) : null}
        {link && !link.fitsLink ? (
          <p role="alert" className="text-sm font-medium text-red-800 dark:text-red-300">
            Your progress is too large to fit in a link. Export a file instead and open it on your
            phone.
          </p>
        ) : null}
        {link?.fitsLink && link.fitsQr ? (
          <>
            <p className="mb-3 text-sm font-medium">Scan it with your phone's camera:</p>
            <Suspense fallback={<p className={MUTED}>Drawing the code…</p>}>
              <QrCode text={link.url} label="QR code of the transfer link" />
            </Suspense>
          </>
        ) : null}
        {link?.fitsLink && !link.fitsQr ? (
          <p className="text-sm font-medium">
            Your progress is too much for one QR code: a code holds at most{" "}
            {QR_MAX_BYTES.toLocaleString("en")} characters and this link has{" "}
            {link.url.length.toLocaleString("en")}. Copy the link and send it to yourself, or export
            a file and open it on your phone.
          </p>
        ) : null}
        {link?.fitsLink ? (
          <div className="mt-4">
            <label htmlFor="transfer-link" className="text-sm font-medium">
              Or copy the link
            </label>
            <div className="mt-1 flex gap-2">
              <input
                ref={linkRef}
                id="transfer-link"
                readOnly
                value={link.url}
                onFocus={(event) => event.currentTarget.select()}
                className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-sm dark:border-slate-600 dark:bg-slate-950"
              />
              <Button variant="secondary" onClick={() => copy(link.url)}>
                Copy link
              </Button>
            </div>
            <p role="status" className={`mt-2 min-h-5 ${MUTED}`}>
              {copied}
            </p>
          </div>
        ) : null}
      </div>

      <div className="mt-5 flex justify-end">
        <Button onClick={onClose}>Close</Button>
      </div>
    </dialog>
  );
}
