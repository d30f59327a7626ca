import { lazy, Suspense } from "react";
import { useHydrated } from "../lib/use-hydrated.ts";

// The toast viewport (spec §9: one toast at a time, 5 s, swipe right, F8 focuses it). Sonner is
// fetched after hydration rather than with the page: no visitor needs it for the first paint, and
// every page's first load is ~9 KB gzip lighter. Toasts come only from user actions, which
// happen after this has mounted.
const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

export function Toasts() {
  if (!useHydrated()) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        visibleToasts={1}
        duration={5000}
        hotkey={["F8"]}
        swipeDirections={["right"]}
        position="bottom-right"
        closeButton
        toastOptions={{ className: "max-w-[420px]" }}
      />
    </Suspense>
  );
}
