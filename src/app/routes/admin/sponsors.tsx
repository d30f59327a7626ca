import { AdminPageHeader } from "../../features/admin/admin-shell.tsx";
import { adminMeta } from "../../features/admin/meta.ts";
import type { Route } from "./+types/sponsors.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Sponsors");

// Placeholder: being built.
export default function AdminSponsors() {
  return <AdminPageHeader title="Sponsors" />;
}
