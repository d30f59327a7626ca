import { Link } from "react-router";
import { Prose } from "../../components/prose.tsx";
import type { SiteInfo } from "../../lib/site.ts";
import { ARTICLES, type HelpArticle } from "./articles.ts";
import { GetInTouch } from "./get-in-touch.tsx";
import { HelpArticlesList } from "./help-articles-list.tsx";
import { Icon } from "./icons.tsx";

const CATEGORY_LABELS = {
  "getting-started": "Getting Started",
  translation: "Translation & Languages",
  support: "Technical Support",
  account: "Account & Settings",
} as const;

export function ArticleView({ article, site }: { article: HelpArticle; site: SiteInfo }) {
  const others = ARTICLES.filter((other) => other.slug !== article.slug);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <Link
        to="/help-center"
        className="-ml-2 inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-slate-800"
      >
        <Icon name="back" className="size-4" />
        Back to Help Center
      </Link>
      <article className="mt-6">
        <p className="text-sm font-semibold text-brand-700 dark:text-brand-300">
          {CATEGORY_LABELS[article.category]}
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl dark:text-white">
          {article.title}
        </h1>
        <p className="mt-4 text-lg text-slate-600 dark:text-slate-400">{article.summary}</p>
        <Prose className="mt-4 border-t border-slate-200 pt-2 dark:border-slate-800">
          <article.Body site={site} />
        </Prose>
      </article>
      <section aria-labelledby="more-articles" className="mt-14">
        <h2 id="more-articles" className="text-xl font-semibold text-slate-900 dark:text-white">
          More help articles
        </h2>
        <div className="mt-4">
          <HelpArticlesList articles={others} />
        </div>
      </section>
      <div className="mt-10">
        <GetInTouch />
      </div>
    </div>
  );
}
