import { Link } from "react-router";
import { OFFLINE_PAGE } from "../lib/offline/offline-urls.ts";
import type { Route } from "./+types/offline.ts";

// The page the service worker shows when a page load fails offline and the page is not saved
// (ADR 027). It is kept in the service worker's shell, rendered once per build, and shown at
// whatever address failed, so it loads no scripts: React Router would try to start the page of
// that address. The worker fills in the saved lessons and the address to try again.

export const handle = { scripts: false };

export const meta: Route.MetaFunction = () => [
  { title: "You're offline" },
  { name: "robots", content: "noindex" },
];

export default function Offline() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">
        No connection
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">You're offline</h1>
      <p className="mt-3 text-lg text-slate-600 dark:text-slate-300">
        This page isn't saved on this device. Lessons you saved for offline still open: pick one
        below. When you're back online,{" "}
        <a
          id={OFFLINE_PAGE.retry}
          href="/"
          className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300"
        >
          try this page again
        </a>
        .
      </p>
      <h2 className="mt-10 text-xl font-bold sm:text-2xl">Saved for offline</h2>
      <p id={OFFLINE_PAGE.none} className="mt-3 text-slate-600 dark:text-slate-300">
        No lessons are saved on this device yet. When you're online, open a lesson and choose “Save
        for offline” to read it here without a connection.
      </p>
      <ul id={OFFLINE_PAGE.list} className="mt-4 grid gap-3" />
      <p className="mt-10 text-sm text-slate-600 dark:text-slate-300">
        Manage what is saved on the{" "}
        <Link
          to="/saved"
          className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300"
        >
          Saved for offline
        </Link>{" "}
        page.
      </p>
    </div>
  );
}
