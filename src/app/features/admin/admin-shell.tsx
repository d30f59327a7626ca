import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { Spinner } from "./ui/spinner.tsx";
import { useSignOut } from "./use-sign-out.ts";

const SECTIONS = [
  { to: "/admin/dashboard", label: "Dashboard" },
  { to: "/admin/topics", label: "Topics" },
  { to: "/admin/tests", label: "Tests" },
  { to: "/admin/sponsors", label: "Sponsors" },
  { to: "/admin/contact", label: "Messages" },
  { to: "/admin/analytics", label: "Analytics" },
] as const;

/** The admin area's own bar under the site header: its sections and Sign Out. */
export function AdminShell({ username, children }: { username: string; children: ReactNode }) {
  const signOut = useSignOut();
  return (
    <div>
      <div className="border-b border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/60">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-1">
          <nav aria-label="Admin" className="-mx-2 flex flex-wrap">
            {SECTIONS.map((section) => (
              <NavLink
                key={section.to}
                to={section.to}
                className={({ isActive }) =>
                  `flex min-h-11 shrink-0 items-center rounded-lg px-3 text-sm font-semibold ${
                    isActive
                      ? "text-brand-700 underline decoration-2 underline-offset-8 dark:text-brand-300"
                      : "text-slate-700 hover:text-slate-950 dark:text-slate-300 dark:hover:text-white"
                  }`
                }
              >
                {section.label}
              </NavLink>
            ))}
          </nav>
          <div className="flex items-center gap-3 text-sm text-slate-600 dark:text-slate-300">
            <span>
              Signed in as <strong className="text-slate-900 dark:text-white">{username}</strong>
            </span>
            <Button
              variant="secondary"
              className="min-h-9 px-3 py-1"
              onClick={() => signOut.mutate()}
              disabled={signOut.isPending}
            >
              {signOut.isPending ? <Spinner /> : null}
              Sign Out
            </Button>
          </div>
        </div>
      </div>
      <div className="mx-auto max-w-6xl px-4 py-8">{children}</div>
    </div>
  );
}

/** A page's heading row: the title, an optional line under it, and its main actions. */
export function AdminPageHeader({
  title,
  subtitle,
  actions,
}: {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
          {title}
        </h1>
        {subtitle ? <p className="mt-1 text-slate-600 dark:text-slate-300">{subtitle}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
