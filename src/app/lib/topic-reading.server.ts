import { countWords } from "../../shared/lesson.ts";
import { normalizeTopicContent } from "../../shared/topic-content.ts";
import { readingMinutes } from "./reading-time.ts";
import type { PageContext } from "./server-context.ts";

// The topics list shows a reading time for each topic with content, which needs the words of
// every page. Lists never load content, so the counts are worked out once per topic version
// (its updatedAt) and kept here.

interface TopicVersion {
  id: number;
  hasContent: boolean;
  updatedAt: Date | string;
}

const cache = new Map<number, { version: number; minutes: number }>();

export async function topicReadingMinutes(
  services: PageContext["services"],
  topics: readonly TopicVersion[],
): Promise<Map<number, number>> {
  const result = new Map<number, number>();
  await Promise.all(
    topics
      .filter((topic) => topic.hasContent)
      .map(async (topic) => {
        const version = new Date(topic.updatedAt).getTime();
        const cached = cache.get(topic.id);
        if (cached?.version === version) {
          result.set(topic.id, cached.minutes);
          return;
        }
        const row = await services.topics.get(topic.id).catch(() => null);
        if (!row) return; // deleted since the list was read
        const pages = normalizeTopicContent(row.generatedContent);
        const words = pages.reduce((sum, page) => sum + countWords(page.content), 0);
        const minutes = readingMinutes(words);
        cache.set(topic.id, { version, minutes });
        result.set(topic.id, minutes);
      }),
  );
  return result;
}
