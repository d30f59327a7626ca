import type { APIRequestContext } from "@playwright/test";
import { expect } from "./fixtures.ts";

// Sponsors made through the admin API for the directory specs.

export interface SponsorSeed {
  name: string;
  tier: "gold" | "silver" | "bronze";
  description: string;
  organizationType?: string;
  website?: string;
  logo?: string;
  featured?: boolean;
  suspended?: boolean;
}

export async function createSponsors(api: APIRequestContext, seeds: SponsorSeed[]) {
  const ids: number[] = [];
  for (const { featured, suspended, ...body } of seeds) {
    const created = await api.post("/api/sponsors", {
      data: { website: "https://example.com", ...body },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    ids.push(id);
    const changes = {
      ...(featured ? { isFeatured: true } : {}),
      ...(suspended ? { status: "suspended" } : {}),
    };
    if (Object.keys(changes).length > 0) {
      expect((await api.patch(`/api/sponsors/${id}`, { data: changes })).ok()).toBe(true);
    }
  }
  return ids;
}

export async function deleteSponsors(api: APIRequestContext, ids: number[]) {
  for (const id of ids) await api.delete(`/api/sponsors/${id}`);
}
