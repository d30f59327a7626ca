import { countWords } from "../../../../shared/lesson.ts";
import { readingMinutes } from "../../../../shared/reading-time.ts";
import type { TopicPage } from "../../../../shared/schemas/content.ts";
import type { PathTopic } from "./topic-paths.repository.ts";

/** What /topic/:id shows: the topic, every page rendered, its paths and its test. */
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
) {
  // The renderer (markdown-it and KaTeX) loads with the first topic page, not with every
  // process that opens the database (the CLIs, API tests).
  const { renderMarkdown } = await import("./markdown.ts");
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
