import { InstallApp } from "../features/offline/install-app.tsx";
import { SavedLessonsList } from "../features/offline/saved-list.tsx";
import { StorageSummary } from "../features/offline/storage-summary.tsx";
import { offlineSupported } from "../lib/offline/saved-lessons.ts";
import { seo, siteFrom } from "../lib/seo.ts";
import { useHydrated } from "../lib/use-hydrated.ts";
import type { Route } from "./+types/saved.ts";

// The lessons saved in this browser for offline reading (ADR 027). Kept in the service worker's
// shell, so it opens offline too. It has no loader: everything on it lives in the browser.

export const meta: Route.MetaFunction = ({ matches }) => [
  ...seo(siteFrom(matches), {
    title: "Saved for offline",
    description: "The lessons saved in this browser to read without an internet connection.",
    path: "/saved",
  }),
  { name: "robots", content: "noindex" },
];

export default function Saved() {
  const hydrated = useHydrated();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <header>
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">
          Read without a connection
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Saved for offline</h1>
        <p className="mt-3 text-lg text-slate-600 dark:text-slate-300">
          Save a lesson from its page, or a whole category from the topics list, and it opens here
          with no internet connection. Saved lessons stay in this browser only and are never sent to
          us; the site refreshes them when you are online.
        </p>
      </header>
      <div className="mt-8">
        <noscript>
          <p className="font-medium">Saving lessons for offline reading needs JavaScript.</p>
        </noscript>
        {hydrated && !offlineSupported() ? (
          <p className="font-medium">This browser cannot save lessons for offline reading.</p>
        ) : (
          <>
            <SavedLessonsList />
            <StorageSummary />
            <InstallApp />
          </>
        )}
      </div>
    </div>
  );
}
