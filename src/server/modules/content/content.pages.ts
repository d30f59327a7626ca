import { byCatalogOrder } from "../../../shared/catalog-order.ts";
import { type ContentType, LIMITS } from "../../../shared/constants.ts";
import { encodeIdRanges } from "../../../shared/id-ranges.ts";
import { parseId } from "../../../shared/ids.ts";
import type { LessonPageLink } from "../../../shared/lesson-link.ts";
import type { ListFilters, TopicFilters } from "../../../shared/topic-list.ts";
import type { CategoriesService } from "./categories/categories.service.ts";
import { teachingPages } from "./tests/teaching-page.ts";
import type { TestsService } from "./tests/tests.service.ts";
import { readerPage } from "./topics/topic-page.ts";
import type { TopicsService } from "./topics/topics.service.ts";

// Content's read side: what the public pages and the public API show. Each page is one call,
// and a page that does not exist is null (the loader answers 404).

/**
 * Counts a read of a topic or test for whoever asked (request.countView, which knows who
 * counts). Content decides what counts: a topic with pages, a test with questions (ADR 004).
 */
export type CountView = (contentType: ContentType, contentId: number) => void;

export function createReadSide({
  topics,
  tests,
  categories,
  publicSponsors,
}: {
  topics: TopicsService;
  tests: TestsService;
  categories: CategoriesService;
  publicSponsors: () => Promise<number>;
}) {
  /** /api/topics/:id/content: the reader's pages (404 when there is no such topic). */
  async function topicContent(id: number, countView: CountView) {
    const content = await topics.getContent(id);
    if (content.pages.length > 0) countView("topic", content.id);
    return content;
  }

  /** /api/tests/:id/content: a test with its questions (404 when there is no such test). */
  async function testContent(id: number, countView: CountView) {
    const content = await tests.getContent(id);
    if (content.questions.length > 0) countView("test", content.id);
    return content;
  }

  /** /topic/:id?page=N, the reader at one page; null when the address names no topic. */
  async function topicPage(idText: string, pageParam: string | null, countView: CountView) {
    const id = parseId(idText);
    const content = id === null ? null : await topics.findContent(id);
    if (!content) return null;
    if (content.pages.length > 0) countView("topic", content.id);
    const [paths, test] = await Promise.all([topics.paths(content.id), tests.ofTopic(content.id)]);
    return readerPage(content, paths, test, pageParam);
  }

  /**
   * /test/:id, the quiz, with its lesson when that can be read and, with each question, the
   * lesson page that teaches it (a review card links there); null when there is no test.
   */
  async function testPage(idText: string, countView: CountView) {
    const id = parseId(idText);
    const found = id === null ? null : await tests.findContent(id);
    if (!found) return null;
    const { topicId, questions, ...content } = found;
    const lesson = topicId === null ? null : await topics.linkTo(topicId);
    const readable = lesson?.hasContent ? lesson : null;
    const pages = readable ? ((await topics.findContent(readable.id))?.pages ?? []) : [];
    const picks = teachingPages(questions, pages);
    if (questions.length > 0) countView("test", content.id);
    return {
      test: {
        ...content,
        questions: questions.map((question, index) => {
          const page = picks[index] ?? null;
          return {
            ...question,
            lessonPage:
              readable && page !== null
                ? ({
                    topicId: readable.id,
                    page: page + 1,
                    pageTitle: pages[page]!.title,
                  } satisfies LessonPageLink)
                : null,
          };
        }),
        lesson: readable ? { id: readable.id, title: readable.title } : null,
      },
    };
  }

  /** The home page's figures and its Popular Topics (active topics with pages, spec §4). */
  async function homeSummary() {
    const [topicSummary, testCount, categoryRows, sponsors] = await Promise.all([
      topics.homeSummary(LIMITS.popularTopics),
      tests.countPublic(),
      categories.list(),
      publicSponsors(),
    ]);
    return {
      counts: {
        topics: topicSummary.active,
        tests: testCount,
        categories: categoryRows.length,
        sponsors,
      },
      popular: topicSummary.popular,
    };
  }

  return {
    topicContent,
    testContent,
    topicPage,
    testPage,
    homeSummary,
    /** One page of /topics (ADR 018), with the filters it was asked for. */
    async publicTopicList(filters: TopicFilters, page: number) {
      return { filters, ...(await topics.publicList(filters, page, await categories.order())) };
    },
    /** One page of /tests (ADR 018), with the filters it was asked for. */
    async publicTestList<F extends ListFilters>(filters: F, page: number) {
      return { filters, ...(await tests.publicList(filters, page, await categories.order())) };
    },
    /**
     * /progress: which topics a visitor can read and which tests they can start, per category,
     * as id ranges (shared/id-ranges.ts). The page counts the visitor's own progress against
     * it in the browser, so what they read is never asked of the server (ADR 028).
     */
    async progressCatalog() {
      const [readable, startable, order] = await Promise.all([
        topics.readableByCategory(),
        tests.startableByCategory(),
        categories.order(),
      ]);
      const byName = (rows: { id: number; category: string }[]) => {
        const ids = new Map<string, number[]>();
        for (const row of rows) {
          const list = ids.get(row.category) ?? [];
          list.push(row.id);
          ids.set(row.category, list);
        }
        return ids;
      };
      const [topicIds, testIds] = [byName(readable), byName(startable)];
      return byCatalogOrder([...topicIds.keys(), ...testIds.keys()], order).map((name) => ({
        name,
        topics: topicIds.get(name)?.length ?? 0,
        tests: testIds.get(name)?.length ?? 0,
        topicIds: encodeIdRanges(topicIds.get(name) ?? []),
        testIds: encodeIdRanges(testIds.get(name) ?? []),
      }));
    },
    /** Every topic a visitor can read and test they can start, for the sitemap. */
    async sitemapEntries() {
      const [readable, startable] = await Promise.all([
        topics.readable(),
        tests.startableAddresses(),
      ]);
      return [
        ...readable.map((topic) => ({ path: `/topic/${topic.id}`, lastmod: topic.updatedAt })),
        ...startable.map((test) => ({ path: `/test/${test.id}`, lastmod: test.updatedAt })),
      ];
    },
  };
}
