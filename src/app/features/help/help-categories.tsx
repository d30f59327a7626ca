import { Link } from "react-router";
import { Badge } from "../../components/ui/badge.tsx";
import { Card } from "../../components/ui/card.tsx";
import { ARTICLES, articleHref, type HelpCategoryId } from "./articles.ts";
import { type ICONS, Icon } from "./icons.tsx";

interface HelpCategory {
  id: HelpCategoryId;
  title: string;
  icon: keyof typeof ICONS;
  tint: string;
  description: string;
  /** Pages that answer this category's questions, besides its articles. */
  links?: { to: string; label: string }[];
  /** Short tags under the description. */
  tags?: { label: string; items: string[] };
  notImplemented?: boolean;
}

const CATEGORIES: HelpCategory[] = [
  {
    id: "getting-started",
    title: "Getting Started",
    icon: "book",
    tint: "bg-brand-50 text-brand-700 dark:bg-brand-700/30 dark:text-brand-300",
    description: "New here? What the site offers, who is behind it and why it is free.",
  },
  {
    id: "translation",
    title: "Translation & Languages",
    icon: "language",
    tint: "bg-emerald-50 text-emerald-700 dark:bg-emerald-900/40 dark:text-emerald-300",
    description:
      "Every topic and test can be read in your own language with your browser's built-in translation.",
    tags: { label: "Browsers covered", items: ["Chrome", "Edge", "Firefox", "Safari"] },
  },
  {
    id: "support",
    title: "Technical Support",
    icon: "wrench",
    tint: "bg-amber-50 text-amber-800 dark:bg-amber-900/40 dark:text-amber-300",
    description:
      "Something not working? Reloading or updating your browser fixes most problems. Progress is saved per browser, so another device or a private window starts fresh.",
    links: [
      { to: "/contact", label: "Report a problem" },
      { to: "/privacy-policy#your-progress", label: "Where your progress is kept" },
    ],
  },
  {
    id: "account",
    title: "Account & Settings",
    icon: "user",
    tint: "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300",
    description:
      "There are no accounts on this site, so there is nothing to sign up for or log in to. The theme switch in the header is the only setting.",
    links: [{ to: "/privacy-policy#your-progress", label: "Clear your progress" }],
    notImplemented: true,
  },
];

const LINK =
  "flex min-h-11 items-center justify-between gap-2 rounded-lg px-2 -mx-2 text-sm font-medium text-brand-700 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-slate-800";

export function HelpCategories() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {CATEGORIES.map((category) => {
        const articles = ARTICLES.filter((article) => article.category === category.id);
        const links = [
          ...articles.map((article) => ({ to: articleHref(article.slug), label: article.title })),
          ...(category.links ?? []),
        ];
        return (
          <li key={category.id}>
            <Card className="flex h-full flex-col">
              <div className="flex items-start gap-4">
                <span
                  className={`inline-flex size-12 shrink-0 items-center justify-center rounded-xl ${category.tint}`}
                >
                  <Icon name={category.icon} />
                </span>
                <div className="min-w-0">
                  <h3 className="text-lg font-semibold text-slate-900 dark:text-white">
                    {category.title}
                  </h3>
                  {category.notImplemented ? (
                    <Badge className="mt-1 bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
                      Not implemented
                    </Badge>
                  ) : (
                    <p className="text-sm text-slate-600 dark:text-slate-400">
                      {articles.length > 0
                        ? `${articles.length} ${articles.length === 1 ? "article" : "articles"}`
                        : "Quick answers"}
                    </p>
                  )}
                </div>
              </div>
              <p className="mt-4 text-sm leading-6 text-slate-700 dark:text-slate-300">
                {category.description}
              </p>
              {category.tags ? (
                <ul aria-label={category.tags.label} className="mt-3 flex flex-wrap gap-2">
                  {category.tags.items.map((item) => (
                    <li key={item}>
                      <Badge>{item}</Badge>
                    </li>
                  ))}
                </ul>
              ) : null}
              <ul className="mt-3 border-t border-slate-100 pt-2 dark:border-slate-800">
                {links.map((link) => (
                  <li key={link.to + link.label}>
                    <Link to={link.to} className={LINK}>
                      <span>{link.label}</span>
                      <Icon name="chevron" className="size-4" />
                    </Link>
                  </li>
                ))}
              </ul>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
