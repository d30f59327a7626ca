import { AdminPageHeader } from "../../features/admin/admin-shell.tsx";
import { adminMeta } from "../../features/admin/meta.ts";
import type { Route } from "./+types/analytics.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Analytics");

// Placeholder: being built.
export default function AdminAnalytics() {
  return <AdminPageHeader title="Analytics" />;
}
