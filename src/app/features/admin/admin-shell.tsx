import { type ReactNode, useRef } from "react";
import { NavLink, useLocation } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { StrokeIcon } from "../../components/ui/icon.tsx";
import { Spinner } from "./ui/spinner.tsx";
import { useKeepInView } from "./ui/use-keep-in-view.ts";
import { useSignOut } from "./use-sign-out.ts";

const SECTIONS = [
  { to: "/admin/dashboard", label: "Dashboard" },
  { to: "/admin/topics", label: "Topics" },
  { to: "/admin/tests", label: "Tests" },
  { to: "/admin/sponsors", label: "Sponsors" },
  { to: "/admin/contact", label: "Messages" },
  { to: "/admin/analytics", label: "Analytics" },
] as const;

/**
 * The admin area's own bar under the site header: its sections and Sign Out, on one row. On a
 * phone the sections scroll sideways (the current one kept in view), Sign Out is an icon and the
 * signed-in name is left out, so the bar stays one row high.
 */
export function AdminShell({ username, children }: { username: string; children: ReactNode }) {
  const signOut = useSignOut();
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();

  useKeepInView(nav, `a[href="${pathname}"]`);

  return (
    <div>
      <div className="border-b border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/60">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-x-3 px-4 py-1">
          <nav
            ref={nav}
            aria-label="Admin"
            className="-ml-2 flex min-w-0 overflow-x-auto [scrollbar-width:none] max-sm:mask-[linear-gradient(to_right,#000_calc(100%-1.5rem),transparent)]"
          >
            {SECTIONS.map((section) => (
              <NavLink
                key={section.to}
                to={section.to}
                className={({ isActive }) =>
                  `flex min-h-11 shrink-0 items-center rounded-lg px-2.5 text-sm sm:px-3 font-semibold whitespace-nowrap focus-visible:-outline-offset-2 ${
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
          <div className="flex shrink-0 items-center gap-3 text-sm text-slate-600 dark:text-slate-300">
            <span className="hidden md:inline">
              Signed in as <strong className="text-slate-900 dark:text-white">{username}</strong>
            </span>
            <Button
              variant="secondary"
              className="min-h-11 px-3 py-1 whitespace-nowrap sm:min-h-9"
              title={`Signed in as ${username}`}
              onClick={() => signOut.mutate()}
              disabled={signOut.isPending}
            >
              {signOut.isPending ? <Spinner /> : <SignOutIcon />}
              {/* A phone shows the icon alone, leaving the row to the sections. */}
              <span className="max-sm:sr-only">Sign Out</span>
            </Button>
          </div>
        </div>
      </div>
      <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">{children}</div>
    </div>
  );
}

function SignOutIcon() {
  return (
    <StrokeIcon
      className="size-4"
      strokeWidth={2}
      paths={["M9 20H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h3", "M16 17l5-5-5-5", "M21 12H9"]}
    />
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
