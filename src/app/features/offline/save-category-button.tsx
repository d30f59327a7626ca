import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { plural } from "../../lib/list-filters.ts";
import {
  askToPersist,
  formatBytes,
  loadCategorySaver,
  offlineSupported,
  PERSIST_MESSAGES,
} from "../../lib/offline/saved-lessons.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { failureMessage, SaveProgressBar } from "./save-progress.tsx";

/** "Save category for offline" beside a category's heading on /topics (ADR 027). */
export function SaveCategoryForOffline({ category }: { category: string }) {
  const hydrated = useHydrated();
  const [saving, setSaving] = useState<{ done: number; total: number } | null>(null);
  const [message, setMessage] = useState("");
  if (!hydrated || !offlineSupported()) return null;

  async function save() {
    setSaving({ done: 0, total: 1 });
    setMessage("");
    try {
      const { saveCategory } = await loadCategorySaver();
      const saved = await saveCategory(category, setSaving);
      const bytes = saved.reduce((sum, topic) => sum + topic.bytes, 0);
      const persisted = await askToPersist();
      setMessage(
        `Saved ${plural(saved.length, "lesson")} from ${category} for offline (${formatBytes(bytes)}). ${PERSIST_MESSAGES[persisted]}`.trim(),
      );
    } catch (error) {
      setMessage(failureMessage(error));
    } finally {
      setSaving(null);
    }
  }

  return (
    <div className="flex w-full flex-wrap items-center gap-x-3 gap-y-1 sm:ml-auto sm:w-auto sm:justify-end">
      {saving ? (
        <SaveProgressBar label={`Saving ${category} for offline`} progress={saving} />
      ) : (
        <Button
          variant="secondary"
          className="px-3! py-1.5!"
          onClick={save}
          aria-label={`Save category for offline: ${category}`}
        >
          Save category for offline
        </Button>
      )}
      <p
        aria-live="polite"
        className="w-full text-sm text-slate-600 empty:hidden dark:text-slate-300"
      >
        {message}
      </p>
    </div>
  );
}
