import katexStyles from "katex/dist/katex.min.css?url";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { SaveForOffline } from "../features/offline/save-button.tsx";
import {
  BackToTopics,
  ContentNotAvailable,
  TopicHeading,
} from "../features/reader/reader-parts.tsx";
import { LESSON_HTML, TopicReader } from "../features/reader/topic-reader.tsx";
import { keptInDocument } from "../lib/document-only.tsx";
import { found } from "../lib/found.ts";
import { seo, siteFrom } from "../lib/seo.ts";
import { pageContext } from "../lib/server-context.ts";
import type { Route } from "./+types/topic.ts";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { services, countView, documentOnly } = context.get(pageContext);
  const param = new URL(request.url).searchParams.get("page");
  const data = found(await services.content.topicPage(params.id, param, countView));
  if (!data.page) return { ...data, page: null };
  const { index, html } = data.page;
  // The lesson's HTML, often most of the page, is sent once: in the document (ADR 029).
  return { ...data, page: { index, html: keptInDocument(documentOnly, LESSON_HTML, html) } };
}

// Formulas are laid out by KaTeX's stylesheet; its fonts load only when a formula uses them.
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: katexStyles }];

/** Turning a page loads that page (this route's data only; the layout's stays). */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname || defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: "Page Not Found" }, { name: "robots", content: "noindex" }];
  const { topic } = loaderData;
  return seo(siteFrom(matches), {
    title: topic.title,
    description: topic.description,
    path: `/topic/${topic.id}`,
    type: "article",
  });
};

export default function Topic({ loaderData }: Route.ComponentProps) {
  const { topic, pages, page, minutes, paths } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <BackToTopics />
      <TopicHeading topic={topic} minutes={minutes} />
      {page ? (
        <>
          <SaveForOffline topicId={topic.id} title={topic.title} />
          <TopicReader topic={topic} pages={pages} page={page} paths={paths} />
        </>
      ) : (
        <ContentNotAvailable />
      )}
    </div>
  );
}
