import { Link } from "react-router";
import type { SiteInfo } from "../lib/site.ts";

const LINKS = [
  { to: "/topics", label: "Topics" },
  { to: "/tests", label: "Tests" },
  { to: "/progress", label: "Your Progress" },
  { to: "/sponsors/become", label: "Become a Sponsor" },
  { to: "/help-center", label: "Help Center (a must read ;)" },
  { to: "/contact", label: "Contact" },
  { to: "/admin/login", label: "Admin" },
  { to: "/privacy-policy", label: "Privacy Policy" },
];

export function SiteFooter({ site }: { site: SiteInfo }) {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto max-w-6xl px-4 py-10">
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="inline-flex min-h-11 items-center text-slate-700 underline-offset-4 hover:underline dark:text-slate-300"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">
          {site.name} is free, has no accounts and no tracking: your progress stays in your browser.
          {site.donationUrl ? (
            <>
              {" "}
              <a
                href={site.donationUrl}
                rel="noopener noreferrer"
                className="font-medium text-brand-700 underline dark:text-brand-300"
              >
                Support it with a donation
              </a>
              .
            </>
          ) : null}
        </p>
      </div>
    </footer>
  );
}
