import { data, Link } from "react-router";
import { SEARCH } from "../../shared/constants.ts";
import { searchText } from "../../shared/schemas/search.ts";
import { ListPager } from "../components/list-paging.tsx";
import { SearchForm } from "../features/search/search-form.tsx";
import { SearchResults } from "../features/search/search-results.tsx";
import { BrowseInstead, SearchTips } from "../features/search/search-tips.tsx";
import { plural, readPage } from "../lib/list-filters.ts";
import { seo, siteFrom } from "../lib/seo.ts";
import { pageContext } from "../lib/server-context.ts";
import type { Route } from "./+types/search.ts";

// /search?q=…&page=N (ADR 025): rendered on the server from a plain GET form, so it works
// without script; kept by the response cache per address like every public page, and made
// stale by any change to the topics and tests it read.

export async function loader({ context, request }: Route.LoaderArgs) {
  const { content } = context.get(pageContext).services;
  const params = new URL(request.url).searchParams;
  const typed = params.get("q") ?? "";
  if (typed.trim() === "") return { q: "", error: null, ...(await content.searchPage(null, 1)) };
  const checked = searchText.safeParse(typed);
  if (!checked.success) {
    // What was typed goes back into the box (cut to what it takes), with what is wrong.
    const q = typed.replaceAll("\u0000", "").toWellFormed().slice(0, SEARCH.queryMax);
    const error = checked.error.issues[0]?.message ?? "This search cannot be made";
    return data(
      { q, error, hits: [], total: 0, page: 1, pages: 1, categories: [] },
      { status: 400 },
    );
  }
  return {
    q: checked.data,
    error: null,
    ...(await content.searchPage(checked.data, readPage(params))),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...seo(siteFrom(matches), {
    title: loaderData?.q ? `Search: ${loaderData.q}` : "Search the lessons",
    description:
      "Search every page of every lesson and every test question for a word, a name or a phrase.",
    path: "/search",
  }),
  // An answer to one visitor's words is no page for a search engine's index.
  { name: "robots", content: "noindex" },
];

export default function Search({ loaderData }: Route.ComponentProps) {
  const { q, error, hits, total, page, pages, categories } = loaderData;
  const params = new URLSearchParams(q ? { q } : {});
  const first = (page - 1) * SEARCH.perPage + 1;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Search the lessons</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">
        Every page of every lesson, and every test question.
      </p>
      <div className="mt-6">
        <SearchForm q={q} autoFocus={!q} />
      </div>
      {error ? (
        <p
          role="alert"
          className="mt-6 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
        >
          {error}. Shorten it and search again.
        </p>
      ) : q ? (
        <p role="status" className="mt-6 text-sm text-slate-600 dark:text-slate-300">
          {total === 0
            ? `Nothing found for “${q}”`
            : `${plural(total, "result")} for “${q}”${pages > 1 ? ` · page ${page} of ${pages}` : ""}`}
        </p>
      ) : null}
      {hits.length > 0 ? <SearchResults hits={hits} first={first} /> : null}
      {q && !error && total > 0 && hits.length === 0 ? (
        <p className="mt-6">
          There is no page {page} of these results.{" "}
          <Link
            to={`/search?${params}`}
            className="font-medium text-brand-700 underline dark:text-brand-300"
          >
            Back to the first page
          </Link>
        </p>
      ) : null}
      {hits.length > 0 ? <ListPager params={params} page={page} pages={pages} /> : null}
      {q && !error && total === 0 ? (
        <p className="mt-6 text-slate-700 dark:text-slate-300">
          Check the spelling, use fewer words, or try a more general one.
        </p>
      ) : null}
      {total === 0 ? (
        <>
          <SearchTips />
          <BrowseInstead categories={categories} />
        </>
      ) : null}
    </div>
  );
}
