import { useState } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { ICON, StrokeIcon } from "../../components/ui/icon.tsx";
import {
  askToPersist,
  formatBytes,
  loadSaver,
  offlineSupported,
  PERSIST_MESSAGES,
  removeSaved,
  useSavedTopics,
} from "../../lib/offline/saved-lessons.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { failureMessage, SaveProgressBar } from "./save-progress.tsx";

const DOWNLOAD = ["M12 4v11m-4.5-4.5L12 15l4.5-4.5", "M5 19h14"];

type Saving = { done: number; total: number } | null;

/**
 * "Save for offline" on a topic page, then "Saved ✓ · Remove". Shown once the page runs in a
 * browser that can save; the saving code loads on the first click (ADR 027).
 */
export function SaveForOffline({ topicId, title }: { topicId: number; title: string }) {
  const hydrated = useHydrated();
  const topics = useSavedTopics();
  const [saving, setSaving] = useState<Saving>(null);
  const [message, setMessage] = useState("");
  if (!hydrated || !offlineSupported() || topics === null) {
    // The same height as the controls, so the lesson below does not move when they appear.
    return <div className="mt-5 min-h-11" />;
  }
  const saved = topics.find((topic) => topic.id === topicId);

  async function save() {
    setSaving({ done: 0, total: 1 });
    setMessage("");
    try {
      const { saveTopic } = await loadSaver();
      const entry = await saveTopic(topicId, setSaving);
      const persisted = await askToPersist();
      setMessage(
        `Saved for offline: ${entry.pages} pages, ${formatBytes(entry.bytes)}. ${PERSIST_MESSAGES[persisted]}`.trim(),
      );
    } catch (error) {
      setMessage(failureMessage(error));
    } finally {
      setSaving(null);
    }
  }

  async function remove() {
    await removeSaved(topicId);
    setMessage(`${title} is no longer saved for offline.`);
  }

  return (
    <div className="mt-5">
      <div className="flex min-h-11 flex-wrap items-center gap-x-3 gap-y-2">
        {saving ? (
          <SaveProgressBar label={`Saving ${title} for offline`} progress={saving} />
        ) : saved ? (
          <>
            <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-green-800 dark:text-green-300">
              Saved for offline
              <StrokeIcon className="size-4" strokeWidth={2.5} paths={ICON.check} />
            </span>
            <span aria-hidden="true" className="text-slate-400">
              ·
            </span>
            <Button variant="ghost" className="px-2!" onClick={remove}>
              Remove
            </Button>
            <Link
              to="/saved"
              className="text-sm font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300"
            >
              All saved lessons
            </Link>
          </>
        ) : (
          <Button variant="secondary" onClick={save}>
            <StrokeIcon className="size-4" strokeWidth={2} paths={DOWNLOAD} />
            Save for offline
          </Button>
        )}
      </div>
      <p
        aria-live="polite"
        className="mt-1 text-sm text-slate-600 empty:hidden dark:text-slate-300"
      >
        {message}
      </p>
    </div>
  );
}
