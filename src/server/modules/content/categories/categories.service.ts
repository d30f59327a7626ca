import type { Db } from "../../../db/client.ts";
import { conflict } from "../../../errors.ts";
import { createCategoriesRepository } from "./categories.repository.ts";

export function createCategoriesService({ db }: { db: Db }) {
  const repo = createCategoriesRepository({ db });
  return {
    list: () => repo.list(),
    async create(input: { name: string; description?: string | null }) {
      if (await repo.findByName(input.name)) {
        throw conflict(`A category named "${input.name}" already exists`);
      }
      return repo.create(input);
    },
    /** Adds a category unless one of that name (in any case) exists; true when it was added. */
    async addIfMissing(input: { name: string; description: string | null; isActive: boolean }) {
      if (await repo.findByName(input.name)) return false;
      await repo.create(input);
      return true;
    },
    /** The categories' names in the catalog's order: how the public lists group. */
    order: async () => (await repo.list()).map((category) => category.name),
  };
}

/**
 * The category a topic or test is filed under: an existing one matched case-insensitively
 * (so "machine learning" joins "Machine Learning"), or a new one. Runs inside the caller's
 * transaction.
 */
export async function ensureCategory(tx: Db, name: string): Promise<string> {
  const repo = createCategoriesRepository({ db: tx });
  const existing = await repo.findByName(name);
  if (existing) return existing.name;
  await repo.insertIfMissing(name);
  return (await repo.findByName(name))!.name;
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;
