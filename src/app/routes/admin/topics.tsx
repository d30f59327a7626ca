import { AdminPageHeader } from "../../features/admin/admin-shell.tsx";
import { adminMeta } from "../../features/admin/meta.ts";
import type { Route } from "./+types/topics.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Topics");

// Placeholder: being built.
export default function AdminTopics() {
  return <AdminPageHeader title="Topics" />;
}
