import { Navigate } from "react-router";
import { Card } from "../../components/ui/card.tsx";
import { LoginForm } from "../../features/admin/login-form.tsx";
import { adminMeta } from "../../features/admin/meta.ts";
import { useUser } from "../../features/admin/queries.ts";
import { PageSpinner } from "../../features/admin/ui/spinner.tsx";
import type { Route } from "./+types/login.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Sign In");

export default function AdminLogin() {
  const user = useUser();
  if (user.isPending) return <PageSpinner />;
  if (user.data?.role === "admin") return <Navigate to="/admin/dashboard" replace />;
  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <Card className="p-6 sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Admin Login</h1>
        <p className="mt-1 mb-6 text-slate-600 dark:text-slate-300">
          Sign in to manage topics, tests, sponsors and messages.
        </p>
        <LoginForm />
      </Card>
    </div>
  );
}
