import { Link } from "react-router";
import { articleHref, type HelpArticle } from "./articles.ts";
import { Icon } from "./icons.tsx";

/** A list of help articles, each row one link to the article's own page. */
export function HelpArticlesList({
  articles,
  headingLevel = "h3",
}: {
  articles: readonly HelpArticle[];
  headingLevel?: "h3" | "h2";
}) {
  const Heading = headingLevel;
  return (
    <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
      {articles.map((article) => (
        <li key={article.slug}>
          <Link
            to={articleHref(article.slug)}
            className="group flex items-center gap-4 px-5 py-4 hover:bg-slate-50 dark:hover:bg-slate-800/60"
          >
            <div className="min-w-0 flex-1">
              <Heading className="font-semibold text-slate-900 group-hover:text-brand-700 dark:text-white dark:group-hover:text-brand-300">
                {article.title}
              </Heading>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{article.summary}</p>
            </div>
            <Icon
              name="chevron"
              className="size-5 text-slate-500 group-hover:text-brand-700 dark:text-slate-400 dark:group-hover:text-brand-300"
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}
