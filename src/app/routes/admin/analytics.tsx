import { AnalyticsScreen } from "../../features/admin/analytics/analytics-screen.tsx";
import { adminMeta } from "../../features/admin/meta.ts";
import type { Route } from "./+types/analytics.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Analytics");

export default function AdminAnalytics() {
  return <AnalyticsScreen />;
}
