import katexStyles from "katex/dist/katex.min.css?url";
import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { parseId } from "../../shared/ids.ts";
import { countWords } from "../../shared/lesson.ts";
import { readingMinutes } from "../../shared/reading-time.ts";
import {
  BackToTopics,
  ContentNotAvailable,
  TopicHeading,
} from "../features/reader/reader-parts.tsx";
import { TopicReader } from "../features/reader/topic-reader.tsx";
import { renderMarkdown } from "../lib/markdown.server.ts";
import { seo, siteFrom } from "../lib/seo.ts";
import { pageContext } from "../lib/server-context.ts";
import type { Route } from "./+types/topic.ts";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, countView } = context.get(pageContext);
  const id = parseId(params.id);
  if (id === null) throw data(null, { status: 404 });
  const content = await services.topics.getContent(id).catch((error: unknown) => {
    if ((error as { status?: number }).status === 404) throw data(null, { status: 404 });
    throw error;
  });
  if (content.pages.length > 0) countView("topic", content.id);
  const [paths, test] = await Promise.all([
    services.topics.paths(content.id),
    services.tests.ofTopic(content.id),
  ]);
  const words = content.pages.map((page) => countWords(page.content));
  const env = {}; // one numbering of exercises through the lesson
  return {
    topic: {
      id: content.id,
      title: content.title,
      description: content.description,
      level: content.level,
      category: content.category,
    },
    // Every page at once: turning a page is instant and needs no request.
    pages: content.pages.map((page, index) => ({
      title: page.title,
      html: renderMarkdown(page.content, env),
      minutes: readingMinutes(words[index]!),
    })),
    paths: { ...paths, test },
    minutes: content.pages.length > 0 ? readingMinutes(words.reduce((a, b) => a + b, 0)) : null,
  };
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
