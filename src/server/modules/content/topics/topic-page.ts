import { countWords, pageFromParam } from "../../../../shared/lesson.ts";
import { readingMinutes } from "../../../../shared/reading-time.ts";
import type { TopicPage } from "../../../../shared/schemas/content.ts";
import type { PathTopic } from "./topic-paths.repository.ts";

/**
 * What /topic/:id?page=N shows: the topic, every page's title and reading time, the one page
 * asked for rendered, its paths and its test. One page, not all: a lesson's pages with their
 * formulas laid out reach 700 KB, which the browser would parse and hydrate for one page read.
 */
export async function readerPage(
  content: {
    id: number;
    title: string;
    description: string;
    level: string;
    category: string;
    pages: TopicPage[];
  },
  paths: { before: PathTopic[]; next: PathTopic[] },
  test: { id: number; title: string } | null,
  pageParam: string | null,
) {
  // The renderer (markdown-it and KaTeX) loads with the first topic page, not with every
  // process that opens the database (the CLIs, API tests).
  const { renderMarkdown } = await import("./markdown.ts");
  const words = content.pages.map((page) => countWords(page.content));
  const index = pageFromParam(pageParam, content.pages.length);
  // One numbering of exercises through the lesson: the pages before this one are rendered for
  // their count (an answer made once per page and change, then served from the cache).
  const env = {};
  for (const page of content.pages.slice(0, index)) renderMarkdown(page.content, env);
  const shown = content.pages[index];
  return {
    topic: {
      id: content.id,
      title: content.title,
      description: content.description,
      level: content.level,
      category: content.category,
    },
    pages: content.pages.map((page, at) => ({
      title: page.title,
      minutes: readingMinutes(words[at]!),
    })),
    page: shown ? { index, html: renderMarkdown(shown.content, env) } : null,
    paths: { ...paths, test },
    minutes: content.pages.length > 0 ? readingMinutes(words.reduce((a, b) => a + b, 0)) : null,
  };
}
