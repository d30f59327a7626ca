import { data } from "react-router";
import { ArticleView } from "../features/help/article-view.tsx";
import { ARTICLES, articleHref, findArticle } from "../features/help/articles.ts";
import { GetInTouch } from "../features/help/get-in-touch.tsx";
import { HelpArticlesList } from "../features/help/help-articles-list.tsx";
import { HelpCategories } from "../features/help/help-categories.tsx";
import { seo, siteFrom } from "../lib/seo.ts";
import { pageContext } from "../lib/server-context.ts";
import type { Route } from "./+types/help-center.ts";

// The help centre, and each article at its own address (?article=slug) so it can be linked to
// and is rendered on the server like any page.

export function loader({ request, context }: Route.LoaderArgs) {
  const { site } = context.get(pageContext);
  const slug = new URL(request.url).searchParams.get("article");
  if (slug !== null && !findArticle(slug)) throw data(null, { status: 404 });
  return { site, slug };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = siteFrom(matches);
  const article = findArticle(loaderData?.slug ?? null);
  if (article) {
    return seo(site, {
      title: article.title,
      description: article.summary,
      path: articleHref(article.slug),
      type: "article",
    });
  }
  return seo(site, {
    title: "Help Center",
    description:
      "Answers to common questions: reading the site in your language, who runs it, why it is free, and how to support it.",
    path: "/help-center",
  });
};

export default function HelpCenter({ loaderData }: Route.ComponentProps) {
  const { site, slug } = loaderData;
  const article = findArticle(slug);
  if (article) return <ArticleView key={article.slug} article={article} site={site} />;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
      <header className="max-w-2xl">
        <p className="text-sm font-semibold text-brand-700 dark:text-brand-300">Support</p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-slate-900 dark:text-white">
          Help Center
        </h1>
        <p className="mt-4 text-lg text-slate-600 dark:text-slate-400">
          Everything you need to get the most out of {site.name}: how it works, how to read it in
          your language, and who is behind it.
        </p>
      </header>

      <section aria-labelledby="help-categories" className="mt-10">
        <h2 id="help-categories" className="sr-only">
          Help categories
        </h2>
        <HelpCategories />
      </section>

      <section aria-labelledby="popular-articles" className="mt-14">
        <h2
          id="popular-articles"
          className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white"
        >
          Popular Help Articles
        </h2>
        <div className="mt-5">
          <HelpArticlesList articles={ARTICLES} />
        </div>
      </section>

      <div className="mt-14">
        <GetInTouch />
      </div>
    </div>
  );
}
