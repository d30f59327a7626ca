import katexStyles from "katex/dist/katex.min.css?url";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import {
  BackToTopics,
  ContentNotAvailable,
  TopicHeading,
} from "../features/reader/reader-parts.tsx";
import { TopicReader } from "../features/reader/topic-reader.tsx";
import { found } from "../lib/found.ts";
import { seo, siteFrom } from "../lib/seo.ts";
import { pageContext } from "../lib/server-context.ts";
import type { Route } from "./+types/topic.ts";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, countView } = context.get(pageContext);
  return found(await services.content.topicPage(params.id, countView));
}

// Formulas are laid out by KaTeX's stylesheet; its fonts load only when a formula uses them.
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: katexStyles }];

/** Turning a page changes only ?page=, which needs nothing new from the server. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
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
  const { topic, pages, minutes, paths } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <BackToTopics />
      <TopicHeading topic={topic} minutes={minutes} />
      {pages.length > 0 ? (
        <TopicReader topic={topic} pages={pages} paths={paths} />
      ) : (
        <ContentNotAvailable />
      )}
    </div>
  );
}
