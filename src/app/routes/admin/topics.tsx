import { adminMeta } from "../../features/admin/meta.ts";
import { AdminTopics } from "../../features/admin/topics/admin-topics.tsx";
import type { Route } from "./+types/topics.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Topics");

export default function AdminTopicsRoute() {
  return <AdminTopics />;
}
