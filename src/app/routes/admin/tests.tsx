import { AdminPageHeader } from "../../features/admin/admin-shell.tsx";
import { adminMeta } from "../../features/admin/meta.ts";
import type { Route } from "./+types/tests.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Tests");

// Placeholder: being built.
export default function AdminTests() {
  return <AdminPageHeader title="Tests" />;
}
