import type { ContentType } from "../../../shared/constants.ts";
import type { Db } from "../../db/client.ts";
import { createCategoriesService } from "./categories/categories.service.ts";
import { createGenerationSide } from "./content.generation.ts";
import { createGradingSide } from "./content.grading.ts";
import { createReadSide } from "./content.pages.ts";
import { createReportsSide } from "./content.reports.ts";
import { indexMissing } from "./search/search.index.ts";
import { createSearch } from "./search/search.service.ts";
import { createTestsService } from "./tests/tests.service.ts";
import { createTopicsService } from "./topics/topics.service.ts";
import { createVersionsRepository } from "./versions/versions.repository.ts";
import { createVersionsService } from "./versions/versions.service.ts";

// The content module (ADR 022): topics, tests, their categories and versions, and the one path
// generated content is written by. This file is its public face: other modules call what it
// returns and import nothing else of content's; content reads no table of theirs either.

export { questionKey } from "./content.grading.ts";
export type { CountView } from "./content.pages.ts";
export type { ReportedLesson, ReportedTest } from "./content.reports.ts";
export type { SearchResults } from "./search/search.service.ts";
export type { Generated, GenerationRecord } from "./versions/store-generated.ts";

/**
 * What content needs of other modules, reached through functions services.ts wires in: content
 * calls them and imports none of those modules, so no import runs both ways.
 */
export interface ContentNeighbours {
  /**
   * Inside the deleting transaction: what other modules keep of a deleted topic or test goes
   * (its view counts; its queued or running generation is cancelled).
   */
  removed(tx: Db, kind: ContentType, id: number): Promise<void>;
  /** Inside a restore's transaction: whether a generation of it is queued or running. */
  generating(tx: Db, kind: ContentType, id: number): Promise<boolean>;
  /** How many sponsors the home page counts. */
  publicSponsors(): Promise<number>;
}

export function createContent({ db, neighbours }: { db: Db; neighbours: ContentNeighbours }) {
  /** A deleted topic's or test's versions go with it, and what other modules keep of it. */
  const forget = (kind: ContentType) => async (tx: Db, id: number) => {
    await createVersionsRepository({ db: tx }).deleteFor(kind, id);
    await neighbours.removed(tx, kind, id);
  };
  const categories = createCategoriesService({ db });
  const topics = createTopicsService({ db, forget: forget("topic") });
  const tests = createTestsService({ db, forget: forget("test") });
  return {
    categories,
    topics,
    tests,
    versions: createVersionsService({ db, generating: neighbours.generating }),
    /** The site search's index, kept with every write; this fills in what predates it. */
    searchIndex: { indexMissing: () => indexMissing(db) },
    /** The read side the pages and the public API call, and what other modules ask of content. */
    content: {
      ...createReadSide({ topics, tests, categories, publicSponsors: neighbours.publicSponsors }),
      ...createSearch({ db, categories }),
      ...createGenerationSide({ db, topics, tests }),
      ...createGradingSide({ tests }),
      ...createReportsSide({ topics, tests }),
    },
  };
}

export type ContentServices = ReturnType<typeof createContent>;
export type ContentService = ContentServices["content"];
