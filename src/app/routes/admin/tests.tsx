import { adminMeta } from "../../features/admin/meta.ts";
import { AdminTestsPage } from "../../features/admin/tests/tests-page.tsx";
import type { Route } from "./+types/tests.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Tests");

export default function AdminTests() {
  return <AdminTestsPage />;
}
