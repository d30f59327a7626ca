import { ReviewSession } from "../features/review/review-session.tsx";
import { seo, siteFrom } from "../lib/seo.ts";
import type { Route } from "./+types/review.ts";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...seo(siteFrom(matches), {
    title: "Review deck",
    description:
      "Questions you missed or were unsure of come back here, spaced out so they stick. Kept only in your browser.",
    path: "/review",
  }),
  // Every visitor's deck is their own: the page itself has nothing to index.
  { name: "robots", content: "noindex" },
];

/**
 * The server sends only what the page is: the deck lives in this browser's IndexedDB, so the
 * cards are read and run by the browser (features/review, ADR 026).
 */
export default function ReviewPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight">Review deck</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">
        Questions you missed or were unsure of in tests and practice come back here, spaced out over
        days so that they stick. Your deck is kept only in this browser and is never sent to the
        server.
      </p>
      <noscript>
        <p className="mt-6 rounded-lg bg-amber-50 p-4 text-amber-950 dark:bg-amber-950/50 dark:text-amber-50">
          This page needs JavaScript: your review deck lives in this browser's own storage
          (IndexedDB), and only a script running in this browser can read it.
        </p>
      </noscript>
      <ReviewSession />
    </div>
  );
}
