import { OFFLINE_PAGE } from "../app/lib/offline/offline-urls.ts";
import { type SavedTopic, savedDate } from "../app/lib/offline/saved-index.ts";

// The offline page is rendered by the server once per build (routes/offline.tsx, kept in the
// shell) and has no scripts. The service worker fills in, for each failed page load, the saved
// lessons and the address to try again.

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

const LIST = new RegExp(`(<ul[^>]*\\bid="${OFFLINE_PAGE.list}"[^>]*>)(</ul>)`);
const NONE = new RegExp(`<p[^>]*\\bid="${OFFLINE_PAGE.none}"[^>]*>[\\s\\S]*?</p>`);
const RETRY = new RegExp(`(<a[^>]*\\bid="${OFFLINE_PAGE.retry}"[^>]*\\bhref=")[^"]*(")`);

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

function item(topic: SavedTopic) {
  return (
    `<li class="list-card p-4"><a class="font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300" href="/topic/${topic.id}">${escapeHtml(topic.title)}</a>` +
    `<p class="mt-1 text-sm text-slate-600 dark:text-slate-300">${escapeHtml(topic.category)} · ${plural(topic.pages, "page")} · saved ${savedDate(topic.savedAt)}</p></li>`
  );
}

/** The offline page for a visit to `requested` (a same-origin path), listing `topics`. */
export function fillOfflinePage(html: string, topics: SavedTopic[], requested: string): string {
  const page = html.replace(RETRY, `$1${escapeHtml(requested)}$2`);
  if (topics.length === 0) return page;
  return page.replace(LIST, `$1${topics.map(item).join("")}$2`).replace(NONE, "");
}
