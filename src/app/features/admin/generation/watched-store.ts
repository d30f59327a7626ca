import { type QueryClient, useQuery } from "@tanstack/react-query";
import type { JobKind } from "../../../../shared/schemas/generation.ts";
import {
  NOTHING_WATCHED,
  parseWatched,
  WATCHED_STORAGE_KEY,
  type Watched,
  withBatch,
  withBatchEnded,
  withJob,
  withoutBatch,
  withoutJob,
} from "./watched.ts";

// The watched generations live in sessionStorage (they outlive a reload) and are mirrored in the
// query cache so every screen re-renders when one is added or forgotten.

export const watchedKey = ["generation", "watched"] as const;

function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage;
  } catch {
    // A browser that refuses storage: the watch lasts as long as the page.
    return undefined;
  }
}

function read(): Watched {
  try {
    return parseWatched(storage()?.getItem(WATCHED_STORAGE_KEY) ?? null);
  } catch {
    return NOTHING_WATCHED;
  }
}

export function useWatched(): Watched {
  return (
    useQuery({ queryKey: watchedKey, queryFn: read, staleTime: Number.POSITIVE_INFINITY }).data ??
    NOTHING_WATCHED
  );
}

/** The watched set as it is now, outside React (a query function, a mutation's callback). */
export function currentWatched(client: QueryClient): Watched {
  return client.getQueryData<Watched>(watchedKey) ?? read();
}

function update(client: QueryClient, change: (watched: Watched) => Watched) {
  const before = currentWatched(client);
  const after = change(before);
  if (after === before) return;
  try {
    storage()?.setItem(WATCHED_STORAGE_KEY, JSON.stringify(after));
  } catch {
    // Storage full or refused: the cache still holds it for this page.
  }
  client.setQueryData(watchedKey, after);
}

export const watchJob = (client: QueryClient, id: number) =>
  update(client, (watched) => withJob(watched, id));
export const forgetJob = (client: QueryClient, id: number) =>
  update(client, (watched) => withoutJob(watched, id));
export const followBatch = (client: QueryClient, id: number, kind: JobKind) =>
  update(client, (watched) => withBatch(watched, id, kind));
export const markBatchEnded = (client: QueryClient, id: number) =>
  update(client, (watched) => withBatchEnded(watched, id));
export const dismissBatch = (client: QueryClient, id: number) =>
  update(client, (watched) => withoutBatch(watched, id));
