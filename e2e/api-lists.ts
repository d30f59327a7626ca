import { type APIRequestContext, type APIResponse, expect } from "@playwright/test";

/** Every row of an API list, following its pages (ADR 019: Link: <next>; rel="next"). */
export async function listOf<T>(api: APIRequestContext, url: string): Promise<T[]> {
  const rows: T[] = [];
  let next: string | null = `${url}${url.includes("?") ? "&" : "?"}limit=200`;
  while (next) {
    const response: APIResponse = await api.get(next);
    expect(response.ok()).toBe(true);
    rows.push(...((await response.json()) as T[]));
    next = response.headers().link?.match(/<([^>]+)>;\s*rel="next"/)?.[1] ?? null;
  }
  return rows;
}
