import { adminMeta } from "../../features/admin/meta.ts";
import { ReportsScreen } from "../../features/admin/reports/reports-screen.tsx";
import type { Route } from "./+types/contact-reports.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Problem Reports");

export default function AdminProblemReports() {
  return <ReportsScreen />;
}
