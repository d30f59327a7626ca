import { useEffect, useRef, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { formatBytes, removeAllSaved, useSavedTopics } from "../../lib/offline/saved-lessons.ts";

interface Storage {
  usage: number | null;
  persisted: boolean | null;
}

async function readStorage(): Promise<Storage> {
  const storage = navigator.storage;
  const [estimate, persisted] = await Promise.all([
    storage?.estimate?.().catch(() => undefined),
    storage?.persisted?.().catch(() => null),
  ]);
  return { usage: estimate?.usage ?? null, persisted: persisted ?? null };
}

/** How much this site keeps in the browser, whether the browser keeps it, and Remove all. */
export function StorageSummary() {
  const topics = useSavedTopics();
  const [storage, setStorage] = useState<Storage | null>(null);
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const count = topics?.length ?? 0;

  // Read again whenever the saved list changes.
  useEffect(() => {
    if (topics !== null) readStorage().then(setStorage);
  }, [topics]);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  return (
    <section
      aria-labelledby="storage-heading"
      className="mt-10 rounded-xl border border-slate-200 bg-slate-50 p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="storage-heading" className="text-lg font-semibold">
        Storage in this browser
      </h2>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        {storage?.usage != null
          ? `This site uses ${formatBytes(storage.usage)} here, for saved lessons and the files the site needs to open them offline.`
          : "Saved lessons and the files the site needs to open them offline are kept here."}{" "}
        {storage?.persisted === true
          ? "Your browser keeps them until you remove them."
          : "Your browser may delete them if it runs short of space; you can save them again."}
      </p>
      {confirming ? (
        <div className="mt-4">
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Remove all {count} saved lessons from this browser? Your progress is not affected.
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Button
              ref={confirmRef}
              variant="danger"
              onClick={() => removeAllSaved().then(() => setConfirming(false))}
            >
              Yes, remove all saved lessons
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <Button
          variant="secondary"
          className="mt-4"
          disabled={count === 0}
          onClick={() => setConfirming(true)}
        >
          Remove all saved lessons
        </Button>
      )}
    </section>
  );
}
