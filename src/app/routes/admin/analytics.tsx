import { lazy, Suspense } from "react";
import { adminMeta } from "../../features/admin/meta.ts";
import { PageSpinner } from "../../features/admin/ui/spinner.tsx";
import type { Route } from "./+types/analytics.ts";

// The charts library is loaded with this screen, not with the server: importing it cost every
// server start ~0.45 s, for a page only the owner opens and only the browser renders.
const AnalyticsScreen = lazy(() =>
  import("../../features/admin/analytics/analytics-screen.tsx").then((module) => ({
    default: module.AnalyticsScreen,
  })),
);

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Analytics");

export default function AdminAnalytics() {
  return (
    <Suspense fallback={<PageSpinner label="Loading analytics..." />}>
      <AnalyticsScreen />
    </Suspense>
  );
}
