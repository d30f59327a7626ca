import { Link, NavLink } from "react-router";
import { HeaderSearch } from "./header-search.tsx";
import { ThemeToggle } from "./theme-toggle.tsx";

const LINKS = [
  { to: "/topics", label: "Topics" },
  { to: "/tests", label: "Tests" },
  { to: "/sponsors", label: "Sponsors" },
  { to: "/contact", label: "Feedback" },
];

export function SiteHeader({ siteName }: { siteName: string }) {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 px-4 py-2">
        <Link to="/" className="mr-auto flex min-h-11 items-center gap-2 text-lg font-bold">
          <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
            <rect width="32" height="32" rx="8" className="fill-brand-600" />
            <path
              d="M9 22l7-13 7 13M12 18h8"
              stroke="white"
              strokeWidth="2.5"
              fill="none"
              strokeLinecap="round"
            />
          </svg>
          <span>{siteName}</span>
        </Link>
        <HeaderSearch />
        <nav aria-label="Main" className="flex items-center gap-1">
          {LINKS.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              className={({ isActive }) =>
                `inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-medium sm:px-3 ${
                  isActive
                    ? "bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-brand-300"
                    : "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
                }`
              }
            >
              {link.label}
            </NavLink>
          ))}
          <ThemeToggle />
        </nav>
      </div>
    </header>
  );
}
