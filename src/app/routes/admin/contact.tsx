import { AdminPageHeader } from "../../features/admin/admin-shell.tsx";
import { adminMeta } from "../../features/admin/meta.ts";
import type { Route } from "./+types/contact.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Messages");

// Placeholder: being built.
export default function AdminMessages() {
  return <AdminPageHeader title="Messages" />;
}
