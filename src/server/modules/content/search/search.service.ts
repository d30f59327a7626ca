import { SEARCH } from "../../../../shared/constants.ts";
import type { SearchHit } from "../../../../shared/schemas/search.ts";
import type { Db } from "../../../db/client.ts";
import type { CategoriesService } from "../categories/categories.service.ts";
import { type SearchRow, searchPage } from "./search.repository.ts";
import { snippetParts } from "./snippet.ts";

// The site search as the page and the API show it (ADR 025): a page of results, each a topic
// at its best-matching page or a test with the questions that match, and how many there are.

export interface SearchResults {
  hits: SearchHit[];
  /** Topics and tests that match, over every page. */
  total: number;
}

/** Where a lesson's page is read: its first page is the lesson's own address. */
export function lessonPagePath(topicId: number, page: number): string {
  return page > 1 ? `/topic/${topicId}?page=${page}` : `/topic/${topicId}`;
}

/**
 * The page's or question's passages around the matches; the topic's or test's description when
 * the words matched only there or in the title (it says more than a page's first lines).
 */
function snippetOf(row: SearchRow) {
  const own = snippetParts(row.snippet);
  return own.some((part) => part.mark) ? own : snippetParts(row.descriptionSnippet);
}

function toHit(row: SearchRow): SearchHit {
  const common = {
    title: row.title,
    level: row.level,
    category: row.category,
    snippet: snippetOf(row),
  };
  if (row.topicId !== null) {
    return {
      ...common,
      kind: "topic",
      id: row.topicId,
      path: lessonPagePath(row.topicId, row.position),
      page: { number: row.position, of: row.pageCount ?? row.position, title: row.heading },
      otherPages: row.positions.filter((position) => position !== row.position),
      questions: null,
      lesson: null,
    };
  }
  return {
    ...common,
    kind: "test",
    id: row.testId!,
    path: `/test/${row.testId}`,
    page: null,
    otherPages: [],
    questions: row.positions.length,
    lesson:
      row.lessonId !== null && row.lessonTitle !== null
        ? { id: row.lessonId, title: row.lessonTitle }
        : null,
  };
}

export function createSearch({ db, categories }: { db: Db; categories: CategoriesService }) {
  /** `limit` results after the first `offset`, best first; `text` as a visitor typed it. */
  async function search(
    text: string,
    window: { limit: number; offset: number },
  ): Promise<SearchResults> {
    const { rows, total } = await searchPage(db, text, window);
    return { hits: rows.map(toHit), total };
  }

  /**
   * /search?q=…&page=N: that page of results (SEARCH.perPage of them). With nothing to show
   * (no text yet, or nothing found), the categories, so the page can offer to browse instead.
   */
  async function resultsPage(text: string | null, page: number) {
    const { hits, total } = text
      ? await search(text, { limit: SEARCH.perPage, offset: (page - 1) * SEARCH.perPage })
      : { hits: [], total: 0 };
    return {
      hits,
      total,
      page,
      pages: Math.max(1, Math.ceil(total / SEARCH.perPage)),
      categories: total === 0 ? await categories.order() : [],
    };
  }

  return { search, searchPage: resultsPage };
}
