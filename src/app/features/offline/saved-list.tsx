import { useRef } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { ICON, StrokeIcon } from "../../components/ui/icon.tsx";
import { plural } from "../../lib/list-filters.ts";
import {
  formatBytes,
  removeSaved,
  savedDate,
  useSavedTopics,
} from "../../lib/offline/saved-lessons.ts";

/**
 * The lessons saved in this browser, each with Remove. Reusable on any page (the /saved page
 * shows it; /progress may). Says so while it reads, and when nothing is saved.
 */
export function SavedLessonsList({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const topics = useSavedTopics();
  const statusRef = useRef<HTMLParagraphElement>(null);
  const Title = headingLevel === 2 ? "h2" : "h3";

  async function remove(id: number) {
    await removeSaved(id);
    // The button is gone with its row: focus goes to the summary, which says what changed.
    statusRef.current?.focus();
  }

  return (
    <div>
      <p
        ref={statusRef}
        tabIndex={-1}
        aria-live="polite"
        className="font-medium text-slate-900 outline-none dark:text-white"
      >
        {topics === null
          ? "Checking what this browser has saved…"
          : topics.length === 0
            ? "No lessons are saved for offline in this browser."
            : `${plural(topics.length, "lesson")} saved for offline in this browser.`}
      </p>
      {topics && topics.length > 0 ? (
        <ul className="mt-4 grid gap-3">
          {topics.map((topic) => (
            <li key={topic.id} className="list-card flex-row! items-center gap-4 p-4!">
              <div className="min-w-0 flex-1">
                <Title className="font-semibold">
                  <Link
                    to={`/topic/${topic.id}`}
                    className="text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
                  >
                    {topic.title}
                  </Link>
                </Title>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                  {topic.category} · {plural(topic.pages, "page")} · {formatBytes(topic.bytes)} ·
                  saved {savedDate(topic.savedAt)}
                </p>
              </div>
              <Button
                variant="ghost"
                className="shrink-0 px-3!"
                onClick={() => remove(topic.id)}
                aria-label={`Remove ${topic.title}`}
              >
                <StrokeIcon className="size-4" strokeWidth={2} paths={ICON.trash} />
                <span aria-hidden="true" className="hidden sm:inline">
                  Remove
                </span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
