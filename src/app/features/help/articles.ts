import type { ComponentType } from "react";
import type { SiteInfo } from "../../lib/site.ts";
import { OwnerArticle, PlatformArticle, PurposeArticle } from "./article-about.tsx";
import { SponsorsArticle } from "./article-sponsors.tsx";
import { TranslationArticle } from "./article-translation.tsx";

export type HelpCategoryId = "getting-started" | "translation" | "support" | "account";

export interface HelpArticle {
  /** The article's address: /help-center?article={slug}. */
  slug: string;
  title: string;
  /** One sentence for the list and the page's meta description. */
  summary: string;
  category: HelpCategoryId;
  Body: ComponentType<{ site: SiteInfo }>;
}

/** The 'Popular Help Articles', in the spec's order. */
export const ARTICLES: readonly HelpArticle[] = [
  {
    slug: "translate-pages",
    title: "Reading the site in your language",
    summary:
      "Use the translation built into Chrome, Edge, Firefox or Safari to read topics and take tests in your own language.",
    category: "translation",
    Body: TranslationArticle,
  },
  {
    slug: "who-built-this",
    title: "Who owns and built this platform?",
    summary: "One person builds, owns and runs the whole site. Here is who, and how to reach them.",
    category: "getting-started",
    Body: OwnerArticle,
  },
  {
    slug: "what-is-this-platform",
    title: "What is this platform?",
    summary:
      "A free website to learn AI: about 202 topics, timed tests, no account, no ads and no tracking.",
    category: "getting-started",
    Body: PlatformArticle,
  },
  {
    slug: "why-it-exists",
    title: "Why does this platform exist?",
    summary:
      "A passion project that believes learning AI should be free, and looks for sponsors to stay that way.",
    category: "getting-started",
    Body: PurposeArticle,
  },
  {
    slug: "sponsors-and-contributions",
    title: "Sponsors and contributions",
    summary: "How companies can sponsor the site, how to donate, and other ways to help.",
    category: "getting-started",
    Body: SponsorsArticle,
  },
];

export function findArticle(slug: string | null): HelpArticle | undefined {
  return ARTICLES.find((article) => article.slug === slug);
}

export const articleHref = (slug: string) => `/help-center?article=${slug}`;
