import type { Db } from "../../db/client.ts";
import { createCategoriesRepository } from "../categories/categories.repository.ts";
import { createSettingsRepository } from "../settings/settings.repository.ts";
import { createTestsRepository } from "../tests/tests.repository.ts";
import type { TestsService } from "../tests/tests.service.ts";
import { createTopicsRepository } from "../topics/topics.repository.ts";
import type { TopicsService } from "../topics/topics.service.ts";
import type { CatalogCategory } from "./catalog.schema.ts";

export interface ImportCounts {
  categories: number;
  topics: number;
  tests: number;
}

const LOADED_KEY = "catalogLoadedAt";

/**
 * Adds what the catalog has and the database lacks, matched by name and title; anything
 * already there (perhaps edited by the owner) is left as it is. Running it twice adds nothing.
 */
export async function importCatalog(
  { db, topics, tests }: { db: Db; topics: TopicsService; tests: TestsService },
  catalog: CatalogCategory[],
): Promise<ImportCounts> {
  const categoriesRepo = createCategoriesRepository({ db });
  const topicsRepo = createTopicsRepository({ db });
  const testsRepo = createTestsRepository({ db });
  const counts: ImportCounts = { categories: 0, topics: 0, tests: 0 };

  for (const category of catalog) {
    if (!(await categoriesRepo.findByName(category.name))) {
      await categoriesRepo.create({ name: category.name, description: category.description });
      counts.categories += 1;
    }
    for (const topic of category.topics) {
      if (await topicsRepo.findByTitle(topic.title)) continue;
      await topics.create({
        title: topic.title,
        description: topic.description,
        level: topic.level,
        category: category.name,
        ...(topic.pages ? { pages: topic.pages } : {}),
      });
      counts.topics += 1;
    }
    for (const test of category.tests) {
      if (await testsRepo.findByTitle(test.title)) continue;
      const { topic: _topic, ...fields } = test;
      await tests.create({ ...fields, category: category.name });
      counts.tests += 1;
    }
  }
  return counts;
}

/** Loads the starter catalog once per installation, on the first start. */
export async function seedStarterCatalog(
  deps: { db: Db; topics: TopicsService; tests: TestsService },
  load: () => CatalogCategory[],
): Promise<ImportCounts | null> {
  const settings = createSettingsRepository({ db: deps.db });
  if (await settings.get(LOADED_KEY)) return null;
  const counts = await importCatalog(deps, load());
  await settings.set(LOADED_KEY, new Date().toISOString());
  return counts;
}
