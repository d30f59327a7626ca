import { ButtonLink } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { AdminPageHeader } from "../../features/admin/admin-shell.tsx";
import { DashboardCounts } from "../../features/admin/dashboard/dashboard-counts.tsx";
import { adminMeta } from "../../features/admin/meta.ts";
import { useUser } from "../../features/admin/queries.ts";
import { ChangePassword } from "../../features/admin/settings/change-password.tsx";
import { PlatformSettings } from "../../features/admin/settings/platform-settings.tsx";
import type { Route } from "./+types/dashboard.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Dashboard");

const QUICK_ACTIONS = [
  { to: "/admin/topics", label: "Manage Topics" },
  { to: "/admin/tests", label: "Manage Tests" },
  { to: "/admin/sponsors", label: "Manage Sponsors" },
] as const;

export default function AdminDashboard() {
  const user = useUser();
  return (
    <>
      <AdminPageHeader
        title="Admin Dashboard"
        subtitle={`Welcome back, ${user.data?.username ?? "admin"}. Here is the site at a glance.`}
      />
      <DashboardCounts />
      {/* Narrow screens stack Quick Actions, Platform Settings, Change Password; wide ones put
          the settings in two columns on the right. */}
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-3 lg:grid-rows-[auto_1fr]">
        <Card className="lg:col-start-1 lg:row-start-1">
          <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Quick Actions</h2>
          <div className="mt-4 grid gap-2">
            {QUICK_ACTIONS.map((action) => (
              <ButtonLink
                key={action.to}
                to={action.to}
                variant="secondary"
                className="justify-start"
              >
                {action.label}
              </ButtonLink>
            ))}
            <ButtonLink to="/admin/analytics" variant="secondary" className="justify-start">
              View Analytics
            </ButtonLink>
            <ButtonLink to="/" className="justify-start">
              View Public Site
            </ButtonLink>
          </div>
        </Card>
        <div className="lg:col-span-2 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <PlatformSettings />
        </div>
        <div className="lg:col-start-1 lg:row-start-2">
          <ChangePassword />
        </div>
      </div>
    </>
  );
}
