import { NavLink } from "react-router";
import { useReportCounts } from "../reports/reports-api.ts";

// Messages holds two inboxes: what visitors wrote through the contact form, and what readers
// reported wrong in lessons and tests (issue 19). One row of links moves between them.

const LINK =
  "flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold whitespace-nowrap focus-visible:-outline-offset-2";

export function MessagesNav() {
  const counts = useReportCounts();
  const open = counts.data?.open;
  return (
    <nav
      aria-label="Messages"
      className="mb-6 flex w-fit max-w-full gap-1 overflow-x-auto rounded-xl border border-slate-200 bg-white p-1 dark:border-slate-800 dark:bg-slate-900"
    >
      {[
        { to: "/admin/contact", label: "Contact form" },
        {
          to: "/admin/contact/reports",
          label: open === undefined ? "Problem reports" : `Problem reports (${open} open)`,
        },
      ].map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          end
          className={({ isActive }) =>
            `${LINK} ${
              isActive
                ? "bg-brand-50 text-brand-800 dark:bg-slate-800 dark:text-brand-200"
                : "text-slate-700 hover:text-slate-950 dark:text-slate-300 dark:hover:text-white"
            }`
          }
        >
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}
