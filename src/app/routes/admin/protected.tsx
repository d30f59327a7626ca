import { Navigate, Outlet } from "react-router";
import { ButtonLink } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { AdminShell } from "../../features/admin/admin-shell.tsx";
import { GenerationWatcher } from "../../features/admin/generation/job-watcher.tsx";
import { useUser } from "../../features/admin/queries.ts";
import { PageSpinner } from "../../features/admin/ui/spinner.tsx";

// Route protection (spec §2, §6): a spinner while the user loads, the login for visitors who are
// not logged in, 'Access Denied' for a logged-in user who is not an admin.
export default function AdminProtected() {
  const user = useUser();
  if (user.isPending) return <PageSpinner label="Checking your sign-in..." />;
  if (user.isError) {
    return (
      <Notice title="Could not check your sign-in" text={user.error.message}>
        <ButtonLink to="/admin/login">Go to login</ButtonLink>
      </Notice>
    );
  }
  if (!user.data) return <Navigate to="/admin/login" replace />;
  if (user.data.role !== "admin") {
    return (
      <Notice title="Access Denied" text="You need admin privileges to access this page.">
        <ButtonLink to="/admin/login">Go to login</ButtonLink>
      </Notice>
    );
  }
  return (
    <AdminShell username={user.data.username}>
      {/* Here, not in a screen: a generation started on one screen still ends in a toast on any. */}
      <GenerationWatcher />
      <Outlet />
    </AdminShell>
  );
}

function Notice({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <Card className="text-center">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{title}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{text}</p>
        <div className="mt-6 flex justify-center">{children}</div>
      </Card>
    </div>
  );
}
