import { useEffect, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { MUTED } from "./section-style.ts";

// Asks the browser to keep this site's storage (localStorage, IndexedDB, caches) when space runs
// short: navigator.storage.persist(). The browser decides, often by how the site is used.

type Persistence = "checking" | "unsupported" | "persisted" | "not-persisted" | "refused";

const SAYS: Record<Persistence, string> = {
  checking: "Checking how your browser keeps this site's storage…",
  unsupported:
    "This browser cannot be asked to keep storage. Export a file to keep a copy of your progress.",
  persisted:
    "Your progress is kept safe: your browser will not delete this site's storage unless you clear it yourself.",
  "not-persisted":
    "Your browser may delete this site's storage, your progress with it, when the device runs short of space.",
  refused:
    "Your browser said no. Browsers decide this themselves, and often agree for sites you bookmark, install or visit often. An exported file is a copy that is always yours.",
};

export function KeepSafe() {
  const [state, setState] = useState<Persistence>("checking");
  useEffect(() => {
    if (!navigator.storage?.persisted) {
      setState("unsupported");
      return;
    }
    navigator.storage.persisted().then(
      (persisted) => setState(persisted ? "persisted" : "not-persisted"),
      () => setState("unsupported"),
    );
  }, []);

  async function ask() {
    try {
      setState((await navigator.storage.persist()) ? "persisted" : "refused");
    } catch {
      setState("refused");
    }
  }

  return (
    <div>
      <h3 className="font-semibold">Keep it safe in this browser</h3>
      <p role="status" className={`mt-1 ${MUTED}`}>
        {SAYS[state]}
      </p>
      {state === "not-persisted" || state === "refused" ? (
        <Button variant="secondary" className="mt-3" onClick={ask}>
          Keep my progress safe
        </Button>
      ) : null}
    </div>
  );
}
