import { Link } from "react-router";
import { plural } from "../../lib/list-filters.ts";
import { useSavedTopics } from "../../lib/offline/saved-lessons.ts";

/** "3 lessons saved for offline · See saved lessons", when this browser has saved any. */
export function SavedSummary() {
  const topics = useSavedTopics();
  if (!topics || topics.length === 0) return null;
  return (
    <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
      {plural(topics.length, "lesson")} saved for offline in this browser ·{" "}
      <Link
        to="/saved"
        className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300"
      >
        See saved lessons
      </Link>
    </p>
  );
}
